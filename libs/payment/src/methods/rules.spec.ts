import { METHOD_DEFAULTS } from './defaults';
import { canUseForCountry, isAvailable, passesZeroTotal, withinTotals } from './rules';

const ctx = (grandTotal: number, billingCountryId: string | null = 'US') => ({ storeId: 1, grandTotal, billingCountryId });

describe('payment method rules', () => {
  it('offers the active methods: checkmo by default, free only when nothing is to be paid', () => {
    const offered = (total: number) =>
      Object.entries(METHOD_DEFAULTS)
        .filter(([code, c]) => isAvailable(code, c, ctx(total)))
        .map(([code]) => code);
    expect(offered(10)).toEqual(['checkmo']);
    expect(offered(0)).toEqual(['checkmo', 'free']);
    expect(offered(0.004)).toEqual(['checkmo', 'free']);
    expect(isAvailable('banktransfer', { ...METHOD_DEFAULTS.banktransfer, active: '1' }, ctx(10))).toBe(true);
  });

  it('limits a method to specific billing countries', () => {
    const c = { ...METHOD_DEFAULTS.checkmo, allowspecific: '1', specificcountry: 'DE,FR' };
    expect(canUseForCountry(c, 'FR')).toBe(true);
    expect(canUseForCountry(c, 'US')).toBe(false);
    expect(canUseForCountry(c, null)).toBe(false);
    expect(canUseForCountry({ ...c, allowspecific: '0' }, 'US')).toBe(true);
  });

  it('bounds the grand total by min_order_total and max_order_total when set', () => {
    const c = { ...METHOD_DEFAULTS.checkmo, min_order_total: '10', max_order_total: '100' };
    expect(withinTotals(c, 9.99)).toBe(false);
    expect(withinTotals(c, 10)).toBe(true);
    expect(withinTotals(c, 100)).toBe(true);
    expect(withinTotals(c, 100.01)).toBe(false);
    expect(withinTotals({ ...c, min_order_total: '', max_order_total: null }, 1000)).toBe(true);
  });

  it('lets only the free method pay a zero total', () => {
    expect(passesZeroTotal('checkmo', 0)).toBe(false);
    expect(passesZeroTotal('free', 0)).toBe(true);
    expect(passesZeroTotal('checkmo', 0.01)).toBe(true);
  });
});
