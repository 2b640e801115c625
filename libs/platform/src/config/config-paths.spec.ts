import { ConfigPaths } from './config-paths';

describe('ConfigPaths', () => {
  const paths = new ConfigPaths();

  it('refuses an unknown path with Magento message', () => {
    expect(paths.refusal('tax/calculation/nope', '1')).toBe(`The "tax/calculation/nope" path doesn't exist. Verify and try again.`);
  });

  it('checks flags, whole numbers, decimals, choices, patterns and lists', () => {
    expect(paths.refusal('checkout/options/enable_agreements', '1')).toBeNull();
    expect(paths.refusal('checkout/options/enable_agreements', 'yes')).toBe(
      'Invalid value "yes" for "checkout/options/enable_agreements": expected 0 (No) or 1 (Yes).',
    );
    expect(paths.refusal('webapi/validation/maximum_page_size', '500')).toBeNull();
    expect(paths.refusal('webapi/validation/maximum_page_size', '0')).toMatch(/expected at least 1/);
    expect(paths.refusal('webapi/validation/maximum_page_size', '2.5')).toMatch(/expected a whole number/);
    expect(paths.refusal('carriers/flatrate/price', '7.50')).toBeNull();
    expect(paths.refusal('carriers/flatrate/price', '-1')).toMatch(/expected at least 0/);
    expect(paths.refusal('carriers/flatrate/price', 'five')).toMatch(/expected a number/);
    expect(paths.refusal('tax/calculation/algorithm', 'ROW_BASE_CALCULATION')).toBeNull();
    expect(paths.refusal('tax/calculation/algorithm', 'ROW')).toMatch(/expected one of UNIT_BASE_CALCULATION, ROW_BASE_CALCULATION/);
    expect(paths.refusal('general/country/allow', 'US,DE, FR')).toBeNull();
    expect(paths.refusal('general/country/allow', 'US,Germany')).toMatch(/"Germany" is not a two-letter ISO country code/);
    expect(paths.refusal('general/locale/timezone', 'Europe/Berlin')).toBeNull();
    expect(paths.refusal('general/locale/timezone', 'Mars/Olympus')).toMatch(/expected an IANA time zone/);
    expect(paths.refusal('currency/options/base', 'usd')).toMatch(/three-letter ISO currency code/);
  });

  it('marks secrets sensitive and keeps the instance key out of reach', () => {
    expect(paths.isSensitive('payment/worldpay/api_key')).toBe(true);
    expect(paths.isSensitive('payment/checkmo/title')).toBe(false);
    expect(paths.refusal('crypt/key', 'x')).toMatch(/can't be changed/);
  });
});
