import { storedQuantity } from './tier-price-storage';

describe('storedQuantity (numeric(12,4) rounding)', () => {
  it.each([
    [2, '2.0000'],
    [2.00001, '2.0000'],
    [2.00005, '2.0001'],
    [1.00005, '1.0001'],
    [3.2, '3.2000'],
    [0.5, '0.5000'],
    [12345.67894, '12345.6789'],
    [-1.00005, '-1.0001'],
    [1e-7, '0.0000'],
  ])('%p is stored as %s', (qty, stored) => {
    expect(storedQuantity(qty)).toBe(stored);
  });
});
