import { DataInterface, Field } from '@mercato/platform';

/**
 * Magento\Cms\Api\Data\PageInterface as REST reads it: one property per setter of the interface.
 * The active flag is `active` (isActive/setIsActive); the store assignment is not part of the
 * interface, so `store_id` is refused like any unknown property (the URL's store decides it).
 */
@DataInterface('Magento\\Cms\\Api\\Data\\PageInterface')
export class PageData {
  @Field('int') id?: number;
  @Field('string') identifier?: string;
  @Field('string') title?: string;
  @Field('string') page_layout?: string;
  @Field('string') meta_title?: string;
  @Field('string') meta_keywords?: string;
  @Field('string') meta_description?: string;
  @Field('string') content_heading?: string;
  @Field('string') content?: string;
  /** Accepted and ignored, as Magento's entity rows never write their CURRENT_TIMESTAMP columns. */
  @Field('string') creation_time?: string;
  /** Accepted and ignored: every save stamps the update time. */
  @Field('string') update_time?: string;
  @Field('string') sort_order?: string;
  @Field('string') layout_update_xml?: string;
  @Field('string') custom_theme?: string;
  @Field('string') custom_root_template?: string;
  @Field('string') custom_layout_update_xml?: string;
  @Field('string') custom_theme_from?: string;
  @Field('string') custom_theme_to?: string;
  @Field('bool') active?: boolean;
}

export class PageSaveInput {
  @Field(() => PageData, { required: true }) page: PageData;
}

/** PUT /V1/cmsPage/:id: the path id overrides `page.id` (Magento's ParamsOverrider). */
export class PageUpdateInput extends PageSaveInput {
  @Field('string', { required: true, carriedBy: 'page.id' }) id: string;
}

export class PageIdInput {
  @Field('int', { required: true }) pageId: number;
}
