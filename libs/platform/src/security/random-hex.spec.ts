import { randomHex } from './random-hex';

describe('randomHex', () => {
  it('answers 2 hex characters per byte, never the same token twice across pool refills', () => {
    const seen = new Set<string>();
    // 600 × 16 bytes crosses the 4 KB pool twice.
    for (let i = 0; i < 600; i++) {
      const token = randomHex(16);
      expect(token).toMatch(/^[0-9a-f]{32}$/);
      seen.add(token);
    }
    expect(seen.size).toBe(600);
  });

  it('serves sizes larger than the pool straight from the CSPRNG', () => {
    expect(randomHex(5000)).toMatch(/^[0-9a-f]{10000}$/);
  });
});
