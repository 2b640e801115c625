import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Geonames, parseGeonames } from '@mercato/inventory';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { seedMsiFixtures } from './support';
import { outputDeparturesOf } from '../support/output';

const SAMPLE = join(__dirname, '../../data/geonames/sample.csv');
const CLI = join(__dirname, '../../dist/apps/cli/src/main.js');

/** Source selection (priority and distance) and the offline distance provider (reference §2.11). */
describe('inventory: source selection and distances', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('inv_selection');
    admin = await adminClient(t);
    await seedMsiFixtures(t, admin);
    await t.app.get(Geonames).replace(parseGeonames(readFileSync(SAMPLE, 'utf8')));
  });
  afterAll(() => t.close());

  const select = (body: unknown) => admin.post('/rest/V1/inventory/source-selection-algorithm-result', body);

  it('lists the algorithms', async () => {
    expect((await admin.get('/rest/V1/inventory/source-selection-algorithm-list')).body).toEqual([
      {
        code: 'priority',
        title: 'Source Priority',
        description: 'Algorithm which provides Source Selections based on predefined priority of Source',
      },
      {
        code: 'distance',
        title: 'Distance Priority',
        description: 'Algorithm which provides Source Selections based on shipping address distance from the source',
      },
    ]);
  });

  it('selects by source priority (Magento SourceSelectionServiceTest)', async () => {
    const res = await select({
      inventoryRequest: {
        stockId: 10,
        items: [
          { sku: 'SKU-1', qty: 8 },
          { sku: 'SKU-4', qty: 4 },
        ],
      },
      algorithmCode: 'priority',
    });
    expect(res.status).toBe(200);
    expect(outputDeparturesOf(t, 'POST /V1/inventory/source-selection-algorithm-result', res.body)).toEqual([]);
    expect(res.body).toEqual({
      source_selection_items: [
        { source_code: 'eu-1', sku: 'SKU-1', qty_to_deduct: 5.5, qty_available: 5.5 },
        { source_code: 'eu-2', sku: 'SKU-1', qty_to_deduct: 2.5, qty_available: 3 },
        { source_code: 'eu-2', sku: 'SKU-4', qty_to_deduct: 4, qty_available: 6 },
      ],
      shippable: true,
    });
  });

  it('lists sources after the request is covered with 0, matches SKUs case-insensitively, and says when it cannot ship', async () => {
    const res = await select({ inventory_request: { stock_id: 10, items: [{ sku: 'sku-1', qty: 2 }] }, algorithm_code: 'priority' });
    expect(res.body).toEqual({
      source_selection_items: [
        { source_code: 'eu-1', sku: 'sku-1', qty_to_deduct: 2, qty_available: 5.5 },
        { source_code: 'eu-2', sku: 'sku-1', qty_to_deduct: 0, qty_available: 3 },
      ],
      shippable: true,
    });
    const short = await select({ inventoryRequest: { stockId: 10, items: [{ sku: 'SKU-1', qty: 9 }] }, algorithmCode: 'priority' });
    expect(short.body.shippable).toBe(false);
    expect(short.body.source_selection_items.map((i: { qty_to_deduct: number }) => i.qty_to_deduct)).toEqual([5.5, 3]);
  });

  it('refuses an unknown algorithm and a distance request without destination', async () => {
    const unknown = await select({ inventoryRequest: { stockId: 10, items: [{ sku: 'SKU-1', qty: 1 }] }, algorithmCode: 'nearest' });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: 'There is no such Source Selection Algorithm implemented: %1', parameters: ['nearest'] },
    });
    const noAddress = await select({ inventoryRequest: { stockId: 10, items: [{ sku: 'SKU-1', qty: 1 }] }, algorithmCode: 'distance' });
    expect(noAddress).toMatchObject({ status: 400, body: { message: 'No destination address was provided in the request' } });
    const missing = await select({ inventoryRequest: { stockId: 10 }, algorithmCode: 'priority' });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'items' } },
    });
  });

  it('selects by distance to the destination; sources it cannot locate come last', async () => {
    // eu-1 in Paris, eu-2 in Berlin (coordinates); eu-3 found by its address in Munich; us-1 cannot be located.
    await t.ds.query(`UPDATE inventory_source SET latitude = 48.8625, longitude = 2.3363 WHERE source_code = 'eu-1'`);
    await t.ds.query(`UPDATE inventory_source SET latitude = 52.5323, longitude = 13.3846 WHERE source_code = 'eu-2'`);
    await t.ds.query(`UPDATE inventory_source SET postcode = '80331' WHERE source_code = 'eu-3'`);
    await t.ds.query(`UPDATE inventory_source_item SET status = 1 WHERE source_code = 'eu-3' AND sku = 'SKU-1'`);
    const toBerlin = await select({
      inventoryRequest: {
        stockId: 10,
        items: [{ sku: 'SKU-1', qty: 4 }],
        extension_attributes: { destination_address: { country: 'DE', postcode: '10115' } },
      },
      algorithmCode: 'distance',
    });
    expect(toBerlin.status).toBe(200);
    expect(toBerlin.body.source_selection_items.map((i: { source_code: string }) => i.source_code)).toEqual(['eu-2', 'eu-3', 'eu-1']);
    expect(toBerlin.body.source_selection_items[0]).toEqual({ source_code: 'eu-2', sku: 'SKU-1', qty_to_deduct: 3, qty_available: 3 });
    const toLyon = await select({
      inventoryRequest: {
        stockId: 10,
        items: [{ sku: 'SKU-1', qty: 4 }],
        extension_attributes: { destination_address: { country: 'FR', postcode: '69001' } },
      },
      algorithmCode: 'distance',
    });
    expect(toLyon.body.source_selection_items.map((i: { source_code: string }) => i.source_code)).toEqual(['eu-1', 'eu-3', 'eu-2']);
    await t.ds.query(`UPDATE inventory_source_item SET status = 0 WHERE source_code = 'eu-3' AND sku = 'SKU-1'`);
  });

  it('offline distance provider: code, great-circle metres, lat/lng from addresses', async () => {
    expect((await admin.get('/rest/V1/inventory/get-distance-provider-code')).body).toBe('offline');
    const d = await admin.get(
      '/rest/V1/inventory/get-distance?source[lat]=48.8625&source[lng]=2.3363&destination[lat]=52.5323&destination[lng]=13.3846',
    );
    expect(d.status).toBe(200);
    expect(d.body).toBeGreaterThan(875_000);
    expect(d.body).toBeLessThan(882_000);
    expect(
      (await admin.get('/rest/V1/inventory/get-distance?source[lat]=1&source[lng]=2&destination[lat]=1&destination[lng]=2')).body,
    ).toBe(0);

    expect((await admin.get('/rest/V1/inventory/get-latlng-from-address?address[country]=FR&address[postcode]=75001')).body).toEqual({
      lat: 48.8625,
      lng: 2.3363,
    });
    // No postcode match: the city prefix, then the region.
    expect(
      (await admin.get('/rest/V1/inventory/get-latlng-from-address?address[country]=DE&address[postcode]=99999&address[city]=Ham')).body,
    ).toEqual({
      lat: 53.5511,
      lng: 9.9937,
    });
    expect((await admin.get('/rest/V1/inventory/get-latslngs-from-address?address[country]=US&address[region]=Texas')).body).toEqual([
      { lat: 30.2713, lng: -97.7426 },
    ]);
    const unknown = await admin.get(
      '/rest/V1/inventory/get-latlng-from-address?address[country]=FR&address[postcode]=00000&address[city]=Nowhere',
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Unknown geoname for %1', parameters: [' 00000 Nowhere  FR'] } });
    expect((await admin.get('/rest/V1/inventory/get-distance?source[lat]=1')).status).toBe(400);
  });

  it('the import command loads a geonames file (CSV or the geonames.org tab format) and replaces its countries', async () => {
    const url = process.env.MERCATO_TEST_DATABASE_URL!;
    const out = execFileSync(process.execPath, [CLI, 'inventory-geonames:import', SAMPLE], {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    });
    expect(out.toString()).toBe('Imported 14 geonames for DE, ES, FR, GB, IT, US\n');
    const tabbed = parseGeonames('NL\t1012\tAmsterdam\tNoord-Holland\tNH\tAmsterdam\t0363\t\t\t52.3740\t4.8897\t6\n');
    expect(tabbed).toEqual([
      {
        country_code: 'NL',
        postcode: '1012',
        city: 'Amsterdam',
        region: 'Noord-Holland',
        province: 'NH',
        latitude: 52.374,
        longitude: 4.8897,
      },
    ]);
    expect(() => parseGeonames('country_code,postcode,city,latitude,longitude\nFR,75001,Paris,north,2\n')).toThrow(/line 2/);
  });
});
