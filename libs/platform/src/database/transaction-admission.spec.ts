import { TransactionAdmission } from './transaction-admission';

describe('TransactionAdmission', () => {
  it('keeps a fifth of a pool (at least one connection) for single statements', () => {
    expect(TransactionAdmission.forPool(20).slots).toBe(16);
    expect(TransactionAdmission.forPool(4).slots).toBe(3);
    expect(TransactionAdmission.forPool(2).slots).toBe(1);
    expect(TransactionAdmission.forPool(1).slots).toBe(1);
  });

  it('admits up to its slots at once, then the waiting ones in the order they came', async () => {
    const admission = new TransactionAdmission(2);
    expect(admission.enter()).toBeUndefined();
    expect(admission.enter()).toBeUndefined();
    const order: string[] = [];
    const third = admission.enter()!.then(() => order.push('third'));
    const fourth = admission.enter()!.then(() => order.push('fourth'));
    expect(admission.queued).toBe(2);
    admission.leave();
    await third;
    expect(order).toEqual(['third']);
    admission.leave();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
    // Both slots held (by the third and fourth): one more leave frees one of them.
    admission.leave();
    expect(admission.enter()).toBeUndefined();
    expect(admission.enter()).toBeDefined();
  });
});
