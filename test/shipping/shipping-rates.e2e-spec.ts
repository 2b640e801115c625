import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PaymentMethods } from '@mercato/payment';
import { RateRequest, ShippingRates, TablerateImport } from '@mercato/shipping';
import { startIsolatedApp, TestApp, withoutDatabaseLine } from '../support/app';

const SAMPLE = join(__dirname, '../../data/tablerates/sample.csv');
const CLI = join(__dirname, '../../dist/apps/cli/src/main.js');

/**
 * The carriers and payment methods on a real database with Magento's configuration paths, and the
 * table-rate import command. Its own database: it changes carrier and payment configuration.
 */
describe('shipping carriers, table-rate import and payment methods', () => {
  let t: TestApp;
  let url: string;
  let rates: ShippingRates;
  let caRegionId: number;

  const setConfig = (path: string, value: string | null, scope = 'default', scopeId = 0) =>
    t.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, scope_id, path) DO UPDATE SET value = EXCLUDED.value`,
      [scope, scopeId, path, value],
    );
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, [CLI, ...args], {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString();
  const request = (over: Partial<RateRequest> = {}): RateRequest => ({
    storeId: 1,
    websiteId: 1,
    destination: { country_id: 'US', region_id: caRegionId, postcode: '90034' },
    items: [{ sku: 'a', qty: 2, weight: 3, row_total: 40, free_shipping: false, is_virtual: false }],
    packageValue: 40,
    packageValueWithDiscount: 40,
    packageQty: 2,
    packageWeight: 6,
    freeShipping: false,
    ...over,
  });

  beforeAll(async () => {
    t = await startIsolatedApp('shipping_rates');
    url = t.databaseUrl;
    rates = t.app.get(ShippingRates);
    [{ region_id: caRegionId }] = await t.ds.query(
      `SELECT region_id FROM directory_country_region WHERE country_id = 'US' AND code = 'CA'`,
    );
  });

  afterAll(() => t?.close());

  it('offers flat rate at 5.00 per item by default, with Magento field names', async () => {
    expect(await rates.collect(request())).toEqual([
      {
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        carrier_title: 'Flat Rate',
        method_title: 'Fixed',
        amount: 10,
        base_amount: 10,
        available: true,
        error_message: '',
        price_excl_tax: 10,
        price_incl_tax: 10,
      },
    ]);
  });

  it('honours per-order flat rate, free shipping thresholds and a website-level override', async () => {
    await setConfig('carriers/flatrate/type', 'O');
    await setConfig('carriers/freeshipping/active', '1');
    await setConfig('carriers/freeshipping/free_shipping_subtotal', '50', 'websites', 1);
    expect((await rates.collect(request())).map((r) => [r.carrier_code, r.amount])).toEqual([['flatrate', 5]]);
    expect((await rates.collect(request({ packageValueWithDiscount: 55 }))).map((r) => [r.carrier_code, r.amount])).toEqual([
      ['flatrate', 5],
      ['freeshipping', 0],
    ]);
    await setConfig('carriers/freeshipping/showmethod', '1');
    const shown = await rates.collect(request());
    expect(shown[1]).toMatchObject({
      carrier_code: 'freeshipping',
      method_code: null,
      available: false,
      error_message: 'This shipping method is not available. To use this shipping method, please contact us.',
    });
    await setConfig('carriers/freeshipping/showmethod', '0');
    await setConfig('carriers/flatrate/type', 'I');
  });

  it('restricts a carrier to specific countries', async () => {
    await setConfig('carriers/flatrate/sallowspecific', '1');
    await setConfig('carriers/flatrate/specificcountry', 'DE,FR');
    expect((await rates.collect(request())).map((r) => r.carrier_code)).toEqual([]);
    expect((await rates.collect(request({ destination: { country_id: 'FR' } }))).map((r) => r.carrier_code)).toEqual(['flatrate']);
    await setConfig('carriers/flatrate/sallowspecific', '0');
  });

  it('imports the sample table rates and prices by the most specific destination', async () => {
    // The service the import command calls (the command itself: the next test).
    expect(await t.app.get(TablerateImport).import('base', 'package_weight', readFileSync(SAMPLE, 'utf8'))).toBe(7);
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM shipping_tablerate WHERE website_id = 1 AND condition_name = 'package_weight'`,
    );
    expect(n).toBe(7);
    await setConfig('carriers/tablerate/active', '1');
    await setConfig('carriers/flatrate/active', '0');
    const bestway = async (over: Partial<RateRequest>) => (await rates.collect(request(over))).find((r) => r.carrier_code === 'tablerate');
    // US/CA/90034 at weight 6: the zip row (6.00); at 12 the zip row from 10 (9.00).
    expect(await bestway({})).toMatchObject({ method_code: 'bestway', carrier_title: 'Best Way', method_title: 'Table Rate', amount: 6 });
    expect(
      await bestway({ items: [{ sku: 'a', qty: 4, weight: 3, row_total: 40, free_shipping: false, is_virtual: false }], packageQty: 4 }),
    ).toMatchObject({ amount: 9 });
    // zip+4 matches by its prefix; another CA zip falls to the region row; another state to the country rows.
    expect(await bestway({ destination: { country_id: 'US', region_id: caRegionId, postcode: '90034-1234' } })).toMatchObject({
      amount: 6,
    });
    expect(await bestway({ destination: { country_id: 'US', region_id: caRegionId, postcode: '94105' } })).toMatchObject({ amount: 8 });
    expect(await bestway({ destination: { country_id: 'US', region_id: 43, postcode: '10001' } })).toMatchObject({ amount: 15 });
    expect(
      await bestway({
        destination: { country_id: 'US', region_id: 43, postcode: '10001' },
        items: [{ sku: 'a', qty: 1, weight: 2, row_total: 40, free_shipping: false, is_virtual: false }],
        packageQty: 1,
      }),
    ).toMatchObject({ amount: 10 });
    // Germany's empty zip and the all-countries wildcard.
    expect(await bestway({ destination: { country_id: 'DE', postcode: '10115' } })).toMatchObject({ amount: 12 });
    expect(await bestway({ destination: { country_id: 'JP', postcode: '100-0001' } })).toMatchObject({ amount: 25 });
    await setConfig('carriers/tablerate/active', '0');
    await setConfig('carriers/flatrate/active', '1');
  });

  it("the import replaces a website's rows for the condition; a bad file is refused with Magento's messages, nothing written", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tablerates-'));
    const good = join(dir, 'good.csv');
    writeFileSync(good, 'Country,Region/State,Zip,Weight,Price\nUS,*,*,0,4\n');
    expect(cli('shipping-tablerates:import', 'base', 'package_weight', good)).toBe(
      'Imported 1 table rates (package_weight) for website base\n',
    );
    const bad = join(dir, 'bad.csv');
    writeFileSync(
      bad,
      'Country,Region/State,Zip,Weight,Price\nXX,*,*,0,4\nUS,ZZ,*,0,4\nUS,*,*,-1,4\nUS,*,*,0,abc\nUS,*,*,1,4\nUS,*,*,1,5\nUS,*\n',
    );
    let stderr = '';
    try {
      cli('shipping-tablerates:import', 'base', 'package_weight', bad);
    } catch (e) {
      stderr = withoutDatabaseLine(e.stderr.toString());
    }
    expect(stderr).toBe(
      "We couldn't import this file because of these errors: " +
        [
          'The "XX" country in row number "2" is incorrect. Verify the country and try again.',
          'The "ZZ" region or state in row number "3" is incorrect. Verify the region or state and try again.',
          'Please correct Weight (and above) "-1" in the Row #4.',
          'The "abc" shipping price in row number "5" is incorrect. Verify the shipping price and try again.',
          'Duplicate Row #7 (duplicates row #6)',
          'The Table Rates File Format is incorrect in row number "8". Verify the format and try again.',
        ].join(' \n') +
        '\n',
    );
    const rows = await t.ds.query(
      `SELECT dest_country_id, price FROM shipping_tablerate WHERE website_id = 1 AND condition_name = 'package_weight'`,
    );
    expect(rows).toEqual([{ dest_country_id: 'US', price: '4.0000' }]);
    // The command's other refusals come from the service it calls.
    const csv = readFileSync(good, 'utf8');
    await expect(t.app.get(TablerateImport).import('nowhere', 'package_weight', csv)).rejects.toMatchObject({
      message: "The website with code %1 that was requested wasn't found. Verify the website and try again.",
      parameters: ['nowhere'],
    });
    await expect(t.app.get(TablerateImport).import('base', 'package_size', csv)).rejects.toMatchObject({
      message: 'The "%1: %2" code type for Table Rate is incorrect. Verify the type and try again.',
      parameters: ['condition_name', 'package_size'],
    });
  });

  it('offers the payment methods the configuration allows and rejects unusable ones', async () => {
    const payments = t.app.get(PaymentMethods);
    expect(await payments.available({ storeId: 1, grandTotal: 20, billingCountryId: 'US' })).toEqual([
      { code: 'checkmo', title: 'Check / Money order' },
    ]);
    expect(await payments.available({ storeId: 1, grandTotal: 0 })).toEqual([
      { code: 'checkmo', title: 'Check / Money order' },
      { code: 'free', title: 'No Payment Information Required' },
    ]);
    await setConfig('payment/purchaseorder/active', '1');
    await setConfig('payment/checkmo/max_order_total', '100');
    await setConfig('payment/banktransfer/active', '1');
    await setConfig('payment/banktransfer/allowspecific', '1');
    await setConfig('payment/banktransfer/specificcountry', 'DE');
    expect((await payments.available({ storeId: 1, grandTotal: 150, billingCountryId: 'DE' })).map((m) => m.code)).toEqual([
      'banktransfer',
      'purchaseorder',
    ]);
    expect((await payments.available({ storeId: 1, grandTotal: 50, billingCountryId: 'US' })).map((m) => m.code)).toEqual([
      'checkmo',
      'purchaseorder',
    ]);

    const req = { storeId: 1, grandTotal: 50, billingCountryId: 'US' };
    const notAvailable = { message: 'The requested Payment Method is not available.', httpStatus: 400 };
    await expect(payments.assertUsable({ method: 'checkmo' }, req)).resolves.toBeUndefined();
    await expect(payments.assertUsable({ method: 'banktransfer' }, req)).rejects.toMatchObject(notAvailable);
    await expect(payments.assertUsable({ method: 'nosuch' }, req)).rejects.toMatchObject(notAvailable);
    await expect(payments.assertUsable({ method: 'free' }, req)).rejects.toMatchObject(notAvailable);
    await expect(payments.assertUsable({ method: 'checkmo' }, { ...req, grandTotal: 0 })).rejects.toMatchObject(notAvailable);
    await expect(payments.assertUsable({ method: 'free' }, { ...req, grandTotal: 0 })).resolves.toBeUndefined();
    await expect(payments.assertUsable({ method: 'purchaseorder' }, req)).rejects.toMatchObject({
      message: 'Purchase order number is a required field.',
    });
    await expect(payments.assertUsable({ method: 'purchaseorder', po_number: 'PO-1' }, req)).resolves.toBeUndefined();
  });
});
