import { Field } from '@mercato/platform';

export class CountryIdInput {
  @Field('string', { required: true }) countryId: string;
}
