import { ExtensionPoint } from './extension-point';

describe('ExtensionPoint', () => {
  it('keeps entries by their order, then the order they were added in', () => {
    const point = new ExtensionPoint<{ code: string; order: number }>('parts', (e) => e.code, (e) => e.order);
    for (const [code, order] of [['b', 20], ['a', 10], ['c', 20], ['d', 0]] as const) point.add({ code, order });
    expect(point.all().map((e) => e.code)).toEqual(['d', 'a', 'b', 'c']);
    expect(point.get('c')).toEqual({ code: 'c', order: 20 });
  });

  it('refuses a second entry under the same key', () => {
    const point = new ExtensionPoint<{ code: string }>('Totals parts', (e) => e.code);
    point.add({ code: 'reward' });
    expect(() => point.add({ code: 'reward' })).toThrow('Totals parts: "reward" is already registered');
  });
});
