import { DeclaredRoute, pathParams } from '@mercato/platform';
import { entityKeyOf } from './entity-key';

function route(path: string): DeclaredRoute {
  return { path, params: pathParams(path) } as DeclaredRoute;
}

describe('the entity an operation writes (per-entity order across consumers)', () => {
  it.each([
    ['/V1/products/:sku', { sku: 'A-1', product: { sku: 'A-1' } }, 'product:a-1'],
    ['/V1/products', { product: { sku: ' B ' } }, 'product:b'],
    [
      '/V1/products/base-prices',
      {
        prices: [
          { sku: 'C', price: 1 },
          { sku: 'C', price: 2 },
        ],
      },
      'product:c',
    ],
    [
      '/V1/inventory/source-items',
      {
        sourceItems: [
          { sku: 'S', source_code: 'default' },
          { sku: ' s', source_code: 'eu' },
        ],
      },
      'product:s',
    ],
    ['/V1/inventory/bulk-product-source-transfer', { skus: ['T'], originSource: 'eu', destinationSource: 'us' }, 'product:t'],
    ['/V1/orders/:id/comments', { id: 42 }, 'order:42'],
    ['/V1/order/:orderId/ship', { orderId: 7 }, 'order:7'],
    ['/V1/carts/:cartId/items', { cartId: 3 }, 'cart:3'],
  ])('%s %j → %s', (path, input, key) => {
    expect(entityKeyOf(route(path), input)).toBe(key);
  });

  it.each([
    ['records of several products', '/V1/products/base-prices', { prices: [{ sku: 'C' }, { sku: 'D' }] }],
    ['SKUs of several products', '/V1/inventory/bulk-product-source-assign', { skus: ['U', 'V'], sourceCodes: ['eu'] }],
    ['no identifying argument', '/V1/carts/mine/items', { cartItem: { sku: 'E' } }],
    ['an empty SKU', '/V1/products', { product: { sku: '' } }],
  ])('null for %s', (_, path, input) => {
    expect(entityKeyOf(route(path), input as Record<string, unknown>)).toBeNull();
  });
});
