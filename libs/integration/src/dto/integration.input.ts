import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Integration\\Api\\Data\\IntegrationInterface')
export class IntegrationData {
  /** Set from the path on PUT; ignored otherwise. */
  @Field('int') id?: number;
  @Field('string') name?: string;
  @Field('string') email?: string | null;
  /** Callback URL that receives the credentials on activation. */
  @Field('string') endpoint?: string | null;
  @Field('string') identity_link_url?: string | null;
  @Field('bool') all_resources?: boolean;
  @Field('string', { array: true }) resources?: string[];
  /** PEM public key, for integrations that sign with RSA-SHA1 (an extension of Magento's record). */
  @Field('string') public_key?: string | null;
}

export class IntegrationCreateInput {
  @Field(() => IntegrationData, { required: true }) integration: IntegrationData;
}

export class IntegrationUpdateInput extends IntegrationCreateInput {
  @Field('int', { required: true }) id: number;
}

export class IntegrationIdInput {
  @Field('int', { required: true }) id: number;
}
