import { Field } from '@mercato/platform';

/** Body of the customer token revocation: `customerId` is accepted but forced from the caller's token. */
export class RevokeCustomerTokenInput {
  @Field('int') customerId?: number;
}
