import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { AGGREGATE, criteria, invalid, required } from './support';

/** /V1/taxClasses (Magento\Tax\Api\TaxClassRepositoryInterface), on a database of its own. */
describe('tax classes', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('tax_classes');
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const create = async (class_name: string, class_type: string) => {
    const res = await admin.post('/rest/V1/taxClasses', { taxClass: { class_name, class_type } });
    expect(res.status).toBe(200);
    return res.body as string;
  };

  it('has the classes of a fresh install', async () => {
    expect((await admin.get('/rest/V1/taxClasses/2')).body).toEqual({ class_id: 2, class_name: 'Taxable Goods', class_type: 'PRODUCT' });
    expect((await admin.get('/rest/V1/taxClasses/3')).body).toEqual({ class_id: 3, class_name: 'Retail Customer', class_type: 'CUSTOMER' });
  });

  it('creates a class and answers its id as a string', async () => {
    const res = await admin.post('/rest/V1/taxClasses', { taxClass: { class_name: 'Wholesale Customer', class_type: 'CUSTOMER' } });
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
    expect((await admin.get(`/rest/V1/taxClasses/${res.body}`)).body).toEqual({
      class_id: Number(res.body),
      class_name: 'Wholesale Customer',
      class_type: 'CUSTOMER',
    });
  });

  it('accepts the argument in snake_case too', async () => {
    const res = await admin.post('/rest/V1/taxClasses', { tax_class: { class_name: 'Snake Goods', class_type: 'PRODUCT' } });
    expect(res.status).toBe(200);
  });

  it('refuses a name already used by the same type, ignoring case', async () => {
    const res = await admin.post('/rest/V1/taxClasses', { taxClass: { class_name: 'taxable goods', class_type: 'PRODUCT' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'A class with the same name already exists for ClassType %1.', parameters: ['PRODUCT'] });
  });

  it('allows the same name for the other type', async () => {
    await create('Taxable Goods', 'CUSTOMER');
  });

  it('validates name and type: required, and CUSTOMER or PRODUCT only', async () => {
    let res = await admin.post('/rest/V1/taxClasses', { taxClass: { class_name: '  ', class_type: 'PRODUCT' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(required('class_name'));

    res = await admin.post('/rest/V1/taxClasses', { taxClass: { class_name: 'X', class_type: 'SHIPPING' } });
    expect(res.body).toEqual(invalid('class_type', 'SHIPPING'));

    res = await admin.post('/rest/V1/taxClasses', { taxClass: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: AGGREGATE, errors: [required('class_name'), required('class_type')] });

    res = await admin.post('/rest/V1/taxClasses', {});
    expect(res.body).toEqual(required('taxClass'));
  });

  it('renames a class with PUT /V1/taxClasses/:classId (the path names the class)', async () => {
    const id = await create('Old Name', 'PRODUCT');
    const res = await admin.put(`/rest/V1/taxClasses/${id}`, { taxClass: { class_name: 'New Name', class_type: 'PRODUCT' } });
    expect(res.status).toBe(200);
    expect(res.body).toBe(id);
    expect((await admin.get(`/rest/V1/taxClasses/${id}`)).body.class_name).toBe('New Name');
  });

  it('never changes a class type', async () => {
    const id = await create('Fixed Type', 'PRODUCT');
    const res = await admin.put(`/rest/V1/taxClasses/${id}`, { taxClass: { class_name: 'Fixed Type', class_type: 'CUSTOMER' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Updating classType is not allowed.' });
  });

  it('answers 404 for an unknown class (get, update, delete)', async () => {
    const notFound = { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'class_id', fieldValue: 9999 } };
    let res = await admin.get('/rest/V1/taxClasses/9999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound);
    res = await admin.put('/rest/V1/taxClasses/9999', { taxClass: { class_name: 'X', class_type: 'PRODUCT' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound);
    res = await admin.delete('/rest/V1/taxClasses/9999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound);
  });

  it('deletes an unused class', async () => {
    const id = await create('Short Lived', 'PRODUCT');
    const res = await admin.delete(`/rest/V1/taxClasses/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect((await admin.get(`/rest/V1/taxClasses/${id}`)).status).toBe(404);
  });

  it('refuses to delete a class used by a tax rule', async () => {
    const id = await create('Ruled Goods', 'PRODUCT');
    const rule = await admin.post('/rest/V1/taxRules', {
      rule: {
        code: 'Uses Ruled Goods',
        priority: 0,
        position: 0,
        customer_tax_class_ids: [3],
        product_tax_class_ids: [Number(id)],
        tax_rate_ids: [1],
      },
    });
    expect(rule.status).toBe(200);
    const res = await admin.delete(`/rest/V1/taxClasses/${id}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'You cannot delete this tax class because it is used in Tax Rules. You have to delete the rules it is used in first.',
    });
    await admin.delete(`/rest/V1/taxRules/${rule.body.id}`);
    expect((await admin.delete(`/rest/V1/taxClasses/${id}`)).status).toBe(200);
  });

  it('refuses to delete a customer class a customer group uses', async () => {
    const res = await admin.delete('/rest/V1/taxClasses/3');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'You cannot delete this tax class because it is used in existing %1(s).',
      parameters: ['customer group'],
    });
  });

  it('refuses to delete a product class a product uses', async () => {
    const id = await create('Book Goods', 'PRODUCT');
    const product = await admin.post('/rest/V1/products', {
      product: {
        sku: 'tax-class-book',
        name: 'Book',
        price: 10,
        type_id: 'simple',
        attribute_set_id: 4,
        custom_attributes: [{ attribute_code: 'tax_class_id', value: id }],
      },
    });
    expect(product.status).toBe(200);
    const res = await admin.delete(`/rest/V1/taxClasses/${id}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'You cannot delete this tax class because it is used in existing %1(s).',
      parameters: ['product'],
    });
  });

  it("searches with Magento's field names", async () => {
    let res = await admin.get('/rest/V1/taxClasses/search' + criteria({ groups: [[['class_name', 'Retail Customer']]] }));
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(1);
    expect(res.body.items).toEqual([{ class_id: 3, class_name: 'Retail Customer', class_type: 'CUSTOMER' }]);

    // (name = Retail Customer OR name = Taxable Goods) AND (type = CUSTOMER OR type = PRODUCT), by type
    res = await admin.get(
      '/rest/V1/taxClasses/search' +
        criteria({
          groups: [
            [
              ['class_name', 'Taxable Goods'],
              ['class_name', 'Retail Customer'],
            ],
            [
              ['class_type', 'PRODUCT'],
              ['class_type', 'CUSTOMER'],
            ],
          ],
          sort: [
            ['class_type', 'ASC'],
            ['class_id', 'ASC'],
          ],
          pageSize: 10,
          currentPage: 1,
        }),
    );
    expect(res.body.items.map((c: { class_id: number; class_type: string }) => [c.class_type, c.class_id])).toEqual([
      ['CUSTOMER', 3],
      ['CUSTOMER', expect.any(Number)],
      ['PRODUCT', 2],
    ]);
    expect(res.body.search_criteria.page_size).toBe(10);

    res = await admin.get(
      '/rest/V1/taxClasses/search' + criteria({ groups: [[['class_type', 'PRODUCT']]], sort: [['class_id', 'DESC']], pageSize: 1 }),
    );
    expect(res.body.items).toHaveLength(1);
    expect(res.body.total_count).toBeGreaterThan(1);
  });

  it('requires searchCriteria and known fields', async () => {
    let res = await admin.get('/rest/V1/taxClasses/search');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(required('searchCriteria'));
    res = await admin.get('/rest/V1/taxClasses/search' + criteria({ groups: [[['nope', 1]]] }));
    expect(res.status).toBe(400);
  });

  it('is closed to guests', async () => {
    const res = await new Client(t.base).get('/rest/V1/taxClasses/2');
    expect(res.status).toBe(401);
  });
});
