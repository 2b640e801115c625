import { buildMemo, RefundItemFacts, RefundOrderFacts, ShippingTooHigh, validateMemo } from './refund-calculation';

const order = (o: Partial<RefundOrderFacts> = {}): RefundOrderFacts => ({
  entity_id: 1,
  state: 'processing',
  status: 'processing',
  base_currency_code: 'USD',
  shipping_amount: 10,
  base_shipping_amount: 10,
  shipping_refunded: 0,
  base_shipping_refunded: 0,
  shipping_tax_amount: 0,
  shipping_discount_amount: 0,
  shipping_discount_tax_compensation_amount: 0,
  total_paid: 0,
  base_total_paid: 0,
  total_refunded: 0,
  base_total_refunded: 0,
  ...o,
});

const item = (i: Partial<RefundItemFacts> = {}): RefundItemFacts => ({
  item_id: 11,
  parent_item_id: null,
  product_id: 5,
  product_type: 'simple',
  sku: 'A',
  name: 'A',
  is_virtual: false,
  qty_ordered: 2,
  qty_invoiced: 2,
  qty_shipped: 0,
  qty_refunded: 0,
  qty_canceled: 0,
  price: 20,
  base_price: 20,
  price_incl_tax: 21.65,
  base_price_incl_tax: 21.65,
  tax_invoiced: 3.3,
  discount_invoiced: 4,
  discount_tax_compensation_invoiced: 0,
  ...i,
});

describe('credit memo calculation (buildMemo)', () => {
  it('refunds everything refundable by default: lines, shipping, their tax and discount', () => {
    const memo = buildMemo(order({ shipping_tax_amount: 0.75, total_paid: 50, base_total_paid: 50 }), [item()], {});
    expect(memo).toMatchObject({ subtotal: 40, shipping_amount: 10, tax_amount: 4.05, shipping_tax_amount: 0.75, discount_amount: 4 });
    // 40 + 10 + 4.05 − 4
    expect(memo.grand_total).toBe(50.05);
  });

  it('takes tax and discount pro rata for part of a line', () => {
    const memo = buildMemo(order(), [item()], { items: [{ order_item_id: 11, qty: 1 }], shippingAmount: 0 });
    expect(memo.lines[0]).toMatchObject({ qty: 1, row_total: 20, tax_amount: 1.65, discount_amount: 2 });
    expect(memo.grand_total).toBe(19.65);
  });

  it('refunds the shipping asked for, with its share of shipping tax, discount and tax compensation', () => {
    const memo = buildMemo(
      order({ shipping_tax_amount: 1, shipping_discount_amount: 4, shipping_discount_tax_compensation_amount: 0.4 }),
      [item()],
      { items: [{ order_item_id: 11, qty: 0 }], shippingAmount: 5 },
    );
    expect(memo).toMatchObject({
      shipping_amount: 5,
      shipping_tax_amount: 0.5,
      discount_amount: 2,
      shipping_discount_tax_compensation_amount: 0.2,
    });
    // 5 + 0.5 − 2 + 0.2
    expect(memo.grand_total).toBe(3.7);
  });

  it('adds back the tax a discount took out of prices including tax', () => {
    const memo = buildMemo(order(), [item({ discount_tax_compensation_invoiced: 1.2 })], { shippingAmount: 0 });
    expect(memo.discount_tax_compensation_amount).toBe(1.2);
    // 40 + 3.3 − 4 + 1.2
    expect(memo.grand_total).toBe(40.5);
  });

  it('refuses more shipping than is left to refund', () => {
    expect(() => buildMemo(order({ base_shipping_refunded: 8, shipping_refunded: 8 }), [item()], { shippingAmount: 3 })).toThrow(
      ShippingTooHigh,
    );
  });
});

describe('credit memo validation (validateMemo)', () => {
  it('refuses a memo on an order that paid nothing', () => {
    const memo = buildMemo(order(), [item()], {});
    expect(validateMemo(order(), [item()], memo, {})).toContain('The order does not allow a creditmemo to be created.');
  });

  it('refuses more than the unrefunded quantity, and more money than was paid', () => {
    const paid = order({ total_paid: 10, base_total_paid: 10 });
    const memo = buildMemo(paid, [item()], { items: [{ order_item_id: 11, qty: 3 }], shippingAmount: 0 });
    const messages = validateMemo(paid, [item()], memo, { items: [{ order_item_id: 11, qty: 3 }] });
    expect(messages).toContain('The quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "A".');
    expect(messages).toContain('The quantity to refund must not be greater than the unrefunded quantity.');
    expect(messages.some((m) => m.startsWith('The most money available to refund is 10'))).toBe(true);
  });

  it('refuses a canceled order with its status named', () => {
    const canceled = order({ state: 'canceled', status: 'canceled', total_paid: 50, base_total_paid: 50 });
    const memo = buildMemo(canceled, [item()], {});
    expect(validateMemo(canceled, [item()], memo, {})[0]).toBe('A creditmemo can not be created when an order has a status of canceled');
  });

  it('accepts a memo within what was paid', () => {
    const paid = order({ total_paid: 100, base_total_paid: 100 });
    expect(validateMemo(paid, [item()], buildMemo(paid, [item()], {}), {})).toEqual([]);
  });
});
