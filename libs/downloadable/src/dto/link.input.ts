import { DataInterface, Field } from '@mercato/platform';
import { FileContentInput } from './file-content.input';

/** Magento declares no extension attributes on links: any property here is refused. */
@DataInterface('Magento\\Downloadable\\Api\\Data\\LinkExtensionInterface')
export class LinkExtensionInput {}

/**
 * A downloadable link (LinkInterface). Every field is optional at the type level: Magento's
 * content validator, not the REST layer, decides what a link needs (and answers its messages).
 */
@DataInterface('Magento\\Downloadable\\Api\\Data\\LinkInterface')
export class LinkInput {
  @Field('int') id?: number | null;
  @Field('string') title?: string | null;
  @Field('int') sort_order?: number | null;
  /** 0 no, 1 yes, 2 use the configured default. */
  @Field('int') is_shareable?: number | null;
  @Field('float') price?: number | null;
  /** 0 is unlimited. */
  @Field('int') number_of_downloads?: number | null;
  @Field('string') link_type?: string | null;
  @Field('string') link_file?: string | null;
  @Field(() => FileContentInput) link_file_content?: FileContentInput | null;
  @Field('string') link_url?: string | null;
  @Field('string') sample_type?: string | null;
  @Field('string') sample_file?: string | null;
  @Field(() => FileContentInput) sample_file_content?: FileContentInput | null;
  @Field('string') sample_url?: string | null;
  @Field(() => LinkExtensionInput) extension_attributes?: LinkExtensionInput | null;
}

/** GET /V1/products/:sku/downloadable-links */
export class LinkListInput {
  @Field('string', { required: true }) sku: string;
}

/** POST /V1/products/:sku/downloadable-links */
export class LinkSaveInput {
  @Field('string', { required: true }) sku: string;
  @Field(() => LinkInput, { required: true }) link: LinkInput;
  @Field('bool') isGlobalScopeContent?: boolean;
}

/** PUT /V1/products/:sku/downloadable-links/:id */
export class LinkUpdateInput extends LinkSaveInput {
  @Field('int', { required: true, carriedBy: 'link.id' }) id: number;
}

/** DELETE /V1/products/downloadable-links/:id */
export class LinkDeleteInput {
  @Field('int', { required: true }) id: number;
}
