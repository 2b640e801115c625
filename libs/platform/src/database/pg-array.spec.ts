import { Client } from 'pg';
import { boolArray, numberArray, textArray } from './pg-array';

describe('PostgreSQL array literals', () => {
  it('encodes numbers, booleans and nulls', () => {
    expect(numberArray([1, 2.5, -3, null])).toBe('{1,2.5,-3,NULL}');
    expect(boolArray([true, false, null])).toBe('{t,f,NULL}');
    expect(numberArray([])).toBe('{}');
    expect(() => numberArray([NaN])).toThrow();
  });

  it('quotes text so that quotes, backslashes, commas, braces and the word NULL survive', async () => {
    const values = ['plain', 'with "quotes"', 'back\\slash', 'a,b', '{x}', 'NULL', '', null, 'ünï'];
    const url = process.env.MERCATO_TEST_DATABASE_URL;
    if (!url) return;
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT unnest($1::text[]) AS v', [textArray(values)]);
      expect(rows.map((r) => r.v)).toEqual(values);
    } finally {
      await db.end();
    }
  });
});
