import { Field } from '@mercato/platform';
import { CustomerData } from './customer.input';

/**
 * The argument sets of the account routes, named as Magento's service methods name them. Where
 * Magento forces an argument from the caller's token (`%customer_id%` on `me` routes), the argument
 * is accepted but the token's value is used.
 */

/** AccountManagementInterface::createAccount */
export class CreateAccountInput {
  @Field(() => CustomerData, { required: true }) customer: CustomerData;
  @Field('string', { secret: true }) password?: string | null;
  @Field('string') redirectUrl?: string | null;
}

/** CustomerRepositoryInterface::save on `/V1/customers/me` (customer.id is the caller). */
export class SaveSelfInput {
  @Field(() => CustomerData, { required: true }) customer: CustomerData;
  @Field('string', { secret: true }) passwordHash?: string | null;
}

/** CustomerRepositoryInterface::save on `/V1/customers/:customerId` (the path id wins). */
export class SaveCustomerInput extends SaveSelfInput {
  @Field('int', { required: true, carriedBy: 'customer.id' }) customerId: number;
}

/** AccountManagementInterface::validate */
export class ValidateCustomerInput {
  @Field(() => CustomerData, { required: true }) customer: CustomerData;
}

export class CustomerIdInput {
  @Field('int', { required: true }) customerId: number;
}

/** A `me` route with no argument of its own but the forced customerId. */
export class SelfInput {
  @Field('int') customerId?: number;
}

/** AccountManagementInterface::activate (`PUT /V1/customers/:email/activate`) */
export class ActivateInput {
  @Field('string', { required: true }) email: string;
  @Field('string', { required: true }) confirmationKey: string;
}

/** AccountManagementInterface::activateById on `me` */
export class ActivateSelfInput extends SelfInput {
  @Field('string', { required: true }) confirmationKey: string;
}

/** AccountManagementInterface::changePasswordById on `me` */
export class ChangePasswordInput extends SelfInput {
  @Field('string', { required: true, secret: true }) currentPassword: string;
  @Field('string', { required: true, secret: true }) newPassword: string;
}

/** AccountManagementInterface::validateResetPasswordLinkToken */
export class ResetLinkTokenInput {
  @Field('int', { required: true }) customerId: number;
  @Field('string', { required: true, secret: true }) resetPasswordLinkToken: string;
}

/** AccountManagementInterface::initiatePasswordReset */
export class InitiatePasswordResetInput {
  @Field('string', { required: true }) email: string;
  @Field('string', { required: true }) template: string;
  @Field('int') websiteId?: number | null;
}

/** AccountManagementInterface::resetPassword */
export class ResetPasswordInput {
  @Field('string', { required: true }) email: string;
  @Field('string', { required: true, secret: true }) resetToken: string;
  @Field('string', { required: true, secret: true }) newPassword: string;
}

/** AccountManagementInterface::resendConfirmation */
export class ResendConfirmationInput {
  @Field('string', { required: true }) email: string;
  @Field('int', { required: true }) websiteId: number;
  @Field('string') redirectUrl?: string | null;
}

/** AccountManagementInterface::isEmailAvailable */
export class EmailAvailableInput {
  @Field('string', { required: true }) customerEmail: string;
  @Field('int') websiteId?: number | null;
}

export class AddressIdInput {
  @Field('int', { required: true }) addressId: number;
}
