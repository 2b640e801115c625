import { roundPrice } from '@mercato/platform';
import { isNumeric, phpBool, phpCompare } from './php-values';

describe('PHP value semantics', () => {
  it.each([
    [1.005, 1.01], // binary 1.00499999… rounds up in PHP thanks to pre-rounding
    [0.555, 0.56],
    [2.675, 2.68],
    [5.997, 6],
    [-1.005, -1.01],
    [0.004, 0],
    [-0.004, 0],
    [59.97000000000001, 59.97],
  ])('round(%p, 2) = %p', (value, rounded) => {
    expect(roundPrice(value)).toBe(rounded);
  });

  it('casts to bool like PHP', () => {
    expect([null, undefined, false, 0, '', '0', []].map(phpBool)).toEqual([false, false, false, false, false, false, false]);
    expect(['1', 'false', '0.0', ' ', 1, [0], true].map(phpBool)).toEqual([true, true, true, true, true, true, true]);
  });

  it('compares numeric strings as numbers and other strings as strings (PHP 8)', () => {
    expect(phpCompare('10', '9')).toBe(1);
    expect(phpCompare('10', 9.5)).toBe(1);
    expect(phpCompare('abc', 'abd')).toBe(-1);
    expect(phpCompare(10, 'abc')).toBe(-1); // "10" < "abc"
    expect(isNumeric(' 1e3 ')).toBe(true);
    expect(isNumeric('1,5')).toBe(false);
  });
});
