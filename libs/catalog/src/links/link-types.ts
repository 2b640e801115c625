/**
 * The product link types Magento_Catalog declares (LinkTypeProvider's `linkTypes` in etc/di.xml),
 * in that order: the order of GET /V1/products/links/types and of a product's `product_links`.
 * then Magento_GroupedProduct's `associated` (3): a grouped product's members, with a quantity.
 */
export const LINK_TYPES: readonly { name: string; code: number }[] = [
  { name: 'related', code: 1 },
  { name: 'crosssell', code: 5 },
  { name: 'upsell', code: 4 },
  { name: 'associated', code: 3 },
];

export const ASSOCIATED = 3;

/**
 * The attributes of each link type (Magento's catalog_product_link_attribute seed): the three
 * catalog types carry only `position`, `associated` also `qty`; both are columns of the link itself.
 */
export const LINK_TYPE_ATTRIBUTES: Readonly<Record<string, readonly { code: string; type: string }[]>> = {
  related: [{ code: 'position', type: 'int' }],
  crosssell: [{ code: 'position', type: 'int' }],
  upsell: [{ code: 'position', type: 'int' }],
  associated: [
    { code: 'position', type: 'int' },
    { code: 'qty', type: 'decimal' },
  ],
};

const CODE_BY_NAME = new Map(LINK_TYPES.map((t) => [t.name, t.code]));
const NAME_BY_CODE = new Map(LINK_TYPES.map((t) => [t.code, t.name]));

/** The type id of a link type name; undefined for a name Magento does not know. */
export function linkTypeId(name: unknown): number | undefined {
  return typeof name === 'string' ? CODE_BY_NAME.get(name) : undefined;
}

export function linkTypeName(code: number): string {
  return NAME_BY_CODE.get(code) ?? String(code);
}

/** Type ids in Magento's listing order, for ORDER BY array_position(...). */
export const LINK_TYPE_ORDER: number[] = LINK_TYPES.map((t) => t.code);

export const LINKED_DATA_INVALID = 'The linked products data is invalid. Verify the data and try again.';
