import { phpRound, roundPrice, roundStored } from './money';

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

  it('keeps the other precisions alike', () => {
    expect(roundStored(0.00005)).toBe(0.0001);
    expect(phpRound(1.0000005, 6)).toBe(1.000001);
    expect(phpRound(-2.5, 0)).toBe(-3);
  });
});
