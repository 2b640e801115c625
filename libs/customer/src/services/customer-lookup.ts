import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/** Who placed an order: what the order copies from the customer account. */
export interface CustomerContact {
  entity_id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  group_id: number;
}

/** What a sign-in checks of the account an e-mail address names. */
export interface CustomerCredentials {
  entity_id: number;
  password_hash: string | null;
  is_active: boolean;
  confirmation: string | null;
}

/** An address-book row as stored, its street also split into lines. */
export type BookAddress = Record<string, unknown> & { entity_id: number; parent_id: number; street_lines: string[] | null };

/** Customer accounts and their address books read for other modules (checkout, token sign-in), one statement per call. */
@Injectable()
export class CustomerLookup {
  constructor(private readonly ds: Database) {}

  /** customer id → contact, for the ids that exist. */
  async contacts(ids: number[]): Promise<Map<number, CustomerContact>> {
    if (!ids.length) return new Map();
    const rows: CustomerContact[] = await this.ds.query(
      `SELECT entity_id, email, firstname, lastname, group_id FROM customer_entity WHERE entity_id = ANY($1::int[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.entity_id, r]));
  }

  /** address id → address-book row, for the ids that exist (the caller checks whose it is). */
  async addresses(ids: number[]): Promise<Map<number, BookAddress>> {
    if (!ids.length) return new Map();
    const rows: BookAddress[] = await this.ds.query(
      `SELECT *, string_to_array(street, E'\n') AS street_lines FROM customer_address_entity WHERE entity_id = ANY($1::int[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.entity_id, r]));
  }

  /**
   * The account an e-mail address signs in to on a website (0: any website, the first one's
   * account winning), compared case-insensitively as Magento's collation does.
   */
  async credentials(email: string, websiteId: number): Promise<CustomerCredentials | undefined> {
    const [row]: CustomerCredentials[] = await this.ds.query(
      `SELECT entity_id, password_hash, is_active, confirmation FROM customer_entity
       WHERE lower(email) = lower($1) AND ($2::int = 0 OR website_id = $2)
       ORDER BY website_id, entity_id LIMIT 1`,
      [email, websiteId],
    );
    return row;
  }
}
