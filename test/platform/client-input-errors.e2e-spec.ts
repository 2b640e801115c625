import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { rawOrder, stockedProduct } from '../sales/orders-support';

const INVALID_VALUE = 'Invalid value of "%value" provided for the %fieldName field.';
const typeError = (field: string, value: string, type: string) =>
  `Error occurred during "${field}" processing. The "${value}" value's type is invalid. The "${type}" type was expected. ` +
  `Verify and try again.`;
const filter = (field: string, value: string, condition = 'eq') =>
  `searchCriteria[filter_groups][0][filters][0][field]=${encodeURIComponent(field)}` +
  `&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(value)}` +
  `&searchCriteria[filter_groups][0][filters][0][condition_type]=${condition}`;

/**
 * Issue 19: nothing a client sends is a server error. A value the database could not take (past a
 * column's range, a NUL character, a pattern PostgreSQL cannot compile) or a name that is a property
 * of every JavaScript object is Magento's 400, and a refused request writes nothing — not even a
 * document number.
 */
describe('client input never causes a server error', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    // Its own database: the sequence checks below count rows of tables other files write.
    t = await startIsolatedApp('client_input_errors');
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const count = async (table: string): Promise<number> => Number((await t.ds.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  /** A kind's document sequences (one per store) and the last number each handed out. */
  const sequence = async (kind: string) =>
    t.ds.query<unknown[]>(`SELECT sequencename, last_value FROM pg_sequences WHERE sequencename LIKE $1 ORDER BY 1`, [
      `sequence_${kind}_%`,
    ]);

  describe('names that every JavaScript object has', () => {
    it('are unknown searchCriteria fields and sort orders', async () => {
      for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        const byFilter = await admin.get(`/rest/V1/orders?${filter(name, '1')}`);
        expect(byFilter).toMatchObject({ status: 400, body: { message: 'Invalid attribute name: %1', parameters: [name] } });
        const bySort = await admin.get(
          `/rest/V1/customers/search?searchCriteria[sortOrders][0][field]=${name}&searchCriteria[sortOrders][0][direction]=ASC`,
        );
        expect(bySort).toMatchObject({ status: 400, body: { message: 'Invalid attribute name: %1', parameters: [name] } });
      }
    });

    it('are unknown entity types (POST /V1/eav/attribute-sets with entityTypeCode "constructor")', async () => {
      const before = await count('eav_attribute_set');
      const res = await admin.post('/rest/V1/eav/attribute-sets', {
        entityTypeCode: 'constructor',
        attributeSet: { attribute_set_name: 'Proto' },
        skeletonId: 4,
      });
      expect(res).toMatchObject({ status: 404, body: { message: 'Invalid entity_type specified: %1', parameters: ['constructor'] } });
      expect(await count('eav_attribute_set')).toBe(before);
    });
  });

  describe("integers past PHP's 64-bit int", () => {
    it.each([
      ['99999999999999999999', '99999999999999999999'],
      ['9223372036854775808', '9223372036854775808'],
    ])('searchCriteria[currentPage]=%s is the int type error', async (given, shown) => {
      const res = await admin.get(`/rest/V1/orders?searchCriteria[currentPage]=${given}&searchCriteria[pageSize]=5`);
      expect(res).toMatchObject({ status: 400, body: { message: typeError('current_page', shown, 'int') } });
    });

    it('in a JSON body (2^63, 1e22) is the int type error and writes nothing', async () => {
      const before = await count('customer_group');
      for (const [raw, shown] of [
        ['9223372036854775808', '9223372036854776000'],
        ['1e22', '1e+22'],
      ]) {
        const res = await admin.call('POST', '/rest/V1/customerGroups', `{"group":{"code":"g-${raw}","tax_class_id":${raw}}}`);
        expect(res).toMatchObject({ status: 400, body: { message: typeError('tax_class_id', shown, 'int') } });
      }
      expect(await count('customer_group')).toBe(before);
    });

    it('takes a value past 32 bits where Magento does: a page far past the last is empty', async () => {
      const res = await admin.get('/rest/V1/orders?searchCriteria[currentPage]=2147483648&searchCriteria[pageSize]=5');
      expect(res).toMatchObject({ status: 200, body: { items: [] } });
    });

    it('a value a 32-bit column cannot hold is a 400, never a 500, and writes nothing', async () => {
      const before = await count('customer_group');
      const res = await admin.post('/rest/V1/customerGroups', { group: { code: 'g-2147483648', tax_class_id: 2147483648 } });
      expect(res.status).toBe(400);
      expect(await count('customer_group')).toBe(before);
    });
  });

  describe('NUL characters', () => {
    it('in a string value are an invalid value, and nothing is written', async () => {
      const before = await count('catalog_product_entity');
      const sku = uniqueSku('nul');
      const res = await admin.post('/rest/V1/products', {
        product: { sku, name: 'a\u0000b', attribute_set_id: 4, type_id: 'simple', price: 1 },
      });
      expect(res).toMatchObject({ status: 400, body: { message: INVALID_VALUE, parameters: { fieldName: 'name', value: 'a\u0000b' } } });
      expect(await count('catalog_product_entity')).toBe(before);
    });

    it('in a path segment (a SKU) are an invalid value', async () => {
      const res = await admin.get('/rest/V1/products/a%00b');
      expect(res).toMatchObject({ status: 400, body: { message: INVALID_VALUE, parameters: { fieldName: 'sku', value: 'a\u0000b' } } });
    });

    it('in a mixed value (a custom attribute) are an invalid value', async () => {
      const res = await admin.post('/rest/V1/products', {
        product: {
          sku: uniqueSku('nul'),
          name: 'N',
          attribute_set_id: 4,
          type_id: 'simple',
          price: 1,
          custom_attributes: [{ attribute_code: 'description', value: 'x\u0000' }],
        },
      });
      expect(res).toMatchObject({ status: 400, body: { message: INVALID_VALUE, parameters: { fieldName: 'value' } } });
    });

    it('in a searchCriteria filter value are an invalid value', async () => {
      const res = await admin.get(`/rest/V1/customers/search?${filter('email', 'a\u0000')}`);
      expect(res).toMatchObject({ status: 400, body: { message: INVALID_VALUE, parameters: { fieldName: 'value', value: 'a\u0000' } } });
    });
  });

  describe('regexp filters', () => {
    it('a pattern PostgreSQL cannot compile is an invalid value of the filtered field', async () => {
      for (const path of ['/rest/V1/customers/search', '/rest/V1/orders', '/rest/V1/products', '/rest/V1/categories/list']) {
        const res = await admin.get(`${path}?${filter('entity_id', '(', 'regexp')}`);
        expect({ path, ...res }).toMatchObject({
          path,
          status: 400,
          body: { message: INVALID_VALUE, parameters: { fieldName: 'entity_id', value: '(' } },
        });
      }
    });

    it('a valid pattern still filters', async () => {
      const sku = uniqueSku('re');
      await createProduct(admin, { sku });
      const res = await admin.get(`/rest/V1/products?${filter('sku', `^${sku}$`, 'regexp')}`);
      expect(res.status).toBe(200);
      expect(res.body.items.map((p: { sku: string }) => p.sku)).toEqual([sku]);
    });
  });

  describe('POST /V1/orders with an order just read back', () => {
    it("saves it, as Magento's OrderRepository::save updates a loaded order", async () => {
      const sku = await stockedProduct(admin, 5);
      const created = await admin.post('/rest/V1/orders', rawOrder(sku, 'readback@example.com'));
      expect(created.status).toBe(200);
      const read = await admin.get(`/rest/V1/orders/${created.body.entity_id}`);
      const saved = await admin.post('/rest/V1/orders', { entity: { ...read.body, customer_note: 'read back and saved' } });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        entity_id: created.body.entity_id,
        increment_id: read.body.increment_id,
        customer_note: 'read back and saved',
      });
    });
  });

  describe('ids that name nothing', () => {
    it('PUT /V1/carts/:cartId/order with a payment method for a cart that does not exist is "No such entity"', async () => {
      const res = await admin.put('/rest/V1/carts/999999/order', { paymentMethod: { method: 'checkmo' } });
      expect(res).toMatchObject({
        status: 404,
        body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 999999 } },
      });
    });
  });

  describe('a refused document takes no number', () => {
    it('POST /V1/invoices that the database refuses leaves the invoice numbers alone', async () => {
      const before = await sequence('invoice');
      const res = await admin.post('/rest/V1/invoices', { entity: { order_id: 999999, store_id: 1, total_qty: 1 } });
      expect(res).toMatchObject({ status: 400, body: { message: "The invoice couldn't be saved." } });
      const otherStore = await admin.post('/rest/V1/invoices', { entity: { order_id: 999999, store_id: 77, total_qty: 1 } });
      expect(otherStore.status).toBe(400);
      expect(await sequence('invoice')).toEqual(before);
    });

    it('POST /V1/creditmemo that the database refuses leaves the credit memo numbers alone', async () => {
      const before = await sequence('creditmemo');
      const res = await admin.post('/rest/V1/creditmemo', { entity: { order_id: 999999, store_id: 1, grand_total: 1 } });
      expect(res).toMatchObject({ status: 400, body: { message: 'Could not save credit memo' } });
      expect(await sequence('creditmemo')).toEqual(before);
    });

    it('a saved invoice, memo and order still get the next number', async () => {
      const sku = await stockedProduct(admin, 5);
      const order = (await admin.post('/rest/V1/orders', rawOrder(sku, 'numbers@example.com'))).body;
      expect(order.increment_id).toMatch(/^\d{9}$/);
      const invoiceId = (await admin.post(`/rest/V1/order/${order.entity_id}/invoice`, {})).body;
      const invoice = (await admin.get(`/rest/V1/invoices/${invoiceId}`)).body;
      expect(invoice.increment_id).toMatch(/^\d{9}$/);
      const memoId = (await admin.post(`/rest/V1/order/${order.entity_id}/refund`, {})).body;
      expect((await admin.get(`/rest/V1/creditmemo/${memoId}`)).body.increment_id).toMatch(/^\d{9}$/);
    });
  });
  describe('GET /V1/search without a search request it knows', () => {
    it('is a 400 naming the problem, as Magento names it', async () => {
      expect(await admin.get('/rest/V1/search?searchCriteria=')).toMatchObject({
        status: 400,
        body: { message: 'Request name not defined.' },
      });
      const unknown = await admin.get('/rest/V1/search?searchCriteria[requestName]=no_such_request');
      expect(unknown).toMatchObject({
        status: 400,
        body: { message: "Request name '%1' doesn't exist.", parameters: ['no_such_request'] },
      });
    });
  });
});
