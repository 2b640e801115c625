import { NoSuchEntityException } from '@mercato/platform';

/** Magento's eav_entity_type rows of a fresh install (ids are fixed across installs). */
const ENTITY_TYPES: Record<string, number> = { customer: 1, customer_address: 2, catalog_category: 3, catalog_product: 4 };

export const PRODUCT_TYPE = 4;

export function entityTypeId(code: string): number {
  const id = Object.hasOwn(ENTITY_TYPES, code) ? ENTITY_TYPES[code] : undefined;
  if (id === undefined) throw new NoSuchEntityException('Invalid entity_type specified: %1', [code]);
  return id;
}

export function entityTypeCode(id: number): string {
  return Object.keys(ENTITY_TYPES).find((k) => ENTITY_TYPES[k] === id) ?? String(id);
}
