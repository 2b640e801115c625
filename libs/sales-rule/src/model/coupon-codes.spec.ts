import { CHARSETS, generateCode, safeLength } from './coupon-codes';

describe('coupon code generation (Massgenerator)', () => {
  const sequence = (values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length];
  };

  it('puts the delimiter before every n-th character, between prefix and suffix', () => {
    const code = generateCode(
      { format: 'num', length: 7, prefix: 'PRE-', suffix: '-SUF', dash: 3, delimiter: '_' },
      sequence([1, 2, 3, 4, 5, 6, 7]),
    );
    expect(code).toBe('PRE-123_456_7-SUF');
  });

  it("draws from the format's alphabet", () => {
    for (const format of Object.keys(CHARSETS)) {
      const code = generateCode({ format, length: 40, prefix: '', suffix: '', dash: 0, delimiter: '-' });
      expect(code).toMatch(new RegExp(`^[${CHARSETS[format]}]{40}$`));
    }
  });

  it('lengthens codes while more than a quarter of all possible codes would be used', () => {
    // 10 numeric codes of length 1: 10/10 > 0.25 → 2 digits: 10/100 = 0.1.
    expect(safeLength('num', 1, 10)).toBe(2);
    expect(safeLength('num', 1, 2)).toBe(1);
    // 1000 alphanumeric codes of length 2: 1000/1296 > 0.25 → 3: 1000/46656.
    expect(safeLength('alphanum', 2, 1000)).toBe(3);
  });
});
