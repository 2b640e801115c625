import { Directory } from '@mercato/directory';
import { Client, startIsolatedApp, TestApp } from '../support/app';

/** Magento_Directory's anonymous routes (own database: the test changes allowed countries and locale). */
describe('directory: countries, regions and currency', () => {
  let t: TestApp;
  let anon: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('directory');
    anon = new Client(t.base);
  });
  afterAll(() => t.close());

  it('lists every ISO country to anyone, in code order, with English names', async () => {
    const res = await anon.get('/rest/V1/directory/countries');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(249);
    expect(res.body[0]).toEqual({
      id: 'AD',
      two_letter_abbreviation: 'AD',
      three_letter_abbreviation: 'AND',
      full_name_locale: 'Andorra',
      full_name_english: 'Andorra',
    });
    const us = res.body.find((c: any) => c.id === 'US');
    expect(us).toMatchObject({ three_letter_abbreviation: 'USA', full_name_english: 'United States' });
    expect(us.available_regions).toHaveLength(65);
    const counts = Object.fromEntries(res.body.filter((c: any) => c.available_regions).map((c: any) => [c.id, c.available_regions.length]));
    expect(counts).toEqual({
      AT: 9,
      AU: 8,
      BR: 27,
      CA: 13,
      CH: 26,
      DE: 16,
      EE: 15,
      ES: 52,
      FI: 20,
      FR: 96,
      HR: 21,
      IN: 36,
      LT: 10,
      LV: 120,
      RO: 42,
      US: 65,
    });
    expect(res.body.find((c: any) => c.id === 'GB').available_regions).toBeUndefined();
  });

  it("answers one country with its regions by name, ids as Magento's", async () => {
    const res = await anon.get('/rest/V1/directory/countries/US');
    expect(res.status).toBe(200);
    expect(res.body.available_regions.slice(0, 3)).toEqual([
      { id: 1, code: 'AL', name: 'Alabama' },
      { id: 2, code: 'AK', name: 'Alaska' },
      { id: 3, code: 'AS', name: 'American Samoa' },
    ]);
    expect(res.body.available_regions).toContainEqual({ id: 12, code: 'CA', name: 'California' });
    expect(res.body.available_regions).toContainEqual({ id: 57, code: 'TX', name: 'Texas' });
    const ca = (await anon.get('/rest/V1/directory/countries/CA')).body;
    expect(ca.available_regions).toContainEqual({ id: 74, code: 'ON', name: 'Ontario' });
    const au = (await anon.get('/rest/V1/directory/countries/AU')).body;
    expect(au.available_regions[0]).toEqual({ id: 569, code: 'ACT', name: 'Australian Capital Territory' });
  });

  it("404s an unknown or disallowed country with Magento's message", async () => {
    for (const id of ['ZZ', 'us']) {
      const res = await anon.get(`/rest/V1/directory/countries/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Requested country is not available.' });
    }
  });

  it('answers the currency of a fresh install', async () => {
    const res = await anon.get('/rest/V1/directory/currency');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      base_currency_code: 'USD',
      base_currency_symbol: '$',
      default_display_currency_code: 'USD',
      default_display_currency_symbol: '$',
      available_currency_codes: ['USD'],
      exchange_rates: [{ currency_to: 'USD', rate: 1 }],
    });
  });

  it('follows allowed currencies and their rates', async () => {
    await t.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, 'currency/options/allow', 'USD,EUR,GBP')`,
    );
    const res = await anon.get('/rest/V1/directory/currency');
    expect(res.body.available_currency_codes).toEqual(['USD', 'EUR', 'GBP']);
    expect(res.body.exchange_rates).toEqual([
      { currency_to: 'USD', rate: 1 },
      { currency_to: 'EUR', rate: 0.7067 },
      { currency_to: 'GBP', rate: 0 },
    ]);
  });

  it('follows the allowed countries and the locale of the store', async () => {
    await t.ds.query(`INSERT INTO core_config_data (scope, scope_id, path, value) VALUES
      ('websites', 1, 'general/country/allow', 'FR,DE,US'), ('stores', 1, 'general/locale/code', 'fr_FR')`);
    const res = await anon.get('/rest/default/V1/directory/countries');
    expect(res.body.map((c: any) => c.id)).toEqual(['DE', 'FR', 'US']);
    expect(res.body[2]).toMatchObject({ full_name_locale: 'États-Unis', full_name_english: 'United States' });
    expect((await anon.get('/rest/V1/directory/countries/GB')).status).toBe(404);
    // The admin store (`all`) reads the default scope: every country again.
    expect((await anon.get('/rest/all/V1/directory/countries')).body).toHaveLength(249);
  });

  it('gives other domains countries and regions through the Directory service', async () => {
    const directory = t.app.get(Directory);
    expect(await directory.countryExists('DE')).toBe(true);
    expect(await directory.countryExists('ZZ')).toBe(false);
    expect(await directory.regionById(12)).toMatchObject({ country_id: 'US', code: 'CA', name: 'California' });
    expect(await directory.regionByCode('US', 'tx')).toMatchObject({ region_id: 57 });
    expect(await directory.regionByCode('CA', 'TX')).toBeUndefined();
    expect((await directory.regionsOf('GB')).length).toBe(0);
  });
});
