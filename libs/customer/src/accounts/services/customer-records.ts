import { Injectable } from '@nestjs/common';
import { Database, numberArray, textArray } from '@mercato/platform';

/** A customer as read: timestamps and the date of birth already in Magento's text form. */
export interface CustomerRow {
  entity_id: number;
  website_id: number;
  store_id: number | null;
  group_id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  dob: string | null;
  taxvat: string | null;
  gender: number | null;
  created_in: string | null;
  confirmation: string | null;
  default_billing: number | null;
  default_shipping: number | null;
  disable_auto_group_change: number;
  created_at: string;
  updated_at: string;
}

/** The columns written for an account (never its id or updated_at). */
export type CustomerValues = Omit<CustomerRow, 'entity_id' | 'created_at' | 'updated_at'> & { created_at: string | null };

/** The address columns, in one list for reads, inserts and updates. */
export const ADDRESS_COLUMNS = [
  'city',
  'company',
  'country_id',
  'fax',
  'firstname',
  'lastname',
  'middlename',
  'postcode',
  'prefix',
  'region',
  'region_id',
  'region_code',
  'street',
  'suffix',
  'telephone',
  'vat_id',
] as const;

export type AddressValues = { [K in (typeof ADDRESS_COLUMNS)[number]]: K extends 'region_id' ? number | null : string | null };

export interface AddressRow extends AddressValues {
  entity_id: number;
  parent_id: number;
}

/** An address to write: its id (allocated beforehand for a new one) and whether it exists yet. */
export interface AddressWrite extends AddressValues {
  entity_id: number;
  isNew: boolean;
}

/** What a save does to the addresses: write these, and (when replacing) delete every other one. */
export interface AddressPlan {
  write: AddressWrite[];
  replace: boolean;
}

export interface SecureRow {
  entity_id: number;
  email: string;
  password_hash: string | null;
  rp_token: string | null;
  /** Whole hours since the reset token was made; null without one, -1 when it lies in the future. */
  rp_token_age_hours: number | null;
}

const CUSTOMER_COLUMNS = `c.entity_id, c.website_id, c.store_id, c.group_id, c.email, c.firstname, c.lastname, c.middlename,
  c.prefix, c.suffix, to_char(c.dob, 'YYYY-MM-DD') AS dob, c.taxvat, c.gender, c.created_in, c.confirmation,
  c.default_billing, c.default_shipping, c.disable_auto_group_change,
  to_char(c.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at, to_char(c.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at`;

const WRITTEN = [
  'website_id',
  'store_id',
  'group_id',
  'email',
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'dob',
  'taxvat',
  'gender',
  'created_in',
  'confirmation',
  'default_billing',
  'default_shipping',
  'disable_auto_group_change',
] as const;

const UNIQUE_VIOLATION = '23505';

/** Thrown when the e-mail address is taken in the website (the unique index decided it). */
export class DuplicateEmail extends Error {}

/**
 * customer_entity and customer_address_entity in SQL: reads, and writes that take a fixed number of
 * statements whatever the number of addresses (addresses travel as arrays through unnest).
 */
@Injectable()
export class CustomerRecords {
  constructor(private readonly ds: Database) {}

  static readonly COLUMNS = CUSTOMER_COLUMNS;

  async byId(id: number): Promise<CustomerRow | undefined> {
    const [row] = await this.ds.query(`SELECT ${CUSTOMER_COLUMNS} FROM customer_entity c WHERE c.entity_id = $1`, [id]);
    return row;
  }

  /** By e-mail in a website, case-insensitively; website 0 (the admin scope) means any website. */
  async byEmail(email: string, websiteId: number): Promise<CustomerRow | undefined> {
    const [row] = await this.ds.query(
      `SELECT ${CUSTOMER_COLUMNS} FROM customer_entity c
       WHERE lower(c.email) = lower($1) AND ($2::int = 0 OR c.website_id = $2) ORDER BY c.website_id, c.entity_id LIMIT 1`,
      [email, websiteId],
    );
    return row;
  }

  async emailTaken(email: string, websiteId: number, exceptId: number | null): Promise<boolean> {
    const rows = await this.ds.query(
      `SELECT 1 FROM customer_entity WHERE lower(email) = lower($1) AND website_id = $2 AND entity_id <> $3`,
      [email, websiteId, exceptId ?? 0],
    );
    return rows.length > 0;
  }

  async secure(id: number): Promise<SecureRow | undefined> {
    const [row] = await this.ds.query(
      `SELECT entity_id, email, password_hash, rp_token,
         CASE WHEN rp_token_created_at IS NULL THEN NULL
              WHEN rp_token_created_at > LOCALTIMESTAMP THEN -1
              ELSE floor(extract(epoch FROM LOCALTIMESTAMP - rp_token_created_at) / 3600)::int END AS rp_token_age_hours
       FROM customer_entity WHERE entity_id = $1`,
      [id],
    );
    return row;
  }

  /** Addresses of the customers, by customer, in id order. One statement for any number of customers. */
  async addressesOf(customerIds: number[]): Promise<Map<number, AddressRow[]>> {
    const out = new Map<number, AddressRow[]>(customerIds.map((id) => [id, []]));
    if (!customerIds.length) return out;
    const rows: AddressRow[] = await this.ds.query(
      `SELECT entity_id, parent_id, ${ADDRESS_COLUMNS.join(', ')} FROM customer_address_entity
       WHERE parent_id = ANY($1::int[]) ORDER BY entity_id`,
      [numberArray(customerIds)],
    );
    for (const r of rows) out.get(r.parent_id)?.push(r);
    return out;
  }

  async address(addressId: number): Promise<AddressRow | undefined> {
    const [row] = await this.ds.query(
      `SELECT entity_id, parent_id, ${ADDRESS_COLUMNS.join(', ')} FROM customer_address_entity WHERE entity_id = $1`,
      [addressId],
    );
    return row;
  }

  /** Ids for new addresses, taken beforehand so a customer row can name its default addresses. */
  async allocateAddressIds(count: number): Promise<number[]> {
    if (!count) return [];
    const rows: { id: number }[] = await this.ds.query(
      `SELECT nextval(pg_get_serial_sequence('customer_address_entity', 'entity_id'))::int AS id FROM generate_series(1, $1)`,
      [count],
    );
    return rows.map((r) => r.id);
  }

  /** A new account and its addresses, in one statement. */
  async insert(
    values: CustomerValues,
    secrets: { passwordHash: string | null; rpTokenHash: string | null },
    addresses: AddressWrite[],
  ): Promise<number> {
    const params: unknown[] = WRITTEN.map((k) => values[k]);
    params.push(values.created_at, secrets.passwordHash, secrets.rpTokenHash);
    const n = WRITTEN.length;
    const unnest = addressUnnest(addresses, params);
    const sql = `WITH c AS (
        INSERT INTO customer_entity (${WRITTEN.join(', ')}, created_at, password_hash, rp_token, rp_token_created_at)
        VALUES (${WRITTEN.map((_, i) => `$${i + 1}`).join(', ')}, COALESCE($${n + 1}::timestamp, LOCALTIMESTAMP), $${n + 2}::text,
        $${n + 3}::text,
                CASE WHEN $${n + 3}::text IS NULL THEN NULL ELSE LOCALTIMESTAMP END)
        RETURNING entity_id
      ), a AS (
        INSERT INTO customer_address_entity (entity_id, parent_id, ${ADDRESS_COLUMNS.join(', ')})
        SELECT a.entity_id, c.entity_id, ${ADDRESS_COLUMNS.map((k) => 'a.' + k).join(', ')} FROM c, ${unnest}
      )
      SELECT entity_id FROM c`;
    const [row] = await this.unique(() => this.ds.query(sql, params));
    return row.entity_id;
  }

  /**
   * An account's new values and its address changes, in one statement. A changed e-mail address
   * drops the password-reset token (Magento resets it with the address).
   */
  async update(id: number, values: CustomerValues, plan: AddressPlan | null, passwordHash: string | null): Promise<void> {
    const params: unknown[] = [id, ...WRITTEN.map((k) => values[k]), values.created_at, passwordHash];
    const n = WRITTEN.length;
    const writes = plan?.write ?? [];
    const unnest = addressUnnest(writes, params);
    params.push(!!plan?.replace, numberArray(writes.map((a) => a.entity_id)));
    const replace = `$${params.length - 1}`;
    const kept = `$${params.length}`;
    const sql = `WITH a AS (
        SELECT * FROM ${unnest}
      ), removed AS (
        DELETE FROM customer_address_entity d WHERE ${replace}::boolean AND d.parent_id = $1 AND d.entity_id <> ALL(${kept}::int[])
      ), changed AS (
        UPDATE customer_address_entity d SET ${ADDRESS_COLUMNS.map((k) => `${k} = a.${k}`).join(', ')}, updated_at = LOCALTIMESTAMP
        FROM a WHERE NOT a.is_new AND d.entity_id = a.entity_id AND d.parent_id = $1
      ), added AS (
        INSERT INTO customer_address_entity (entity_id, parent_id, ${ADDRESS_COLUMNS.join(', ')})
        SELECT a.entity_id, $1, ${ADDRESS_COLUMNS.map((k) => 'a.' + k).join(', ')} FROM a WHERE a.is_new
      )
      UPDATE customer_entity SET ${WRITTEN.map((k, i) => `${k} = $${i + 2}${k === 'email' ? '::text' : ''}`).join(', ')},
        created_at = COALESCE($${n + 2}::timestamp, created_at),
        password_hash = COALESCE($${n + 3}::text, password_hash),
        rp_token = CASE WHEN lower(email) = lower($5::text) AND $${n + 3}::text IS NULL THEN rp_token END,
        rp_token_created_at = CASE WHEN lower(email) = lower($5::text) AND $${n + 3}::text IS NULL THEN rp_token_created_at END,
        updated_at = LOCALTIMESTAMP
      WHERE entity_id = $1`;
    await this.unique(() => this.ds.query(sql, params));
  }

  async delete(id: number): Promise<void> {
    await this.ds.query(`DELETE FROM customer_entity WHERE entity_id = $1`, [id]);
  }

  /** Deletes an address; it stops being its customer's default billing or shipping address. */
  async deleteAddress(addressId: number): Promise<void> {
    await this.ds.query(
      `WITH gone AS (DELETE FROM customer_address_entity WHERE entity_id = $1 RETURNING parent_id)
       UPDATE customer_entity c SET
         default_billing = CASE WHEN c.default_billing = $1 THEN NULL ELSE c.default_billing END,
         default_shipping = CASE WHEN c.default_shipping = $1 THEN NULL ELSE c.default_shipping END
       FROM gone WHERE c.entity_id = gone.parent_id AND (c.default_billing = $1 OR c.default_shipping = $1)`,
      [addressId],
    );
  }

  /** A new password; any reset token is used up with it. */
  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.ds.query(
      `UPDATE customer_entity SET password_hash = $2, rp_token = NULL, rp_token_created_at = NULL, updated_at = LOCALTIMESTAMP
       WHERE entity_id = $1`,
      [id, passwordHash],
    );
  }

  async setResetToken(id: number, tokenHash: string): Promise<void> {
    await this.ds.query(`UPDATE customer_entity SET rp_token = $2, rp_token_created_at = LOCALTIMESTAMP WHERE entity_id = $1`, [
      id,
      tokenHash,
    ]);
  }

  async confirm(id: number): Promise<void> {
    await this.ds.query(`UPDATE customer_entity SET confirmation = NULL, updated_at = LOCALTIMESTAMP WHERE entity_id = $1`, [id]);
  }

  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const driver = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
      if (driver?.code === UNIQUE_VIOLATION && /customer_entity_email/.test(driver.constraint ?? '')) throw new DuplicateEmail();
      throw error;
    }
  }
}

/** `unnest(…) AS a(entity_id, is_new, <columns>)` over the addresses, its arrays appended to params. */
function addressUnnest(rows: AddressWrite[], params: unknown[]): string {
  const arrays: string[] = [];
  const add = (value: string, type: string) => {
    params.push(value);
    arrays.push(`$${params.length}::${type}[]`);
  };
  add(numberArray(rows.map((r) => r.entity_id)), 'int');
  add(`{${rows.map((r) => (r.isNew ? 't' : 'f')).join(',')}}`, 'boolean');
  for (const k of ADDRESS_COLUMNS) {
    if (k === 'region_id') add(numberArray(rows.map((r) => r.region_id)), 'int');
    else add(textArray(rows.map((r) => r[k])), 'text');
  }
  return `unnest(${arrays.join(', ')}) AS a(entity_id, is_new, ${ADDRESS_COLUMNS.join(', ')})`;
}
