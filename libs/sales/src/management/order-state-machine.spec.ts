import { nextState } from './order-state-machine';
import { OrderProgress } from './order-progress';

const progress = (p: Partial<OrderProgress>): OrderProgress => ({
  state: 'new',
  status: 'pending',
  canInvoice: true,
  canShip: true,
  canRefund: false,
  started: false,
  invoicedUnrefunded: false,
  refunded: false,
  ...p,
});

describe('the order state machine (nextState)', () => {
  it('keeps a new order new until something is invoiced, shipped or refunded', () => {
    expect(nextState(progress({}))).toBe('new');
    expect(nextState(progress({ state: null }))).toBe('new');
  });

  it('moves to processing once started, while something is left to invoice or ship', () => {
    expect(nextState(progress({ started: true, canInvoice: false, canShip: true }))).toBe('processing');
    expect(nextState(progress({ started: true, canInvoice: true, canShip: false }))).toBe('processing');
  });

  it('completes when nothing is left to invoice or ship and money remains refundable', () => {
    expect(nextState(progress({ started: true, canInvoice: false, canShip: false, canRefund: true }))).toBe('complete');
  });

  it('closes when everything paid was refunded', () => {
    expect(
      nextState(progress({ state: 'complete', started: true, canInvoice: false, canShip: false, refunded: true, canRefund: false })),
    ).toBe('closed');
  });

  it('a complete order that is partly refunded stays complete', () => {
    expect(
      nextState(progress({ state: 'complete', started: true, canInvoice: false, canShip: false, refunded: true, canRefund: true })),
    ).toBe('complete');
  });

  it('never moves an order out of canceled, holded, payment_review or closed', () => {
    for (const state of ['canceled', 'holded', 'payment_review', 'closed']) {
      expect(nextState(progress({ state, started: true, canInvoice: false, canShip: false, refunded: true }))).toBe(state);
    }
  });
});
