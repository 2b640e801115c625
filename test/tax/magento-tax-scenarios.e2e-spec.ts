import { ScopeConfig } from '@mercato/platform';
import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { FULL_DISCOUNT_WITH_TAX, TAX_SCENARIOS, TaxRuleOverride, TaxScenario } from './magento-tax-scenarios';

/**
 * Magento's own tax scenarios (Tax/_files/scenarios, run by Magento's TaxTest::testTaxCalculation),
 * through the REST API as a store would meet them: tax classes, rates and rules as Magento's
 * SetupUtil makes them, the configuration in core_config_data, a customer of a group with its own
 * tax class, a cart, and the amounts the cart totals (and, where the cart ships, the placed order)
 * answer — every one to the cent.
 *
 * Not compared, because neither Magento's REST API nor ours exposes them: `shipping_taxable`
 * (a collector's scratch value) and the item-level applied-tax lists.
 */

// SetupUtil's rates: region 57 is Texas, 12 California (the store's origin), 0 any region.
const RATES: Record<string, { region: number; postcode: string; rate: number }> = {
  tax_rate_tx: { region: 57, postcode: '*', rate: 20 },
  tax_rate_austin: { region: 57, postcode: '79729', rate: 5 },
  tax_rate_shipping: { region: 0, postcode: '*', rate: 7.5 },
  tax_store_rate: { region: 12, postcode: '*', rate: 8.25 },
};
const PRODUCT_CLASSES = ['product_tax_class_1', 'product_tax_class_2', 'shipping_tax_class'];

// Magento's defaults for every path a scenario sets: each scenario starts from them.
const DEFAULT_CONFIG: Record<string, string> = {
  'tax/calculation/algorithm': 'TOTAL_BASE_CALCULATION',
  'tax/calculation/apply_after_discount': '1',
  'tax/calculation/discount_tax': '0',
  'tax/calculation/price_includes_tax': '0',
  'tax/calculation/shipping_includes_tax': '0',
  'tax/calculation/cross_border_trade_enabled': '0',
  'tax/calculation/apply_tax_on': '0',
  'tax/calculation/based_on': 'shipping',
  'tax/classes/shipping_tax_class': '0',
};

const ADDRESS = {
  firstname: 'John',
  lastname: 'Smith',
  street: ['Green str, 67'],
  city: 'CityM',
  company: 'CompanyName',
  telephone: '3468676',
  postcode: '79729',
  country_id: 'US',
  region_id: 57,
};

describe("Magento's tax scenarios, through the REST API", () => {
  let t: TestApp;
  let admin: Client;
  let defaultCustomerClass: number;

  beforeAll(async () => {
    t = await startIsolatedApp('tax-scenarios');
    admin = await adminClient(t);
    defaultCustomerClass = Number((await admin.get('/rest/V1/customerGroups/default')).body.tax_class_id);
  });
  afterAll(() => t.close());

  it('has all 23 scenarios', () => {
    expect(TAX_SCENARIOS).toHaveLength(23);
  });

  for (const scenario of [...TAX_SCENARIOS, FULL_DISCOUNT_WITH_TAX]) {
    it(scenario.name, async () => {
      const setup = await setUpTax(scenario);
      try {
        await checkScenario(scenario, setup);
      } finally {
        await tearDown(setup);
      }
    });
  }

  it('shows the subtotal including tax and the tax with the grand total when the cart displays them so (tax/cart_display/*)', async () => {
    const base = TAX_SCENARIOS.find((x) => x.name === 'including_tax_total')!;
    const scenario: TaxScenario = { ...base, config: { ...base.config, 'tax/cart_display/subtotal': 2, 'tax/cart_display/grandtotal': 1 } };
    const setup = await setUpTax(scenario);
    try {
      const totals = await checkScenario(scenario, setup);
      const segment = (code: string) => totals.total_segments.find((x: { code: string }) => x.code === code);
      const address = scenario.expected.address as Record<string, number>;
      expect(segment('subtotal').value).toBeCloseTo(address.subtotal_incl_tax, 4);
      expect(totals.subtotal).toBeCloseTo(address.subtotal, 4);
      expect(segment('tax')).toMatchObject({ area: 'taxes' });
    } finally {
      await tearDown(setup);
      for (const path of ['tax/cart_display/subtotal', 'tax/cart_display/grandtotal']) await t.app.get(ScopeConfig).set(path, null);
    }
  });

  it('taxes by the address tax/calculation/based_on names: shipping, billing, or the store origin', async () => {
    // Shipped to Texas (20 %), billed to California (the store's 8.25 %, as is the origin): 2 × 10.
    const base: TaxScenario = {
      name: 'based_on',
      config: {},
      taxRateOverrides: { tax_rate_tx: 20 },
      taxRuleOverrides: [],
      quote: {
        billingAddress: { region_id: 12, postcode: '90034' },
        shippingAddress: { region_id: 57 },
        items: [{ sku: 'simple1', price: 10, qty: 2 }],
      },
      expected: { address: {}, items: {} },
    };
    for (const [basedOn, tax] of [
      ['shipping', 4],
      ['billing', 1.65],
      ['origin', 1.65],
    ] as const) {
      const scenario = { ...base, config: { 'tax/calculation/based_on': basedOn } };
      const setup = await setUpTax(scenario);
      try {
        const { totals } = await cartOf(scenario, setup);
        expect({ basedOn, tax: totals.tax_amount, grand_total: totals.grand_total }).toEqual({ basedOn, tax, grand_total: 20 + tax });
      } finally {
        await tearDown(setup);
      }
    }
  });

  interface Setup {
    productClasses: Record<string, number>;
    customerClass: number;
    rateIds: Record<string, number>;
    ruleIds: number[];
    salesRuleIds: number[];
  }

  /** SetupUtil::setupTax: classes, the four rates (with the scenario's overrides), the rules, the configuration. */
  async function setUpTax(s: TaxScenario): Promise<Setup> {
    const suffix = uniqueSku(s.name.slice(0, 20));
    const productClasses: Record<string, number> = {};
    for (const name of PRODUCT_CLASSES) productClasses[name] = await taxClass(`${name}-${suffix}`, 'PRODUCT');
    const customerClass = await taxClass(`customer_tax_class_1-${suffix}`, 'CUSTOMER');
    const rateIds: Record<string, number> = {};
    for (const [code, r] of Object.entries(RATES)) {
      const res = await admin.post('/rest/V1/taxRates', {
        taxRate: {
          code,
          tax_country_id: 'US',
          tax_region_id: r.region,
          tax_postcode: r.postcode,
          rate: s.taxRateOverrides[code] ?? r.rate,
        },
      });
      expect(res.status).toBe(200);
      rateIds[code] = Number(res.body.id);
    }
    const setup: Setup = { productClasses, customerClass, rateIds, ruleIds: [], salesRuleIds: [] };
    // The default customer class is in every rule: the store's rate (its origin's) is computed with it.
    const defaults: TaxRuleOverride = {
      code: 'Test Rule',
      priority: 0,
      position: 0,
      customer_tax_class_ids: ['customer_tax_class_1', 'default'],
      product_tax_class_ids: ['product_tax_class_1', 'product_tax_class_2'],
      tax_rate_ids: ['tax_rate_tx', 'tax_store_rate'],
    };
    const rules: TaxRuleOverride[] = s.taxRuleOverrides.length
      ? s.taxRuleOverrides.map((o) => ({ ...defaults, ...o }))
      : [
          { ...defaults, code: 'Shipping Tax Rule', product_tax_class_ids: ['shipping_tax_class'], tax_rate_ids: ['tax_rate_shipping'] },
          defaults,
        ];
    for (const rule of rules) {
      const res = await admin.post('/rest/V1/taxRules', {
        rule: {
          code: `${rule.code}-${suffix}`,
          priority: rule.priority ?? 0,
          position: rule.position ?? 0,
          calculate_subtotal: rule.calculate_subtotal ?? false,
          customer_tax_class_ids: (rule.customer_tax_class_ids ?? []).map((c) => (c === 'default' ? defaultCustomerClass : customerClass)),
          product_tax_class_ids: (rule.product_tax_class_ids ?? []).map((c) => productClasses[c]),
          tax_rate_ids: (rule.tax_rate_ids ?? []).map((c) => rateIds[c]),
        },
      });
      expect(res.status).toBe(200);
      setup.ruleIds.push(Number(res.body.id));
    }
    const config = t.app.get(ScopeConfig);
    for (const [path, value] of Object.entries(DEFAULT_CONFIG)) await config.set(path, value);
    for (const [path, value] of Object.entries(s.config)) {
      // SetupUtil names the shipping tax class; the configuration holds its id.
      await config.set(path, path === 'tax/classes/shipping_tax_class' ? String(productClasses[String(value)]) : String(value));
    }
    return setup;
  }

  async function taxClass(name: string, type: 'PRODUCT' | 'CUSTOMER'): Promise<number> {
    const res = await admin.post('/rest/V1/taxClasses', { taxClass: { class_name: name, class_type: type } });
    expect(res.status).toBe(200);
    return Number(res.body);
  }

  /** The scenario's rates and rules go, so the next one can use the same rate codes. */
  async function tearDown(setup: Setup): Promise<void> {
    for (const id of setup.salesRuleIds) await admin.delete(`/rest/V1/salesRules/${id}`);
    for (const id of setup.ruleIds) await admin.delete(`/rest/V1/taxRules/${id}`);
    for (const id of Object.values(setup.rateIds)) await admin.delete(`/rest/V1/taxRates/${id}`);
  }

  /** SetupUtil::setupQuote, then the totals (and the order) against the expected amounts. */
  /** SetupUtil::setupQuote through the API: a customer of a group of its own tax class, the cart, its totals. */
  async function cartOf(s: TaxScenario, setup: Setup) {
    const suffix = uniqueSku('scn');
    const group = await admin.post('/rest/V1/customerGroups', {
      group: { code: `custom_group-${suffix}`, tax_class_id: setup.customerClass },
    });
    expect(group.status).toBe(200);
    const email = `${suffix}@example.com`;
    const customer = await admin.post('/rest/V1/customers', {
      customer: { email, firstname: 'Firstname', lastname: 'Lastname', group_id: group.body.id, website_id: 1 },
      password: 'Password-123',
    });
    expect(customer.status).toBe(200);
    const token = await new Client(t.base).post<string>('/rest/V1/integration/customer/token', {
      username: email,
      password: 'Password-123',
    });
    const shopper = new Client(t.base, token.body);
    const cartId = Number((await shopper.post('/rest/V1/carts/mine')).body);

    const skus: Record<string, string> = {};
    for (const item of s.quote.items) {
      skus[item.sku] = uniqueSku(item.sku);
      await createProduct(admin, {
        sku: skus[item.sku],
        price: item.price,
        weight: 1,
        custom_attributes: [
          { attribute_code: 'tax_class_id', value: String(setup.productClasses[item.taxClassName ?? 'product_tax_class_1']) },
        ],
      });
      await admin.post('/rest/V1/inventory/source-items', {
        sourceItems: [{ sku: skus[item.sku], source_code: 'default', quantity: 100, status: 1 }],
      });
      const added = await shopper.post('/rest/V1/carts/mine/items', { cartItem: { sku: skus[item.sku], qty: item.qty, quote_id: cartId } });
      expect(added.status).toBe(200);
    }
    for (const rule of s.quote.shoppingCartRules ?? []) {
      const res = await admin.post('/rest/V1/salesRules', {
        rule: {
          name: 'Shopping Cart Rule',
          is_active: true,
          customer_group_ids: [group.body.id],
          coupon_type: 'NO_COUPON',
          simple_action: 'by_percent',
          discount_amount: 40,
          discount_step: 0,
          stop_rules_processing: true,
          website_ids: [1],
          ...rule,
          ...('apply_to_shipping' in rule ? { apply_to_shipping: !!rule.apply_to_shipping } : {}),
        },
      });
      expect(res.status).toBe(200);
      setup.salesRuleIds.push(Number(res.body.rule_id));
    }
    // A custom price is set by the store, not the shopper (no REST route sets it): as Magento's
    // admin order form does, on the line (as entered in both columns).
    for (const [sku, update] of Object.entries(s.quote.updateItems ?? {})) {
      if (update.custom_price !== undefined) {
        await t.ds.query(`UPDATE quote_item SET custom_price = $1, original_custom_price = $1 WHERE quote_id = $2 AND sku = $3`, [
          update.custom_price,
          cartId,
          skus[sku],
        ]);
      }
    }

    const shipping = { ...ADDRESS, ...s.quote.shippingAddress };
    const billing = { ...ADDRESS, ...s.quote.billingAddress };
    delete (shipping as Record<string, unknown>).tax_postcode;
    const billingSaved = await shopper.post('/rest/V1/carts/mine/billing-address', { address: billing });
    expect(billingSaved.status).toBe(200);
    let totals: Record<string, any>;
    if (s.quote.shippingMethod) {
      const [carrier, method] = s.quote.shippingMethod.split('_');
      const saved = await shopper.post('/rest/V1/carts/mine/shipping-information', {
        addressInformation: {
          shipping_address: shipping,
          billing_address: billing,
          shipping_carrier_code: carrier,
          shipping_method_code: method,
        },
      });
      expect(saved.status).toBe(200);
      totals = (await shopper.get('/rest/V1/carts/mine/totals')).body;
    } else {
      const res = await shopper.post('/rest/V1/carts/mine/totals-information', { addressInformation: { address: shipping } });
      expect(res.status).toBe(200);
      totals = res.body;
    }
    return { totals, shopper, cartId, skus };
  }

  /** The scenario's cart against the expected amounts, then its order, invoice and credit memo. */
  async function checkScenario(s: TaxScenario, setup: Setup): Promise<Record<string, any>> {
    const { totals, shopper, cartId, skus } = await cartOf(s, setup);
    const lines: { item_id: number; sku: string }[] = (await shopper.get('/rest/V1/carts/mine/items')).body;
    const skuOf = new Map(lines.map((l) => [l.item_id, Object.keys(skus).find((k) => skus[k] === l.sku)!]));
    const address = s.expected.address as Record<string, any>;
    const got: Record<string, unknown> = {
      subtotal: totals.subtotal,
      subtotal_incl_tax: totals.subtotal_incl_tax,
      tax_amount: totals.tax_amount,
      shipping_amount: totals.shipping_amount,
      shipping_incl_tax: totals.shipping_incl_tax,
      shipping_tax_amount: totals.shipping_tax_amount,
      discount_amount: totals.discount_amount,
      grand_total: totals.grand_total,
    };
    const want = pick(address, Object.keys(got));
    expect({ scenario: s.name, ...cents(got) }).toEqual({ scenario: s.name, ...cents(want) });
    expect(
      cents(
        pick(
          totals,
          Object.keys(got)
            .map((k) => `base_${k}`)
            .filter((k) => k in totals),
        ),
      ),
    ).toEqual(
      cents(
        pick(
          address,
          Object.keys(got)
            .map((k) => `base_${k}`)
            .filter((k) => k in totals),
        ),
      ),
    );
    if (address.applied_taxes) {
      const segment = totals.total_segments.find((x: { code: string }) => x.code === 'tax');
      const applied = Object.fromEntries(
        segment.extension_attributes.tax_grandtotal_details.map((d: { amount: number; rates: { title: string }[] }) => [
          d.rates.map((r) => r.title).join(''),
          d.amount,
        ]),
      );
      const expected = Object.fromEntries(
        Object.entries(address.applied_taxes as Record<string, { amount: number }>).map(([id, a]) => [id, a.amount]),
      );
      expect(cents(applied)).toEqual(cents(expected));
    }
    const itemFields = [
      'row_total',
      'tax_percent',
      'price',
      'price_incl_tax',
      'row_total_incl_tax',
      'tax_amount',
      'discount_amount',
      'discount_percent',
    ];
    for (const item of totals.items) {
      const sku = skuOf.get(item.item_id)!;
      const expected = s.expected.items[sku];
      const fields = itemFields.filter((f) => f in expected);
      expect({ sku, ...cents(pick(item, fields)) }).toEqual({ sku, ...cents(pick(expected, fields)) });
      expect(
        cents(
          pick(
            item,
            fields.filter((f) => `base_${f}` in expected).map((f) => `base_${f}`),
          ),
        ),
      ).toEqual(
        cents(
          pick(
            expected,
            fields.filter((f) => `base_${f}` in expected).map((f) => `base_${f}`),
          ),
        ),
      );
    }
    // The line keeps the price it was entered at and shows it excluding tax (Magento's custom_price),
    // once the totals are collected and stored (with no shipping address, tax goes by the billing one).
    if (!s.quote.shippingMethod)
      expect(cents(pick((await shopper.get('/rest/V1/carts/mine/totals')).body, ['grand_total']))).toEqual(
        cents(pick(address, ['grand_total'])),
      );
    for (const [sku, expected] of Object.entries(s.expected.items)) {
      if (!('original_custom_price' in expected)) continue;
      const [row] = await t.ds.query(`SELECT custom_price, original_custom_price FROM quote_item WHERE quote_id = $1 AND sku = $2`, [
        cartId,
        skus[sku],
      ]);
      expect(cents({ custom_price: Number(row.custom_price), original_custom_price: Number(row.original_custom_price) })).toEqual(
        cents(pick(expected, ['custom_price', 'original_custom_price'])),
      );
    }

    if (!s.quote.shippingMethod) return totals;
    // The placed order keeps every amount, the tax the discount took out of prices included.
    const placed = await shopper.put<number>('/rest/V1/carts/mine/order', { paymentMethod: { method: 'checkmo' } });
    expect(placed.status).toBe(200);
    const order = (await admin.get(`/rest/V1/orders/${placed.body}`)).body;
    const orderFields = [...Object.keys(got), 'discount_tax_compensation_amount', 'shipping_discount_tax_compensation_amount'];
    expect({ scenario: s.name, ...cents(pick(order, orderFields)) }).toEqual({ scenario: s.name, ...cents(pick(address, orderFields)) });
    for (const item of order.items) {
      const sku = Object.keys(skus).find((k) => skus[k] === item.sku)!;
      const expected = s.expected.items[sku];
      const fields = [...itemFields, 'discount_tax_compensation_amount'].filter((f) => f in expected);
      expect({ sku, ...cents(pick(item, fields)) }).toEqual({ sku, ...cents(pick(expected, fields)) });
    }
    // Invoiced and refunded in full, each document carries the same amounts: the order's grand total,
    // its tax and the tax its discount took out of prices including tax.
    const documentFields = ['grand_total', 'subtotal', 'tax_amount', 'shipping_amount', 'discount_tax_compensation_amount'];
    const invoiced = await admin.post(`/rest/V1/order/${placed.body}/invoice`, { capture: true });
    expect(invoiced.status).toBe(200);
    const invoice = (await admin.get(`/rest/V1/invoices/${invoiced.body}`)).body;
    const documentTotals = (d: Record<string, any>) => ({
      ...cents(pick(d, documentFields)),
      discount_tax_compensation_amount: cents({
        v: Number(d.discount_tax_compensation_amount ?? 0) + Number(d.shipping_discount_tax_compensation_amount ?? 0),
      }).v,
    });
    const expectedDocument = {
      ...cents(pick(address, documentFields)),
      discount_tax_compensation_amount: cents({
        v: address.discount_tax_compensation_amount + address.shipping_discount_tax_compensation_amount,
      }).v,
    };
    expect({ scenario: s.name, invoice: documentTotals(invoice) }).toEqual({ scenario: s.name, invoice: expectedDocument });
    const refunded = await admin.post(`/rest/V1/order/${placed.body}/refund`, {});
    expect(refunded.status).toBe(200);
    const memo = (await admin.get(`/rest/V1/creditmemo/${refunded.body}`)).body;
    expect({ scenario: s.name, memo: documentTotals(memo) }).toEqual({ scenario: s.name, memo: expectedDocument });
    return totals;
  }
});

function pick(from: Record<string, any>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, from[k]]));
}

/** Amounts as cents, so 24 and 24.0000 compare equal and 0.005 apart does not. */
function cents(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'number' || (typeof v === 'string' && v !== '') ? Math.round(Number(v) * 10000) / 10000 : v,
    ]),
  );
}
