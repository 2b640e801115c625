import { route, SearchCriteriaInput, searchResults, selfCustomerId } from '@mercato/platform';
import {
  ActivateInput,
  ActivateSelfInput,
  AddressIdInput,
  ChangePasswordInput,
  CreateAccountInput,
  CustomerIdInput,
  EmailAvailableInput,
  InitiatePasswordResetInput,
  ResendConfirmationInput,
  ResetLinkTokenInput,
  ResetPasswordInput,
  SaveCustomerInput,
  SaveSelfInput,
  SelfInput,
  ValidateCustomerInput,
} from './dto/accounts.input';
import { AccountConfirmation } from './services/account-confirmation';
import { AccountManagement } from './services/account-management';
import { AccountPasswords } from './services/account-passwords';
import { AddressRepository } from './services/address-repository';
import { CustomerRepository } from './services/customer-repository';
import { AddressData, CustomerData, ValidationResultsData } from './dto/customer.input';

const API = 'Magento\\Customer\\Api\\';
const ACCOUNTS = `${API}AccountManagementInterface`;
const CUSTOMERS = `${API}CustomerRepositoryInterface`;
const ADDRESSES = `${API}AddressRepositoryInterface`;
const READ = ['Magento_Customer::customer'];
const MANAGE = ['Magento_Customer::manage'];
const SELF = ['self'];
const ANONYMOUS = ['anonymous'];

/**
 * Magento_Customer's account and address routes (etc/webapi.xml). On `me` routes the customer is
 * the caller's token, whatever the request names (Magento's forced `%customer_id%`).
 */
export const accountRoutes = [
  route({
    method: 'POST', path: '/V1/customers', contract: `${ACCOUNTS}::createAccount`, acl: ANONYMOUS, input: CreateAccountInput,
    output: CustomerData,
    service: AccountManagement, handler: (s, ctx, i) => s.createAccount(ctx, i.customer, i.password, i.redirectUrl),
  }),
  route({
    method: 'GET', path: '/V1/customers/:customerId', contract: `${CUSTOMERS}::getById`, acl: READ, input: CustomerIdInput,
    output: CustomerData,
    service: CustomerRepository, handler: (s, ctx, i) => s.getById(ctx, i.customerId),
  }),
  route({
    method: 'PUT', path: '/V1/customers/:customerId', contract: `${CUSTOMERS}::save`, acl: MANAGE, input: SaveCustomerInput,
    output: CustomerData,
    service: CustomerRepository, handler: (s, ctx, i) => s.save(ctx, i.customerId, i.customer, i.passwordHash ?? null),
  }),
  route({
    method: 'PUT', path: '/V1/customers/me', contract: `${CUSTOMERS}::save`, acl: SELF, input: SaveSelfInput, soapOperation: 'saveSelf',
    output: CustomerData,
    service: CustomerRepository, handler: (s, ctx, i) => s.save(ctx, selfCustomerId(ctx), i.customer, i.passwordHash ?? null, true),
  }),
  route({
    method: 'GET', path: '/V1/customers/me', contract: `${CUSTOMERS}::getById`, acl: SELF, input: SelfInput, soapOperation: 'getSelf',
    output: CustomerData,
    service: CustomerRepository, handler: (s, ctx) => s.getById(ctx, selfCustomerId(ctx)),
  }),
  route({
    method: 'PUT', path: '/V1/customers/me/activate', contract: `${ACCOUNTS}::activateById`, acl: SELF, input: ActivateSelfInput,
    output: CustomerData,
    service: AccountConfirmation, handler: (s, ctx, i) => s.activateById(ctx, selfCustomerId(ctx), i.confirmationKey),
  }),
  route({
    method: 'GET', path: '/V1/customers/search', contract: `${CUSTOMERS}::getList`, acl: READ, input: SearchCriteriaInput,
    output: searchResults(CustomerData),
    service: CustomerRepository, handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'PUT', path: '/V1/customers/:email/activate', contract: `${ACCOUNTS}::activate`, acl: MANAGE, input: ActivateInput,
    output: CustomerData,
    service: AccountConfirmation, handler: (s, ctx, i) => s.activate(ctx, i.email, i.confirmationKey),
  }),
  route({
    method: 'PUT', path: '/V1/customers/me/password', contract: `${ACCOUNTS}::changePasswordById`, acl: SELF, input: ChangePasswordInput,
    output: 'bool',
    service: AccountPasswords, handler: (s, ctx, i) => s.changePasswordById(ctx, selfCustomerId(ctx), i.currentPassword, i.newPassword),
  }),
  route({
    method: 'GET', path: '/V1/customers/:customerId/password/resetLinkToken/:resetPasswordLinkToken',
    contract: `${ACCOUNTS}::validateResetPasswordLinkToken`, acl: ANONYMOUS, input: ResetLinkTokenInput,
    output: 'bool',
    service: AccountPasswords, handler: (s, ctx, i) => s.validateResetPasswordLinkToken(ctx, i.customerId, i.resetPasswordLinkToken),
  }),
  route({
    method: 'PUT', path: '/V1/customers/password', contract: `${ACCOUNTS}::initiatePasswordReset`, acl: ANONYMOUS, input: InitiatePasswordResetInput,
    output: 'bool',
    service: AccountPasswords, handler: (s, ctx, i) => s.initiatePasswordReset(ctx, i.email, i.template, i.websiteId),
  }),
  route({
    method: 'POST', path: '/V1/customers/resetPassword', contract: `${ACCOUNTS}::resetPassword`, acl: ANONYMOUS, input: ResetPasswordInput,
    output: 'bool',
    service: AccountPasswords, handler: (s, ctx, i) => s.resetPassword(ctx, i.email, i.resetToken, i.newPassword),
  }),
  route({
    method: 'GET', path: '/V1/customers/:customerId/confirm', contract: `${ACCOUNTS}::getConfirmationStatus`, acl: MANAGE, input: CustomerIdInput,
    output: 'string',
    service: AccountConfirmation, handler: (s, ctx, i) => s.getConfirmationStatus(ctx, i.customerId),
  }),
  route({
    method: 'POST', path: '/V1/customers/confirm', contract: `${ACCOUNTS}::resendConfirmation`, acl: MANAGE, input: ResendConfirmationInput,
    output: 'bool',
    service: AccountConfirmation, handler: (s, ctx, i) => s.resendConfirmation(ctx, i.email, i.websiteId, i.redirectUrl),
  }),
  route({
    method: 'PUT', path: '/V1/customers/validate', contract: `${ACCOUNTS}::validate`, acl: MANAGE, input: ValidateCustomerInput,
    output: ValidationResultsData,
    service: AccountManagement, handler: (s, ctx, i) => s.validate(ctx, i.customer),
  }),
  route({
    method: 'GET', path: '/V1/customers/:customerId/permissions/readonly', contract: `${ACCOUNTS}::isReadonly`, acl: READ, input: CustomerIdInput,
    output: 'bool',
    service: AccountManagement, handler: (s, ctx, i) => s.isReadonly(ctx, i.customerId),
  }),
  route({
    method: 'DELETE', path: '/V1/customers/:customerId', contract: `${CUSTOMERS}::deleteById`, acl: ['Magento_Customer::delete'], input: CustomerIdInput,
    output: 'bool',
    service: CustomerRepository, handler: (s, ctx, i) => s.deleteById(ctx, i.customerId),
  }),
  route({
    method: 'POST', path: '/V1/customers/isEmailAvailable', contract: `${ACCOUNTS}::isEmailAvailable`, acl: ANONYMOUS, input: EmailAvailableInput,
    output: 'bool',
    service: AccountManagement, handler: (s, ctx, i) => s.isEmailAvailable(ctx, i.customerEmail, i.websiteId),
  }),
  route({
    method: 'GET', path: '/V1/customers/addresses/:addressId', contract: `${ADDRESSES}::getById`, acl: MANAGE, input: AddressIdInput,
    output: AddressData,
    service: AddressRepository, handler: (s, ctx, i) => s.getById(ctx, i.addressId),
  }),
  route({
    method: 'GET', path: '/V1/customers/me/billingAddress', contract: `${ACCOUNTS}::getDefaultBillingAddress`, acl: SELF, input: SelfInput,
    soapOperation: 'getMyDefaultBillingAddress',
    output: AddressData,
    service: AccountManagement, handler: (s, ctx) => s.getDefaultBillingAddress(ctx, selfCustomerId(ctx)),
  }),
  route({
    method: 'GET', path: '/V1/customers/:customerId/billingAddress', contract: `${ACCOUNTS}::getDefaultBillingAddress`, acl: MANAGE, input: CustomerIdInput,
    output: AddressData,
    service: AccountManagement, handler: (s, ctx, i) => s.getDefaultBillingAddress(ctx, i.customerId),
  }),
  route({
    method: 'GET', path: '/V1/customers/me/shippingAddress', contract: `${ACCOUNTS}::getDefaultShippingAddress`, acl: SELF, input: SelfInput,
    soapOperation: 'getMyDefaultShippingAddress',
    output: AddressData,
    service: AccountManagement, handler: (s, ctx) => s.getDefaultShippingAddress(ctx, selfCustomerId(ctx)),
  }),
  route({
    method: 'GET', path: '/V1/customers/:customerId/shippingAddress', contract: `${ACCOUNTS}::getDefaultShippingAddress`, acl: MANAGE, input: CustomerIdInput,
    output: AddressData,
    service: AccountManagement, handler: (s, ctx, i) => s.getDefaultShippingAddress(ctx, i.customerId),
  }),
  route({
    method: 'DELETE', path: '/V1/addresses/:addressId', contract: `${ADDRESSES}::deleteById`, acl: MANAGE, input: AddressIdInput,
    output: 'bool',
    service: AddressRepository, handler: (s, ctx, i) => s.deleteById(ctx, i.addressId),
  }),
];
