import { roundPrice } from './rounding';

describe('roundPrice (PHP round($x, 2))', () => {
  it('rounds halves away from zero after pre-rounding, as PHP does', () => {
    expect(roundPrice(0.825001)).toBe(0.83);
    expect(roundPrice(0.824999)).toBe(0.82);
    expect(roundPrice(1.005)).toBe(1.01);
    expect(roundPrice(2.675)).toBe(2.68);
    expect(roundPrice(-0.125)).toBe(-0.13);
    expect(roundPrice(1.5992)).toBe(1.6);
    expect(roundPrice(0)).toBe(0);
  });
});
