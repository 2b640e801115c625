import { DeclaredRoute } from '@mercato/platform';

/** Path parameters that name an entity, by the entity they name (a product by SKU, an order, a cart...). */
const ENTITY_PARAMS: Record<string, string> = {
  sku: 'product',
  productSku: 'product',
  orderId: 'order',
  cartId: 'cart',
  quoteId: 'cart',
  customerId: 'customer',
};

/** Body objects that carry their entity's key: a product save names the product by `product.sku`. */
const ENTITY_BODIES: Record<string, [string, string]> = { product: ['product', 'sku'] };

/**
 * Lists naming products, by records with a `sku` (price storage, source items, low-quantity
 * settings) or as bare SKUs (bulk source assign, unassign and transfer): one key when they all
 * name one product.
 */
const PRODUCT_LISTS = ['prices', 'sourceItems', 'sourceItemConfigurations', 'skus'];

/**
 * The entity an accepted operation writes, as `kind:id` (`product:SKU-1`, `order:42`), or null when
 * it cannot be told (no identifying argument, records of several products): operations with one
 * key are applied in the order they were accepted, whichever consumer takes them (see
 * EntityOrder). Computed once, when the bulk is accepted, from the arguments the operation runs with.
 * Null only costs ordering, never correctness of a single operation, so unknown shapes stay null.
 */
export function entityKeyOf(route: DeclaredRoute, input: Record<string, unknown>): string | null {
  for (const param of route.params) {
    const kind = ENTITY_PARAMS[param] ?? (param === 'id' ? kindBefore(route.path, param) : null);
    const value = input[param];
    if (kind && isId(value)) return keyOf(kind, value);
  }
  for (const [field, [kind, idField]] of Object.entries(ENTITY_BODIES)) {
    const body = input[field];
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[idField] : undefined;
    if (isId(value)) return keyOf(kind, value);
  }
  for (const field of PRODUCT_LISTS) {
    const list = input[field];
    if (!Array.isArray(list) || !list.length) continue;
    const skus = new Set(list.map(skuOf));
    const [sku] = skus;
    if (skus.size === 1 && isId(sku)) return keyOf('product', sku);
  }
  return null;
}

/** The SKU a list entry names: a record's `sku`, or the entry itself (a list of SKUs), case and padding aside. */
function skuOf(entry: unknown): unknown {
  const sku = entry && typeof entry === 'object' ? (entry as Record<string, unknown>).sku : entry;
  return typeof sku === 'string' ? sku.trim().toLowerCase() : sku;
}

/** `/V1/orders/:id/comments` → `order`: the collection a bare `:id` belongs to, singular. */
function kindBefore(path: string, param: string): string | null {
  const segments = path.split('/');
  const at = segments.indexOf(`:${param}`);
  const collection = at > 0 ? segments[at - 1] : '';
  return /^[a-z]+$/i.test(collection) ? collection.replace(/s$/, '') : null;
}

/** A product is one whatever the case and padding of its SKU (the SKU index is on lower(sku)). */
function keyOf(kind: string, value: string | number): string {
  return kind === 'product' ? `product:${String(value).trim().toLowerCase()}` : `${kind}:${value}`;
}

function isId(value: unknown): value is string | number {
  // Longer than the column: no key (unordered) rather than a failed acceptance.
  return (typeof value === 'string' && value !== '' && value.length <= 200) || (typeof value === 'number' && Number.isFinite(value));
}
