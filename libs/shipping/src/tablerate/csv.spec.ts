import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields, escaped quotes and CRLF lines', () => {
    expect(parseCsv('a,"b, c","d ""e"""\r\n1,,3\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', '', '3'],
    ]);
    expect(parseCsv('x,y')).toEqual([['x', 'y']]);
  });
});
