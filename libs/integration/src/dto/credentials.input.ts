import { Field } from '@mercato/platform';

/** Body of the admin and customer token routes. */
export class CredentialsInput {
  @Field('string', { required: true }) username: string;
  @Field('string', { required: true, secret: true }) password: string;
}
