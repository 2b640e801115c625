import { DataInterface, Field } from '@mercato/platform';
import { FileContentInput } from './file-content.input';

/** Magento declares no extension attributes on samples: any property here is refused. */
@DataInterface('Magento\\Downloadable\\Api\\Data\\SampleExtensionInterface')
export class SampleExtensionInput {}

/** A downloadable sample (SampleInterface); what it needs is decided by the content validator. */
@DataInterface('Magento\\Downloadable\\Api\\Data\\SampleInterface')
export class SampleInput {
  @Field('int') id?: number | null;
  @Field('string') title?: string | null;
  @Field('int') sort_order?: number | null;
  @Field('string') sample_type?: string | null;
  @Field('string') sample_file?: string | null;
  @Field(() => FileContentInput) sample_file_content?: FileContentInput | null;
  @Field('string') sample_url?: string | null;
  @Field(() => SampleExtensionInput) extension_attributes?: SampleExtensionInput | null;
}

/** GET /V1/products/:sku/downloadable-links/samples */
export class SampleListInput {
  @Field('string', { required: true }) sku: string;
}

/** POST /V1/products/:sku/downloadable-links/samples */
export class SampleSaveInput {
  @Field('string', { required: true }) sku: string;
  @Field(() => SampleInput, { required: true }) sample: SampleInput;
  @Field('bool') isGlobalScopeContent?: boolean;
}

/** PUT /V1/products/:sku/downloadable-links/samples/:id */
export class SampleUpdateInput extends SampleSaveInput {
  @Field('int', { required: true, carriedBy: 'sample.id' }) id: number;
}

/** DELETE /V1/products/downloadable-links/samples/:id */
export class SampleDeleteInput {
  @Field('int', { required: true }) id: number;
}
