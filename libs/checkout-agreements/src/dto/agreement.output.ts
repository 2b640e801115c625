import { DataInterface, Field } from '@mercato/platform';

/** One terms-and-conditions agreement, as the licence routes answer it. */
@DataInterface('Magento\\CheckoutAgreements\\Api\\Data\\AgreementInterface')
export class AgreementData {
  @Field('int') agreement_id?: number;
  @Field('string') name?: string;
  @Field('string') content?: string;
  @Field('string') content_height?: string;
  @Field('string') checkbox_text?: string;
  @Field('bool') is_active?: boolean;
  @Field('bool') is_html?: boolean;
  @Field('int') mode?: number;
  @Field('mixed') extension_attributes?: unknown;
}
