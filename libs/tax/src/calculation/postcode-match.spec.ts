import { postcodeMatch, searchTemplates } from './postcode-match';

describe('postcode matching (Magento _getRates)', () => {
  it('a postcode matches itself and each shorter prefix with *', () => {
    expect(searchTemplates('90210')).toEqual(['90210', '90210*', '9021*', '902*', '90*', '9*']);
  });

  it('postcodes are cut to 10 characters', () => {
    expect(searchTemplates('ABCDEFGHIJKL')[0]).toBe('ABCDEFGHIJ');
  });

  it('a US ZIP+4 matches as its five digits, exactly, and inside numeric ranges', () => {
    const m = postcodeMatch('US', '90210-1234');
    expect(m.patterns).toEqual(expect.arrayContaining(['*', '', '90210', '90210*', '90210-1234', '90210-123*', '9*']));
    expect(m.range).toEqual({ number: 90210 });
  });

  it('a numeric postcode also matches range rates', () => {
    expect(postcodeMatch('US', '10001')).toEqual({
      patterns: ['*', '', '10001', '10001*', '1000*', '100*', '10*', '1*'],
      range: { number: 10001 },
    });
  });

  it('a non-numeric postcode matches patterns only', () => {
    const m = postcodeMatch('GB', 'SW1A 1AA');
    expect(m.range).toBeNull();
    expect(m.patterns).toEqual(expect.arrayContaining(['*', '', 'SW1A 1AA', 'SW1A*', 'S*']));
  });

  it('another "a-b" postcode is a range: range rates inside it, plain rates equal to it', () => {
    expect(postcodeMatch('CA', '100-200')).toEqual({ patterns: ['*', '', '100-200'], range: { within: [100, 200] } });
  });

  it('no postcode matches only rates for any postcode', () => {
    expect(postcodeMatch('US', null)).toEqual({ patterns: ['*', '', '', '*'], range: null });
  });

  it('the postcode * matches every plain rate', () => {
    expect(postcodeMatch('US', '*')).toEqual({ patterns: null, range: null });
  });
});
