/** Magento's product attribute input types (ProductAttributeTypesList), in its order and labels. */
export const INPUT_TYPES: { value: string; label: string }[] = [
  { value: 'text', label: 'Text Field' },
  { value: 'textarea', label: 'Text Area' },
  { value: 'texteditor', label: 'Text Editor' },
  { value: 'date', label: 'Date' },
  { value: 'datetime', label: 'Date and Time' },
  { value: 'boolean', label: 'Yes/No' },
  { value: 'multiselect', label: 'Multiple Select' },
  { value: 'select', label: 'Dropdown' },
  { value: 'price', label: 'Price' },
  { value: 'media_image', label: 'Media Image' },
  { value: 'weee', label: 'Fixed Product Tax' },
  { value: 'swatch_visual', label: 'Visual Swatch' },
  { value: 'swatch_text', label: 'Text Swatch' },
  { value: 'pagebuilder', label: 'Page Builder' },
];

/** Backend type of an input (AbstractAttribute::getBackendTypeByInput; swatches are selects). */
export function backendTypeOf(input: string): string {
  switch (input) {
    case 'select':
    case 'boolean':
    case 'swatch_visual':
    case 'swatch_text':
      return 'int';
    case 'textarea':
    case 'texteditor':
    case 'pagebuilder':
      return 'text';
    case 'price':
    case 'weight':
      return 'decimal';
    case 'date':
    case 'datetime':
      return 'datetime';
    case 'weee':
      return 'static';
    default:
      return 'varchar';
  }
}

/** Source and backend models Magento's product helper assigns by input. */
export function modelsOf(input: string): { source_model: string | null; backend_model: string | null } {
  if (input === 'boolean') return { source_model: 'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Boolean', backend_model: null };
  if (input === 'multiselect')
    return {
      source_model: 'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Table',
      backend_model: 'Magento\\Eav\\Model\\Entity\\Attribute\\Backend\\ArrayBackend',
    };
  if (input === 'select' || input.startsWith('swatch_'))
    return { source_model: 'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Table', backend_model: null };
  if (input === 'price') return { source_model: null, backend_model: 'Magento\\Catalog\\Model\\Product\\Attribute\\Backend\\Price' };
  return { source_model: null, backend_model: null };
}

/** The option-table source (eav_attribute_option), Magento's default for selects. */
export const TABLE_SOURCE = 'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Table';
/** The category sort-by source: its options are the product attributes used for sorting (read when asked). */
export const SORT_BY_SOURCE = 'Magento\\Catalog\\Model\\Category\\Attribute\\Source\\Sortby';

/**
 * Options of the source models that are not option tables, in Magento's order and with its
 * leading empty option where it has one. The page layouts are Magento_Theme's; the themes are
 * the frontend themes of a fresh install; CMS blocks are not kept here, so the landing page
 * source has only its empty option.
 */
export const SOURCE_OPTIONS: Record<string, { label: string; value: string }[]> = {
  'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Boolean': [
    { label: 'Yes', value: '1' },
    { label: 'No', value: '0' },
  ],
  'Magento\\Catalog\\Model\\Product\\Attribute\\Source\\Status': [
    { label: 'Enabled', value: '1' },
    { label: 'Disabled', value: '2' },
  ],
  'Magento\\Catalog\\Model\\Product\\Visibility': [
    { label: 'Not Visible Individually', value: '1' },
    { label: 'Catalog', value: '2' },
    { label: 'Search', value: '3' },
    { label: 'Catalog, Search', value: '4' },
  ],
  'Magento\\Catalog\\Model\\Category\\Attribute\\Source\\Mode': [
    { label: 'Products only', value: 'PRODUCTS' },
    { label: 'Static block only', value: 'PAGE' },
    { label: 'Static block and products', value: 'PRODUCTS_AND_PAGE' },
  ],
  'Magento\\Catalog\\Model\\Category\\Attribute\\Source\\Layout': [
    { label: 'No layout updates', value: '' },
    { label: 'Empty', value: 'empty' },
    { label: '1 column', value: '1column' },
    { label: '2 columns with left bar', value: '2columns-left' },
    { label: '2 columns with right bar', value: '2columns-right' },
    { label: '3 columns', value: '3columns' },
  ],
  'Magento\\Catalog\\Model\\Category\\Attribute\\Source\\Page': [{ label: 'Please select a static block.', value: '' }],
  'Magento\\Theme\\Model\\Theme\\Source\\Theme': [
    { label: '-- Please Select --', value: '' },
    { label: 'Magento Blank', value: '2' },
    { label: 'Magento Luma', value: '3' },
  ],
};

/**
 * Codes a product attribute may not take: the product's own fields (Magento's ReservedAttributeList
 * derives them from the product model's methods; this is the part a client can hit).
 */
export const RESERVED_CODES = new Set([
  'entity_id',
  'id',
  'type_id',
  'attribute_set_id',
  'created_at',
  'updated_at',
  'store_id',
  'website_ids',
  'category_ids',
  'type',
  'attributes',
  'options',
  'media_gallery_entries',
  'product_links',
  'tier_prices',
  'custom_attributes',
  'extension_attributes',
  'quantity_and_stock_status',
  'stock_data',
  'qty',
  'is_salable',
  'final_price',
  'url',
  'store',
]);
