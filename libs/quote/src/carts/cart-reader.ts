import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException } from '@mercato/platform';

/** A `quote` row with its numeric columns as numbers and its timestamps as Magento prints them. */
export type QuoteRow = Record<string, any> & {
  entity_id: number;
  store_id: number;
  is_active: boolean;
  is_virtual: boolean;
  customer_id: number | null;
  customer_group_id: number;
  customer_is_guest: boolean;
  customer_email: string | null;
  items_count: number;
  items_qty: number;
  coupon_code: string | null;
  gift_message_id: number | null;
};
export type QuoteItemRow = Record<string, any> & {
  item_id: number;
  quote_id: number;
  product_id: number | null;
  sku: string;
  name: string | null;
  product_type: string;
  is_virtual: boolean;
  qty: number;
  price: number;
  row_total: number;
  weight: number | null;
  gift_message_id: number | null;
};
export type QuoteAddressRow = Record<string, any> & { address_id: number; quote_id: number; address_type: 'billing' | 'shipping' };
export type QuotePaymentRow = Record<string, any> & { payment_id: number; quote_id: number; method: string | null };

/** Everything a cart holds, read in one statement: what checkout computes totals from. */
export interface CartSnapshot {
  quote: QuoteRow;
  items: QuoteItemRow[];
  billingAddress: QuoteAddressRow | null;
  shippingAddress: QuoteAddressRow | null;
  payment: QuotePaymentRow | null;
  /** What the `also` columns of the read gave, by name. */
  also: ReadonlyMap<string, unknown>;
}

/**
 * A column read beside the cart, in the same statement: another module's rows about the cart
 * (checkout's totals parts), so a request does not spend a round trip per module.
 */
export interface CartColumn {
  name: string;
  /** A scalar SQL expression (a subquery) of the cart's id, `quoteId`. */
  sql(quoteId: string): string;
}

const TIMESTAMPS = ['created_at', 'updated_at', 'customer_dob'];

/**
 * Loads carts with their lines, addresses and payment. numeric columns arrive from PostgreSQL as
 * strings; they are turned into numbers here once, so no caller does it again.
 */
@Injectable()
export class CartReader {
  constructor(private readonly ds: Database) {}

  /** One cart, active or not: `No such entity with cartId = <id>` when there is none. */
  async load(quoteId: number, also?: CartRead): Promise<CartSnapshot> {
    const [cart] = await this.loadMany([quoteId], also);
    if (!cart) throw NoSuchEntityException.singleField('cartId', quoteId);
    return cart;
  }

  /** Any number of carts in one statement, in the order asked for; unknown ids are skipped. */
  async loadMany(quoteIds: number[], also: CartRead = NOTHING_ELSE): Promise<CartSnapshot[]> {
    if (!quoteIds.length) return [];
    // Every cart call reads its cart: a prepared statement (planned once per connection), held back to
    // share its round trip with what the call writes beside it (shipping-information's addresses).
    // json, not jsonb: the rows are only printed for this process to parse, and building jsonb first
    // took a third of the statement's time (wide rows: the quote, its lines and addresses).
    const rows: { quote: any; items: any[]; addresses: any[]; payment: any; [column: string]: any }[] = await this.ds.deferredQuery(
      `SELECT to_json(q) AS quote, ${also.select}
         COALESCE((SELECT json_agg(to_json(i) ORDER BY i.item_id) FROM quote_item i WHERE i.quote_id = q.entity_id), '[]') AS items,
         COALESCE((SELECT json_agg(to_json(a) ORDER BY a.address_id) FROM quote_address a WHERE a.quote_id = q.entity_id),
         '[]') AS addresses, (SELECT to_json(p) FROM quote_payment p WHERE p.quote_id = q.entity_id) AS payment
       FROM quote q${also.join} WHERE q.entity_id = ANY($1::int[])`,
      [quoteIds],
      `quote-cart-load${also.name}`,
    );
    const byId = new Map(rows.map((r) => [r.quote.entity_id as number, r]));
    return quoteIds
      .filter((id) => byId.has(id))
      .map((id) => {
        const r = byId.get(id)!;
        const addresses = r.addresses.map(normalizeRow) as QuoteAddressRow[];
        return {
          quote: normalizeRow(r.quote) as QuoteRow,
          items: r.items.map(normalizeRow) as QuoteItemRow[],
          billingAddress: addresses.find((a) => a.address_type === 'billing') ?? null,
          shippingAddress: addresses.find((a) => a.address_type === 'shipping') ?? null,
          payment: r.payment ? (normalizeRow(r.payment) as QuotePaymentRow) : null,
          also: new Map(also.columns.map((c, n) => [c, r[`also_${n}`]])),
        };
      });
  }
}

/** Columns to read with carts, made once (`CartReader.columns`): their statement is prepared under its own name. */
export interface CartRead {
  name: string;
  select: string;
  join: string;
  columns: string[];
}

const NOTHING_ELSE: CartRead = { name: '', select: '', join: '', columns: [] };

/** The read of `columns` beside each cart; `name` tells its prepared statement from the plain read's. */
export function cartRead(name: string, columns: CartColumn[]): CartRead {
  if (!columns.length) return NOTHING_ELSE;
  return {
    name: `-${name}`,
    // The cart's id under a name no column's own aliases hide.
    select: columns.map((c, n) => `(${c.sql('cart_read.quote_id')}) AS also_${n},`).join(' '),
    join: ', LATERAL (SELECT q.entity_id AS quote_id) AS cart_read',
    columns: columns.map((c) => c.name),
  };
}

/**
 * A cart row read as `to_json(row)` (here, or returned by a write): to_json prints numeric as JSON
 * numbers already; timestamps come as ISO strings and are printed the way Magento answers them
 * (`YYYY-MM-DD HH:MM:SS`).
 */
export function normalizeRow(row: Record<string, any>): Record<string, any> {
  const out: Record<string, any> = { ...row };
  for (const k of TIMESTAMPS) if (typeof out[k] === 'string') out[k] = out[k].replace('T', ' ').slice(0, 19);
  return out;
}
