import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/** The gift options chosen for a cart and its lines. */
export interface CartWrappingChoice {
  /** The wrapping for the whole order. */
  gwId: number | null;
  /** Null: never chosen. */
  allowGiftReceipt: boolean | null;
  addCard: boolean | null;
  /** Cart line id → its wrapping. */
  items: Map<number, number>;
}

/** What a save changes of the cart's options: a field left undefined keeps its value. */
export interface CartWrappingChange {
  gwId?: number | null;
  allowGiftReceipt?: boolean;
  addCard?: boolean;
}

/** The cart's gift options in this library's tables, keyed by quote id and quote item id. */
@Injectable()
export class WrappingChoices {
  constructor(private readonly ds: Database) {}

  /** One statement: the cart's options and its lines' wrappings. */
  async of(quoteId: number): Promise<CartWrappingChoice> {
    const [row] = await this.ds.query(`SELECT ${choiceOf('$1')} AS choice`, [quoteId]);
    return choiceFrom(row.choice);
  }

  /** A change that only clears writes no row for a cart that has none. */
  async saveForCart(quoteId: number, change: CartWrappingChange): Promise<void> {
    const set = (v: unknown) => v !== undefined;
    const values = [change.gwId, change.allowGiftReceipt, change.addCard].filter(set);
    if (!values.length) return;
    const onlyClears = values.every((v) => v === null);
    await this.ds.query(
      `INSERT INTO magento_giftwrapping_quote AS q (quote_id, gw_id, gw_allow_gift_receipt, gw_add_card)
       SELECT $1::int, $2::int, $4::bool, $6::bool WHERE NOT $8::bool
       OR EXISTS (SELECT 1 FROM magento_giftwrapping_quote WHERE quote_id = $1)
       ON CONFLICT (quote_id) DO UPDATE SET
         gw_id = CASE WHEN $3::bool THEN EXCLUDED.gw_id ELSE q.gw_id END,
         gw_allow_gift_receipt = CASE WHEN $5::bool THEN EXCLUDED.gw_allow_gift_receipt ELSE q.gw_allow_gift_receipt END,
         gw_add_card = CASE WHEN $7::bool THEN EXCLUDED.gw_add_card ELSE q.gw_add_card END`,
      [
        quoteId,
        change.gwId ?? null,
        set(change.gwId),
        change.allowGiftReceipt ?? null,
        set(change.allowGiftReceipt),
        change.addCard ?? null,
        set(change.addCard),
        onlyClears,
      ],
    );
  }

  /** A null wrapping removes the line's. */
  async saveForItem(quoteId: number, itemId: number, gwId: number | null): Promise<void> {
    if (gwId === null) {
      await this.ds.query(`DELETE FROM magento_giftwrapping_quote_item WHERE item_id = $1`, [itemId]);
      return;
    }
    await this.ds.query(
      `INSERT INTO magento_giftwrapping_quote_item (item_id, quote_id, gw_id) VALUES ($1, $2, $3)
       ON CONFLICT (item_id) DO UPDATE SET gw_id = EXCLUDED.gw_id`,
      [itemId, quoteId, gwId],
    );
  }
}

/** The cart's options and its lines' wrappings as one JSON value, for the cart `quoteId` (an SQL expression). */
export function choiceOf(quoteId: string): string {
  return `jsonb_build_object(
    'cart', (SELECT to_jsonb(q) FROM magento_giftwrapping_quote q WHERE q.quote_id = ${quoteId}),
    'items', COALESCE((SELECT jsonb_agg(jsonb_build_object('item_id', i.item_id, 'gw_id', i.gw_id) ORDER BY i.item_id)
                       FROM magento_giftwrapping_quote_item i WHERE i.quote_id = ${quoteId}), '[]'))`;
}

interface ChoiceJson {
  cart: { gw_id: number | null; gw_allow_gift_receipt: boolean | null; gw_add_card: boolean | null } | null;
  items: { item_id: number; gw_id: number }[];
}

/** What `choiceOf` read. */
export function choiceFrom(json: unknown): CartWrappingChoice {
  const row = json as ChoiceJson;
  return {
    gwId: row.cart?.gw_id ?? null,
    allowGiftReceipt: row.cart?.gw_allow_gift_receipt ?? null,
    addCard: row.cart?.gw_add_card ?? null,
    items: new Map(row.items.map((i) => [i.item_id, i.gw_id])),
  };
}
