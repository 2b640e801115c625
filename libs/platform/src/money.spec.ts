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

  it('answers what the pre-rounding answers, without it where it cannot matter', () => {
    const reference = (value: number, precision: number) => {
      if (!Number.isFinite(value) || value === 0) return value;
      const factor = 10 ** precision;
      const rounded = Math.round(Number((Math.abs(value) * factor).toPrecision(15))) / factor;
      return value < 0 && rounded !== 0 ? -rounded : rounded;
    };
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 50_000; i++) {
      const precision = [0, 2, 4, 6][i % 4];
      // Cents and their halves (the hard cases), sums and products of prices, and plain noise.
      const cents = Math.round(random() * 1e7) / 100;
      const value = [cents + 0.005, cents * (1 + random()), cents / 3, (random() - 0.5) * 1e6, cents * 0.0825][i % 5];
      expect(phpRound(value, precision)).toBe(reference(value, precision));
    }
  });

  it('keeps the other precisions alike', () => {
    expect(roundStored(0.00005)).toBe(0.0001);
    expect(phpRound(1.0000005, 6)).toBe(1.000001);
    expect(phpRound(-2.5, 0)).toBe(-3);
  });
});
