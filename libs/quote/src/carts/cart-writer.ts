import { Injectable } from '@nestjs/common';
import { Database, randomHex } from '@mercato/platform';
import { CartLocator } from './cart-locator';

/** Address fields a cart address row stores (AddressInterface minus id/type). */
export const ADDRESS_FIELDS = [
  'customer_id',
  'customer_address_id',
  'save_in_address_book',
  'same_as_billing',
  'email',
  'prefix',
  'firstname',
  'middlename',
  'lastname',
  'suffix',
  'company',
  'street',
  'city',
  'region',
  'region_id',
  'region_code',
  'postcode',
  'country_id',
  'telephone',
  'fax',
  'vat_id',
] as const;
export type AddressValues = Partial<Record<(typeof ADDRESS_FIELDS)[number], unknown>>;

/** The customer a cart is made for or assigned to, as `customer_entity` holds it. */
export interface CartCustomer {
  entity_id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  group_id: number;
  tax_class_id: number | null;
}

/**
 * The writes a cart takes, shared by the cart routes and checkout: creating a cart (with its empty
 * billing and shipping rows, as Magento saves every quote), masking a guest cart, keeping the item
 * counters, addresses and the updated time.
 */
@Injectable()
export class CartWriter {
  constructor(
    private readonly ds: Database,
    private readonly locator: CartLocator,
  ) {}

  /**
   * A new active cart in the store, anonymous or for the customer; answers its id. With `maskedId`,
   * a guest cart's mask is written in the same statement (no transaction needed around the two).
   */
  async create(storeId: number, customer: CartCustomer | null, maskedId: string | null = null): Promise<number> {
    const [row] = await this.ds.query(
      `WITH q AS (
         INSERT INTO quote (store_id, customer_id, customer_is_guest, customer_group_id, customer_email, customer_firstname,
           customer_lastname, customer_middlename, customer_prefix, customer_suffix, customer_tax_class_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING entity_id, customer_id, customer_email
       ), a AS (
         INSERT INTO quote_address (quote_id, address_type, customer_id, email)
         SELECT entity_id, t, customer_id, customer_email FROM q, unnest(ARRAY['billing', 'shipping']) t
       ), m AS (
         INSERT INTO quote_id_mask (quote_id, masked_id) SELECT entity_id, $12::text FROM q WHERE $12::text IS NOT NULL
       )
       SELECT entity_id FROM q`,
      [
        storeId,
        customer?.entity_id ?? null,
        !customer,
        customer?.group_id ?? 0,
        customer?.email ?? null,
        customer?.firstname ?? null,
        customer?.lastname ?? null,
        customer?.middlename ?? null,
        customer?.prefix ?? null,
        customer?.suffix ?? null,
        customer?.tax_class_id ?? 3,
        maskedId,
      ],
    );
    // The guest's next call (adding an item) finds its cart without a lookup.
    if (maskedId) await this.locator.masked(maskedId, row.entity_id);
    return row.entity_id;
  }

  /** Magento's QuoteIdMask: 32 random hex characters a guest reaches its cart by. */
  newMask(): string {
    return randomHex(16);
  }

  /** Makes the cart the customer's (Magento's Quote::assignCustomer), its addresses with it. */
  async assignCustomer(quoteId: number, customer: CartCustomer, storeId: number): Promise<void> {
    await this.ds.query(
      `UPDATE quote SET customer_id = $2, customer_is_guest = false, customer_group_id = $3, customer_email = $4, customer_firstname = $5,
         customer_lastname = $6, customer_middlename = $7, customer_prefix = $8, customer_suffix = $9, customer_tax_class_id = $10,
         store_id = $11, is_active = true, updated_at = now()
       WHERE entity_id = $1`,
      [
        quoteId,
        customer.entity_id,
        customer.group_id,
        customer.email,
        customer.firstname,
        customer.lastname,
        customer.middlename,
        customer.prefix,
        customer.suffix,
        customer.tax_class_id ?? 3,
        storeId,
      ],
    );
    await this.ds.query(`UPDATE quote_address SET customer_id = $2, email = COALESCE(email, $3) WHERE quote_id = $1`, [
      quoteId,
      customer.entity_id,
      customer.email,
    ]);
    await this.ds.query(`DELETE FROM quote_id_mask WHERE quote_id = $1`, [quoteId]);
    await this.locator.masksRemoved();
  }

  /** The cart an order was placed from: no longer active, and reserved for the order's increment id. */
  async closeForOrder(quoteId: number, incrementId: string): Promise<void> {
    await this.ds.query(`UPDATE quote SET is_active = false, reserved_order_id = $2, updated_at = now() WHERE entity_id = $1`, [
      quoteId,
      incrementId,
    ]);
  }

  /** Recomputes items_count, items_qty and is_virtual from the lines, and the updated time. */
  async touch(quoteId: number): Promise<void> {
    await this.ds.query(
      `UPDATE quote q SET items_count = s.n, items_qty = s.qty, is_virtual = s.n > 0 AND s.all_virtual, updated_at = now()
       FROM (SELECT count(*)::int AS n, COALESCE(sum(qty), 0) AS qty, COALESCE(bool_and(is_virtual), false) AS all_virtual
             FROM quote_item WHERE quote_id = $1 AND parent_item_id IS NULL) s
       WHERE q.entity_id = $1`,
      [quoteId],
    );
  }

  /** Replaces the billing or shipping address of the cart (the row keeps its id); answers the id. */
  async saveAddress(quoteId: number, type: 'billing' | 'shipping', values: AddressValues): Promise<number> {
    const columns = ADDRESS_FIELDS as readonly string[];
    const params = columns.map((c) => (values[c as keyof AddressValues] === undefined ? null : values[c as keyof AddressValues]));
    const defaults: Record<string, string> = { save_in_address_book: 'false', same_as_billing: 'false' };
    const expr = (c: string, i: number) => (defaults[c] ? `COALESCE($${i + 3}, ${defaults[c]})` : `$${i + 3}`);
    const [row] = await this.ds.query(
      `INSERT INTO quote_address (quote_id, address_type, ${columns.join(', ')})
       VALUES ($1, $2, ${columns.map(expr).join(', ')})
       ON CONFLICT (quote_id, address_type) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
       RETURNING address_id`,
      [quoteId, type, ...params],
    );
    return row.address_id;
  }
}

/**
 * `touch`'s counters as a data-modifying CTE for a statement that inserts one visible line (its
 * qty and is_virtual given as SQL expressions): the statement's own reads do not see the line it
 * inserts, so the line is added to what the cart held. Saves the add-to-cart call a round trip.
 */
export function countersWithNewLine(quoteId: string, qty: string, isVirtual: string): string {
  return `UPDATE quote q SET items_count = s.n + 1, items_qty = s.qty + ${qty}, is_virtual = s.all_virtual AND ${isVirtual},
         updated_at = now()
       FROM (SELECT count(*)::int AS n, COALESCE(sum(qty), 0) AS qty, COALESCE(bool_and(is_virtual), true) AS all_virtual
             FROM quote_item WHERE quote_id = ${quoteId} AND parent_item_id IS NULL) s
       WHERE q.entity_id = ${quoteId}`;
}
