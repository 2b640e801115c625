import type { Contributions, ExtensionPoint } from '@mercato/platform';
import { TotalsPart, TotalsParts } from './totals-parts';
import type { CheckoutCartData } from './checkout-cart';

const cart = {} as CheckoutCartData;
const soFar = { subtotal: 100, discountAmount: 0, shippingAmount: 10, taxAmount: 0, grandTotal: 110 };
const part = (code: string, kind: 'charge' | 'deduction', sortOrder: number, amount: number, seen: number[] = []): TotalsPart => ({
  code,
  kind,
  sortOrder,
  collect: async (_cart, totals) => (seen.push(totals.grandTotal), { code, amount, title: code }),
});

/** TotalsParts as the application starts it, these parts contributed in this order. */
function totalsParts(...parts: TotalsPart[]): TotalsParts {
  const contributions = { addTo: (point: ExtensionPoint<TotalsPart>) => parts.forEach((p) => point.add(p)) } as unknown as Contributions;
  const totals = new TotalsParts(contributions);
  totals.onModuleInit();
  return totals;
}

describe('TotalsParts', () => {
  it('adds charges first, then lets each deduction cover what is left, in sort order', async () => {
    const seen: number[] = [];
    const parts = totalsParts(
      part('customerbalance', 'deduction', 30, 500, seen),
      part('giftcardaccount', 'deduction', 20, 50, seen),
      part('giftwrapping', 'charge', 0, 5, seen),
    );
    const { adjustments, grandTotal } = await parts.collect(cart, soFar);
    expect(adjustments.map((a) => [a.code, a.kind, a.amount])).toEqual([
      ['giftwrapping', 'charge', 5],
      ['giftcardaccount', 'deduction', 50],
      ['customerbalance', 'deduction', 65],
    ]);
    expect(seen).toEqual([110, 115, 65]);
    expect(grandTotal).toBe(0);
  });

  it('records only what was used on the order', async () => {
    const parts = totalsParts(part('giftcardaccount', 'deduction', 20, 0), part('reward', 'deduction', 10, 10));
    const { adjustments } = await parts.collect(cart, soFar);
    expect(parts.forOrder(adjustments)).toEqual([{ code: 'reward', kind: 'deduction', sortOrder: 10, amount: 10, data: undefined }]);
  });

  it('refuses a second part with the same code', () => {
    const reward = part('reward', 'deduction', 10, 1);
    expect(() => totalsParts(reward, { ...reward })).toThrow('Totals parts: "reward" is already registered');
  });
});
