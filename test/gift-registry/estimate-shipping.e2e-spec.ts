import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GiftRegistries, GiftRegistryView } from '@mercato/gift-registry';
import { ScopeConfig } from '@mercato/platform';
import { TablerateImport } from '@mercato/shipping';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { guestCart, stockedProduct } from '../quote/checkout-support';
import { Registrant, registrant } from './support';

const SAMPLE_TABLERATES = join(__dirname, '../../data/tablerates/sample.csv');
const GUEST = (cartId: string) => `/rest/V1/guest-giftregistry/${cartId}/estimate-shipping-methods`;
const MINE = '/rest/V1/giftregistry/mine/estimate-shipping-methods';
const rateOf = (rates: any[], carrier: string) => rates.find((r) => r.carrier_code === carrier);

/**
 * Shipping estimates to a gift registry's address (Magento_GiftRegistry, commerce edition), for a
 * guest's cart and a customer's own cart. As in Magento, `registryId` is the id of an item of the
 * registry (Entity::loadByEntityItem). Flat rate (5.00 per item) and table rates by destination
 * (data/tablerates/sample.csv: US-CA-90034 6.00, other US 10.00) show the registry's address is
 * the one priced. Its own database: it turns table rates on.
 */
describe('estimate shipping to a gift registry (/V1/giftregistry, /V1/guest-giftregistry)', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let rita: Registrant;
  let shopper: Registrant;
  let toaster: string;
  let kettle: string;
  let laRegistry: GiftRegistryView;
  let austinItemId: number;

  beforeAll(async () => {
    t = await startIsolatedApp('gift_registry_estimate');
    admin = await adminClient(t);
    guest = new Client(t.base);
    // The services `mercato shipping-tablerates:import` and `giftregistry:create` call (the commands
    // themselves: test/shipping/shipping-rates and test/gift-registry/registries).
    expect(await t.app.get(TablerateImport).import('base', 'package_weight', readFileSync(SAMPLE_TABLERATES, 'utf8'))).toBe(7);
    await t.app.get(ScopeConfig).set('carriers/tablerate/active', '1');
    toaster = await stockedProduct(admin, 50);
    kettle = await stockedProduct(admin, 50);
    rita = await registrant(t.base);
    shopper = await registrant(t.base);

    // One registry in Los Angeles, one in Austin.
    const registries = t.app.get(GiftRegistries);
    laRegistry = await registries.create({
      customerId: rita.id,
      type: 'wedding',
      title: 'Rita & Sam',
      addressId: rita.addressIds.la,
      items: [
        { sku: toaster, qty: 2 },
        { sku: kettle, qty: 1 },
      ],
    });
    const austin = await registries.create({
      customerId: await registries.customerIdByEmail(rita.email),
      type: 'birthday',
      title: 'Rita turns 30',
      addressId: rita.addressIds.austin,
      items: [{ sku: kettle, qty: 4 }],
      isPublic: true,
      isActive: true,
    });
    austinItemId = austin.items[0].item_id;
  });
  afterAll(() => t.close());

  it("answers the rates for a guest cart sent to the registry's address, as estimate-shipping-methods does for that address", async () => {
    const masked = await guestCart(guest, [[toaster, 2]]);
    const res = await guest.post(GUEST(masked), { registryId: laRegistry.items[0].item_id });
    expect(res.status).toBe(200);
    expect(rateOf(res.body, 'flatrate')).toEqual({
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
    });
    expect(rateOf(res.body, 'tablerate')).toMatchObject({ method_code: 'bestway', amount: 6, available: true });

    // The same answer as the cart's own estimate at the registry's country, region and postcode.
    const address = { country_id: 'US', region_id: laRegistry.shipping_address!.region_id, postcode: '90034' };
    const plain = await guest.post(`/rest/V1/guest-carts/${masked}/estimate-shipping-methods`, { address });
    expect(res.body).toEqual(plain.body);

    // Any item of the registry names it; another registry's item names that registry's address.
    expect((await guest.post(GUEST(masked), { registryId: laRegistry.items[1].item_id })).body).toEqual(res.body);
    const austin = await guest.post(GUEST(masked), { registryId: austinItemId });
    expect(austin.status).toBe(200);
    expect(rateOf(austin.body, 'tablerate')).toMatchObject({ amount: 10 });
    expect(rateOf(austin.body, 'flatrate')).toMatchObject({ amount: 10 });
  });

  it("answers the rates for the customer's own cart (cart from the token)", async () => {
    expect((await shopper.client.post('/rest/V1/carts/mine')).status).toBe(200);
    expect((await shopper.client.post('/rest/V1/carts/mine/items', { cartItem: { sku: kettle, qty: 3 } })).status).toBe(200);
    const res = await shopper.client.post(MINE, { registryId: laRegistry.items[0].item_id });
    expect(res.status).toBe(200);
    expect(rateOf(res.body, 'flatrate')).toMatchObject({ amount: 15, available: true });
    expect(rateOf(res.body, 'tablerate')).toMatchObject({ amount: 6 });
    // A cartId in the body does not pick another cart: the forced parameter wins.
    const forced = await shopper.client.post(MINE, { registryId: laRegistry.items[0].item_id, cartId: 1 });
    expect(forced.body).toEqual(res.body);
  });

  it('answers no methods for an empty cart', async () => {
    const cart = await guest.post<string>('/rest/V1/guest-carts');
    const res = await guest.post(GUEST(cart.body), { registryId: laRegistry.items[0].item_id });
    expect(res).toMatchObject({ status: 200, body: [] });
  });

  it("refuses an unknown registry with Magento's NoSuchEntityException", async () => {
    const masked = await guestCart(guest, [[toaster, 1]]);
    for (const registryId of [99999999, 0, -4, 1e12]) {
      expect(await guest.post(GUEST(masked), { registryId })).toMatchObject({
        status: 404,
        body: { message: 'Unknown gift registry identifier' },
      });
    }
    expect(await shopper.client.post(MINE, { registryId: 99999999 })).toMatchObject({
      status: 404,
      body: { message: 'Unknown gift registry identifier' },
    });
  });

  it('refuses a registry that is inactive or has no shipping address', async () => {
    const registries = t.app.get(GiftRegistries);
    const inactive = await registries.create({
      customerId: rita.id,
      type: 'birthday',
      title: 'Closed',
      addressId: rita.addressIds.la,
      isActive: false,
      items: [{ sku: toaster, qty: 1 }],
    });
    const homeless = await registries.create({
      customerId: rita.id,
      type: 'birthday',
      title: 'No address',
      items: [{ sku: toaster, qty: 1 }],
    });
    const masked = await guestCart(guest, [[toaster, 1]]);
    expect(await guest.post(GUEST(masked), { registryId: inactive.items[0].item_id })).toEqual(
      expect.objectContaining({
        status: 400,
        body: { message: 'The gift registry is inactive. Choose an active gift registry and try again.' },
      }),
    );
    expect(await guest.post(GUEST(masked), { registryId: homeless.items[0].item_id })).toEqual(
      expect.objectContaining({
        status: 400,
        body: { message: "The gift registry has no shipping address. Set the registry's shipping address and try again." },
      }),
    );
  });

  it('validates the body: registryId required and an integer; other top-level keys are ignored', async () => {
    const masked = await guestCart(guest, [[toaster, 1]]);
    const missing = await guest.post(GUEST(masked), {});
    expect(missing).toMatchObject({
      status: 400,
      body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'registryId' } },
    });
    const invalid = await guest.post(GUEST(masked), { registryId: 'abc' });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain('registryId');
    // A top-level key that is not an argument of estimateByRegistryId is ignored, as Magento reads requests.
    const plain = await guest.post(GUEST(masked), { registryId: laRegistry.items[0].item_id });
    const extra = await guest.post(GUEST(masked), { registryId: laRegistry.items[0].item_id, address: { country_id: 'US' } });
    expect(extra).toMatchObject({ status: 200, body: plain.body });
    // A numeric string is cast, as Magento casts scalars.
    expect((await guest.post(GUEST(masked), { registryId: String(laRegistry.items[0].item_id) })).status).toBe(200);
  });

  it('refuses an unknown guest cart, and the customer route without a customer token', async () => {
    expect(await guest.post(GUEST('no-such-masked-id'), { registryId: laRegistry.items[0].item_id })).toMatchObject({
      status: 404,
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: 'no-such-masked-id' },
      },
    });
    const selfRefused = {
      status: 401,
      body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } },
    };
    expect(await guest.post(MINE, { registryId: laRegistry.items[0].item_id })).toMatchObject(selfRefused);
    expect(await new Client(t.base, 'not-a-token').post(MINE, { registryId: laRegistry.items[0].item_id })).toMatchObject(selfRefused);
    expect(await admin.post(MINE, { registryId: laRegistry.items[0].item_id })).toMatchObject({ status: 401 });
  });
});

describe('gift registry estimates in the open-source edition', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startIsolatedApp('gift_registry_oss', { EDITION: 'open-source' });
  });
  afterAll(() => t.close());

  it('does not serve the routes', async () => {
    const guest = new Client(t.base);
    expect((await guest.post(GUEST('any'), { registryId: 1 })).status).toBe(404);
    expect((await guest.post(MINE, { registryId: 1 })).status).toBe(404);
  });
});
