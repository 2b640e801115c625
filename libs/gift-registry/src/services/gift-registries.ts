import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CustomerLookup } from '@mercato/customer';
import { Directory } from '@mercato/directory';
import { Database } from '@mercato/platform';
import {
  customerByEmailNotFound,
  customerNotFound,
  emailInvalid,
  firstnameRequired,
  incorrectType,
  lastnameRequired,
  registryIdIncorrect,
  titleRequired,
  websiteNotFound,
} from './messages';
import { registryAddress } from './registry-address';
import { registryLines } from './registry-products';
import { GiftRegistryView, NewGiftRegistry, RegistrantInput, RegistryItemInput } from './types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Largest id a PostgreSQL `integer` column holds: anything above names nothing. */
const MAX_ID = 2_147_483_647;

/**
 * Gift registries: created for a customer with their registrants, shipping address and wanted
 * items, read back, and added to. There is no web API for this in Magento's REST catalogue (the
 * storefront and GraphQL do it); tests and `mercato giftregistry:create` use it. It needs only a
 * Database, so the command line builds it without the application. Each write is one statement,
 * whatever the number of items or registrants.
 */
@Injectable()
export class GiftRegistries {
  constructor(
    private readonly ds: Database,
    private readonly customers: CustomerLookup,
    private readonly directory: Directory,
  ) {}

  async create(input: NewGiftRegistry): Promise<GiftRegistryView> {
    const title = (input.title ?? '').trim();
    if (!title) throw titleRequired();
    const customer = await this.customer(input.customerId);
    const typeId = await this.typeId(input.type);
    const address = await registryAddress({ customers: this.customers, directory: this.directory }, customer.entity_id, input);
    const registrants = (input.registrants?.length ? input.registrants : [customer]).map(checkedRegistrant);
    const lines = input.items?.length ? await registryLines(this.ds, input.items) : [];

    // Registry, registrants and items in one statement: all of it is written, or none.
    const [{ entity_id }] = await this.ds.query(
      `WITH registry AS (
         INSERT INTO magento_giftregistry_entity (type_id, customer_id, website_id, is_public, url_key, title, message, shipping_address,
         is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING entity_id
       ), persons AS (
         INSERT INTO magento_giftregistry_person (entity_id, firstname, lastname, email, role)
         SELECT registry.entity_id, p.firstname, p.lastname, p.email, p.role
         FROM registry, unnest($10::text[], $11::text[], $12::text[], $13::text[]) AS p(firstname, lastname, email, role)
       ), items AS (
         INSERT INTO magento_giftregistry_item (entity_id, product_id, qty, note)
         SELECT registry.entity_id, i.product_id, i.qty, i.note
         FROM registry, unnest($14::int[], $15::numeric[], $16::text[]) AS i(product_id, qty, note)
       )
       SELECT entity_id FROM registry`,
      [
        typeId,
        customer.entity_id,
        customer.website_id,
        Boolean(input.isPublic),
        randomBytes(16).toString('hex'),
        title,
        input.message ?? null,
        address ? JSON.stringify(address) : null,
        input.isActive ?? true,
        registrants.map((r) => r.firstname),
        registrants.map((r) => r.lastname),
        registrants.map((r) => r.email),
        registrants.map((r) => r.role ?? null),
        lines.map((l) => l.product_id),
        lines.map((l) => l.qty),
        lines.map((l) => l.note),
      ],
    );
    return this.get(entity_id);
  }

  /**
   * Adds wanted items in one statement: a product already on the registry (without custom options)
   * gets its quantity raised, as Magento's Entity::addItem does; the others become new items.
   */
  async addItems(registryId: number, items: RegistryItemInput[]): Promise<GiftRegistryView> {
    await this.get(registryId);
    const lines = await registryLines(this.ds, items);
    await this.ds.query(
      `WITH wanted AS (
         SELECT * FROM unnest($2::int[], $3::numeric[], $4::text[]) AS w(product_id, qty, note)
       ), raised AS (
         UPDATE magento_giftregistry_item i SET qty = i.qty + wanted.qty, note = COALESCE(wanted.note, i.note)
         FROM wanted WHERE i.entity_id = $1 AND i.product_id = wanted.product_id AND i.custom_options IS NULL
         RETURNING i.product_id
       )
       INSERT INTO magento_giftregistry_item (entity_id, product_id, qty, note)
       SELECT $1, wanted.product_id, wanted.qty, wanted.note FROM wanted
       WHERE wanted.product_id NOT IN (SELECT product_id FROM raised)`,
      [registryId, lines.map((l) => l.product_id), lines.map((l) => l.qty), lines.map((l) => l.note)],
    );
    return this.get(registryId);
  }

  /** A registry with its registrants and items (items with their SKUs), in one query. */
  async get(registryId: number): Promise<GiftRegistryView> {
    if (!Number.isSafeInteger(registryId) || registryId < 1 || registryId > MAX_ID) throw registryIdIncorrect();
    const [row] = await this.ds.query(
      `SELECT e.entity_id, e.type_id, t.code AS type_code, e.customer_id, e.website_id, e.title, e.message, e.is_public, e.is_active,
         e.url_key, to_char(e.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at, e.shipping_address,
         COALESCE((SELECT json_agg(json_build_object('person_id', p.person_id, 'firstname', p.firstname, 'lastname', p.lastname,
             'email', p.email, 'role', p.role) ORDER BY p.person_id)
           FROM magento_giftregistry_person p WHERE p.entity_id = e.entity_id), '[]') AS registrants,
         COALESCE((SELECT json_agg(json_build_object('item_id', i.item_id, 'product_id', i.product_id, 'sku', pe.sku,
             'qty', i.qty::float8, 'qty_fulfilled', i.qty_fulfilled::float8, 'note', i.note,
             'added_at', to_char(i.added_at, 'YYYY-MM-DD HH24:MI:SS')) ORDER BY i.item_id)
           FROM magento_giftregistry_item i JOIN catalog_product_entity pe ON pe.entity_id = i.product_id
           WHERE i.entity_id = e.entity_id), '[]') AS items
       FROM magento_giftregistry_entity e JOIN magento_giftregistry_type t ON t.type_id = e.type_id
       WHERE e.entity_id = $1`,
      [registryId],
    );
    if (!row) throw registryIdIncorrect();
    return row;
  }

  /** The customer of a website (by code, `base` unless given) with this e-mail address. */
  async customerIdByEmail(email: string, websiteCode = 'base'): Promise<number> {
    const [row] = await this.ds.query(
      `SELECT c.entity_id, w.website_id FROM store_website w
       LEFT JOIN customer_entity c ON c.website_id = w.website_id AND lower(c.email) = lower($1)
       WHERE w.code = $2`,
      [email, websiteCode],
    );
    if (!row) throw websiteNotFound(websiteCode);
    if (!row.entity_id) throw customerByEmailNotFound(email, row.website_id);
    return row.entity_id;
  }

  private async customer(customerId: number): Promise<{ entity_id: number; website_id: number } & RegistrantInput> {
    const [row] = await this.ds.query(
      `SELECT entity_id, website_id, firstname, lastname, email FROM customer_entity WHERE entity_id = $1`,
      [customerId],
    );
    if (!row) throw customerNotFound(customerId);
    return row;
  }

  private async typeId(type: string | number): Promise<number> {
    const [row] = await this.ds.query(`SELECT type_id FROM magento_giftregistry_type WHERE code = $1::text OR type_id::text = $1::text`, [
      String(type ?? ''),
    ]);
    if (!row) throw incorrectType();
    return row.type_id;
  }
}

/** Person::validate: first and last name, and a valid e-mail address. */
function checkedRegistrant(r: RegistrantInput): RegistrantInput {
  const firstname = (r.firstname ?? '').trim();
  const lastname = (r.lastname ?? '').trim();
  const email = (r.email ?? '').trim();
  if (!firstname) throw firstnameRequired();
  if (!lastname) throw lastnameRequired();
  if (!EMAIL.test(email)) throw emailInvalid();
  return { firstname, lastname, email, role: r.role ?? null };
}
