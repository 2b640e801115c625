import { ScopeConfig } from '@mercato/platform';
import { TaxCalculationRequest, TaxCalculator } from '@mercato/tax';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';

const CA = { countryId: 'US', regionId: 12 };
const NY = { countryId: 'US', regionId: 43 };
const TX = { countryId: 'US', regionId: 57 };

/**
 * The calculator the cart uses, on rates and rules made over HTTP (its own database: the rules
 * and the shipping tax class setting would change every other file's totals). Expected amounts
 * are worked out by hand the way Magento computes them.
 */
describe('tax calculator', () => {
  let t: TestApp;
  let admin: Client;
  let calculator: TaxCalculator;
  let books: number;
  const item = (unitPrice: number, taxClassId = 2, quantity = 1, code = 'item') => ({ code, taxClassId, unitPrice, quantity });
  const calculate = (req: Partial<TaxCalculationRequest>) => calculator.calculate({ storeId: 1, customerTaxClassId: 3, items: [], ...req });

  beforeAll(async () => {
    t = await startIsolatedApp('tax_calculator');
    admin = await adminClient(t);
    calculator = t.app.get(TaxCalculator);
    const rate = async (taxRate: Record<string, unknown>) => (await admin.post('/rest/V1/taxRates', { taxRate })).body.id as number;
    const rule = async (r: Record<string, unknown>) => {
      const res = await admin.post('/rest/V1/taxRules', {
        rule: { position: 0, customer_tax_class_ids: [3], product_tax_class_ids: [2], ...r },
      });
      expect(res.status).toBe(200);
    };
    books = Number((await admin.post('/rest/V1/taxClasses', { taxClass: { class_name: 'Books', class_type: 'PRODUCT' } })).body);
    const ca90 = await rate({ tax_country_id: 'US', tax_region_id: 12, tax_postcode: '90*', code: 'US-CA-90', rate: 9.5 });
    const nyRange = await rate({
      tax_country_id: 'US',
      tax_region_id: 43,
      zip_is_range: 1,
      zip_from: 10000,
      zip_to: 10099,
      code: 'NYC',
      rate: 4,
    });
    const usBooks = await rate({ tax_country_id: 'US', tax_postcode: '*', code: 'US-Books', rate: 2.5 });
    await rule({ code: 'Retail', priority: 0, tax_rate_ids: [1, 2, ca90] });
    await rule({ code: 'City surcharge', priority: 1, tax_rate_ids: [nyRange] });
    await rule({ code: 'Books', priority: 0, product_tax_class_ids: [books], tax_rate_ids: [usBooks] });
  });
  afterAll(() => t.close());

  it('no rule for the destination: no tax', async () => {
    const r = await calculate({ shippingAddress: { ...TX, postcode: '73301' }, items: [item(100)] });
    expect(r).toMatchObject({ subtotal: 100, taxAmount: 0, appliedTaxes: [] });
    expect(r.items[0]).toMatchObject({ rowTax: 0, taxPercent: 0, rowTotalInclTax: 100 });
  });

  it('a rule uses its most specific rate: the 90* pattern beats * in California', async () => {
    const r = await calculate({ shippingAddress: { ...CA, postcode: '90210' }, items: [item(100)] });
    expect(r.items[0]).toMatchObject({ rowTax: 9.5, taxPercent: 9.5, priceInclTax: 109.5 });
    expect(r.appliedTaxes).toEqual([
      { taxRateKey: 'US-CA-90', percent: 9.5, amount: 9.5, rates: [{ code: 'US-CA-90', title: 'US-CA-90', percent: 9.5 }] },
    ]);
  });

  it('another California postcode gets the state rate', async () => {
    const r = await calculate({ shippingAddress: { ...CA, postcode: '91000' }, items: [item(100)] });
    expect(r.taxAmount).toBe(8.25);
    expect(r.appliedTaxes.map((a) => a.taxRateKey)).toEqual(['US-CA-*-Rate 1']);
  });

  it('a zip range rate of a later priority compounds: 8.375% then (100 + 8.375) × 4% = 4.335%', async () => {
    const r = await calculate({ shippingAddress: { ...NY, postcode: '10001' }, items: [item(100)] });
    expect(r.items[0].taxPercent).toBeCloseTo(12.71, 10);
    // Each group rounded on its own: 8.375 → 8.38, 4.335 → 4.34.
    expect(r.appliedTaxes.map((a) => [a.taxRateKey, a.percent, a.amount])).toEqual([
      ['US-NY-*-Rate 1', 8.375, 8.38],
      ['NYC', (100 + 8.375) * 0.04, 4.34],
    ]);
    expect(r.taxAmount).toBe(12.72);
  });

  it('a US ZIP+4 falls in the range too; a postcode outside it does not', async () => {
    expect((await calculate({ shippingAddress: { ...NY, postcode: '10001-1234' }, items: [item(100)] })).taxAmount).toBe(12.72);
    expect((await calculate({ shippingAddress: { ...NY, postcode: '10200' }, items: [item(100)] })).taxAmount).toBe(8.38);
  });

  it('product classes pick their own rules; a class of no rule is not taxed', async () => {
    const r = await calculate({
      shippingAddress: { ...TX, postcode: '73301' },
      items: [item(40, books, 1, 'book'), item(40, 2, 1, 'goods'), item(40, 0, 1, 'none')],
    });
    expect(r.items.map((i) => [i.code, i.rowTax])).toEqual([
      ['book', 1],
      ['goods', 0],
      ['none', 0],
    ]);
  });

  it('rounds each row and carries the remainder: 0.83 + 0.82 + 0.83', async () => {
    const r = await calculate({
      shippingAddress: { ...CA, postcode: '91000' },
      items: [item(10, 2, 1, 'a'), item(10, 2, 1, 'b'), item(10, 2, 1, 'c')],
    });
    expect(r.items.map((i) => i.rowTax)).toEqual([0.83, 0.82, 0.83]);
    expect(r.taxAmount).toBe(2.48);
    expect(r.appliedTaxes[0].amount).toBe(2.48);
  });

  it('taxes after the discount', async () => {
    const r = await calculate({ shippingAddress: { ...CA, postcode: '91000' }, items: [{ ...item(100), discountAmount: 20 }] });
    expect(r.items[0]).toMatchObject({ rowTax: 6.6, rowTotalInclTax: 108.25 });
  });

  it('does not tax shipping by default; with tax/classes/shipping_tax_class it does, after the items', async () => {
    const req = {
      shippingAddress: { ...CA, postcode: '91000' },
      items: [item(10, 2, 1, 'a'), item(10, 2, 1, 'b'), item(10, 2, 1, 'c')],
      shipping: { amount: 10 },
    };
    let r = await calculate(req);
    expect(r.shipping).toMatchObject({ code: 'shipping', rowTotal: 10, rowTax: 0 });
    expect(r.shippingTaxAmount).toBe(0);

    await t.app.get(ScopeConfig).set('tax/classes/shipping_tax_class', '2');
    try {
      r = await calculate(req);
      expect(r.shipping).toMatchObject({ rowTax: 0.82, rowTotalInclTax: 10.82 });
      expect(r.shippingTaxAmount).toBe(0.82);
      // 40 × 8.25% = 3.30, the same as the rows' 0.83 + 0.82 + 0.83 + 0.82
      expect(r.taxAmount).toBe(3.3);
      expect(r.subtotal).toBe(30);
    } finally {
      await t.app.get(ScopeConfig).set('tax/classes/shipping_tax_class', '0');
    }
  });

  it('names applied rates by their title on the store, else by code', async () => {
    const put = await admin.put('/rest/V1/taxRates', {
      taxRate: {
        id: 1,
        tax_country_id: 'US',
        tax_region_id: 12,
        tax_postcode: '*',
        code: 'US-CA-*-Rate 1',
        rate: 8.25,
        titles: [{ store_id: '1', value: 'CA Sales Tax' }],
      },
    });
    expect(put.status).toBe(200);
    const onStore1 = await calculate({ storeId: 1, shippingAddress: { ...CA, postcode: '91000' }, items: [item(100)] });
    expect(onStore1.appliedTaxes[0].rates).toEqual([{ code: 'US-CA-*-Rate 1', title: 'CA Sales Tax', percent: 8.25 }]);
    const onAdmin = await calculate({ storeId: 0, shippingAddress: { ...CA, postcode: '91000' }, items: [item(100)] });
    expect(onAdmin.appliedTaxes[0].rates[0].title).toBe('US-CA-*-Rate 1');
  });

  it('falls back to the billing address, then to the default destination (US, any region)', async () => {
    const billing = await calculate({ billingAddress: { ...CA, postcode: '91000' }, items: [item(100)] });
    expect(billing.taxAmount).toBe(8.25);
    const none = await calculate({ items: [item(100, books, 1, 'book'), item(100, 2, 1, 'goods')] });
    expect(none.items.map((i) => i.rowTax)).toEqual([2.5, 0]);
  });

  it("without a customer class uses the NOT LOGGED IN group's; a class of no rule pays none", async () => {
    const guest = await calculate({ customerTaxClassId: undefined, shippingAddress: { ...CA, postcode: '91000' }, items: [item(100)] });
    expect(guest.taxAmount).toBe(8.25);
    const other = Number(
      (await admin.post('/rest/V1/taxClasses', { taxClass: { class_name: 'Exempt Org', class_type: 'CUSTOMER' } })).body,
    );
    const exempt = await calculate({ customerTaxClassId: other, shippingAddress: { ...CA, postcode: '91000' }, items: [item(100)] });
    expect(exempt.taxAmount).toBe(0);
  });

  it('quantities and row totals', async () => {
    const r = await calculate({ shippingAddress: { ...CA, postcode: '91000' }, items: [item(3.33, 2, 3)] });
    expect(r.items[0]).toMatchObject({ price: 3.33, rowTotal: 9.99, rowTax: 0.82, priceInclTax: 3.6, rowTotalInclTax: 10.81 });
  });

  /** Until `check` passes or two seconds went by (a notification crosses from the database). */
  async function eventually(check: () => Promise<void>): Promise<void> {
    for (let i = 0; ; i++) {
      try {
        return await check();
      } catch (e) {
        if (i >= 40) throw e;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  it('keeps rates in memory per destination, and sees every change: notified, its own at once, never a rolled-back one', async () => {
    const CA_RATE = `UPDATE tax_calculation_rate SET rate = $1 WHERE code = 'US-CA-*-Rate 1'`;
    const ca = () => calculate({ shippingAddress: { ...CA, postcode: '91000' }, items: [item(100)] });
    expect((await ca()).taxAmount).toBe(8.25);
    // Another writer (no call into this process): the table's trigger tells every process.
    await t.ds.query(CA_RATE, [9]);
    await eventually(async () => expect((await ca()).taxAmount).toBe(9));
    // A destination first read inside a transaction that then rolls back: what it saw is not kept.
    const other = () => calculate({ shippingAddress: { ...CA, postcode: '91001' }, items: [item(100)] });
    await expect(
      t.ds.transaction(async () => {
        await t.ds.query(CA_RATE, [20]);
        expect((await other()).taxAmount).toBe(20);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await other()).taxAmount).toBe(9);
    // Through the repository: the next calculation sees it without waiting.
    const [{ tax_calculation_rate_id: id }] = await t.ds.query(
      `SELECT tax_calculation_rate_id FROM tax_calculation_rate WHERE code = 'US-CA-*-Rate 1'`,
    );
    const current = (await admin.get(`/rest/V1/taxRates/${id}`)).body;
    expect((await admin.put(`/rest/V1/taxRates`, { taxRate: { ...current, rate: 8.25 } })).status).toBe(200);
    expect((await ca()).taxAmount).toBe(8.25);
  });
});
