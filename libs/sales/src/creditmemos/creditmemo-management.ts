import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, LocalizedException } from '@mercato/platform';
import { present } from '../orders/order-reader';
import { CreditmemoCommentData, CreditmemoData, MEMO_FLOAT_FIELDS, MEMO_INT_FIELDS, MEMO_STRING_FIELDS } from './dto/creditmemo.input';
import { CreditmemoReader } from './creditmemo-reader';
import { CreditmemoRefunds } from './creditmemo-refunds';
import { CreditmemoWriter } from './creditmemo-writer';
import { DocumentNumbers } from '../documents/document-numbers';

type Row = Record<string, unknown>;
const MEMO_COLUMNS = [...MEMO_INT_FIELDS, ...MEMO_FLOAT_FIELDS, ...MEMO_STRING_FIELDS].filter((c) => c !== 'entity_id');
const ITEM_COLUMNS = [
  'order_item_id',
  'product_id',
  'sku',
  'name',
  'description',
  'additional_data',
  'qty',
  'price',
  'base_price',
  'price_incl_tax',
  'base_price_incl_tax',
  'row_total',
  'base_row_total',
  'row_total_incl_tax',
  'base_row_total_incl_tax',
  'tax_amount',
  'base_tax_amount',
  'discount_amount',
  'base_discount_amount',
  'base_cost',
];

/**
 * CreditmemoManagementInterface (cancel, refund), CreditmemoRepositoryInterface::save and
 * CreditmemoCommentRepositoryInterface::save. The repository saves persist documents as given,
 * without business rules, as Magento's do (inventory-sales.md §4.7).
 */
@Injectable()
export class CreditmemoManagement {
  constructor(
    private readonly ds: Database,
    private readonly reader: CreditmemoReader,
    private readonly refunds: CreditmemoRefunds,
    private readonly writer: CreditmemoWriter,
    private readonly numbers: DocumentNumbers,
  ) {}

  /** Magento 2.4 disables cancelling a credit memo outright, whatever the id. */
  cancel(_id: number): Promise<boolean> {
    throw new LocalizedException('You can not cancel Credit Memo');
  }

  /** CreditmemoManagementInterface::refund: registers the memo's refund on its order and answers the saved memo. */
  async refund(memo: CreditmemoData, offlineRequested = false): Promise<Row> {
    if (memo.entity_id) {
      const [existing] = await this.ds.query(`SELECT 1 FROM sales_creditmemo WHERE entity_id = $1`, [memo.entity_id]);
      if (existing) throw new LocalizedException('We cannot register an existing credit memo.');
    }
    const id = await this.refunds.refund({
      orderId: memo.order_id as number,
      invoiceId: (memo.invoice_id as number | undefined) ?? null,
      isOnline: !offlineRequested,
      management: true,
      items: (memo.items ?? [])
        .filter((i) => i.order_item_id)
        .map((i) => ({ order_item_id: i.order_item_id as number, qty: Number(i.qty ?? 0) })),
      shippingAmount: (memo.base_shipping_amount ?? memo.shipping_amount) as number | undefined,
      adjustmentPositive: (memo.adjustment_positive ?? memo.base_adjustment_positive) as number | undefined,
      adjustmentNegative: (memo.adjustment_negative ?? memo.base_adjustment_negative) as number | undefined,
      returnToStockItems: [],
    });
    return this.reader.get(id);
  }

  /** POST /V1/creditmemo: inserts a new memo (or updates the given fields of an existing one) with its items and comments. */
  async save(memo: CreditmemoData): Promise<Row> {
    try {
      const id = await this.ds.transaction(async () => {
        const given = MEMO_COLUMNS.filter((c) => memo[c] !== undefined);
        let id = memo.entity_id as number | undefined;
        let numberLast = false;
        const [exists] = id ? await this.ds.query(`SELECT 1 FROM sales_creditmemo WHERE entity_id = $1`, [id]) : [];
        if (exists) {
          if (given.length) {
            await this.ds.query(
              `UPDATE sales_creditmemo SET ${given.map((c, n) => `"${c}" = $${n + 2}`).join(', ')}, updated_at = now()
               WHERE entity_id = $1`,
              [id, ...given.map((c) => memo[c])],
            );
          }
        } else {
          const row: Row = Object.fromEntries(given.map((c) => [c, memo[c]]));
          numberLast = !row.increment_id;
          if (numberLast) row.increment_id = this.numbers.provisional();
          if (id) row.entity_id = id;
          const cols = Object.keys(row);
          [{ entity_id: id }] = await this.ds.query(
            `INSERT INTO sales_creditmemo (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((_, n) => `$${n + 1}`).join(', ')})
             RETURNING entity_id`,
            cols.map((c) => row[c]),
          );
        }
        await this.insertItems(id!, memo.items ?? []);
        for (const c of memo.comments ?? []) await this.insertComment(id!, c);
        if (numberLast) {
          // Numbered last, in the order's store, so a memo the database refuses never uses a number up.
          const [order] = await this.ds.query(`SELECT store_id FROM sales_order WHERE entity_id = $1`, [memo.order_id]);
          await this.numbers.assign('creditmemo', id!, order?.store_id ?? 1);
        }
        return id!;
      });
      return this.reader.get(id);
    } catch (e) {
      if (e instanceof LocalizedException) throw e;
      throw new CouldNotSaveException('Could not save credit memo').withCause(e);
    }
  }

  /** POST /V1/creditmemo/:id/comments: the saved comment. */
  async saveComment(memoId: number | undefined, comment: CreditmemoCommentData): Promise<Row> {
    try {
      const [row] = await this.insertComment((comment.parent_id as number | undefined) ?? memoId!, comment);
      return present(row);
    } catch (e) {
      throw new CouldNotSaveException('Could not save the creditmemo comment.').withCause(e);
    }
  }

  private insertComment(memoId: number, c: CreditmemoCommentData): Promise<Row[]> {
    return this.ds.query(
      `INSERT INTO sales_creditmemo_comment (parent_id, comment, is_customer_notified, is_visible_on_front) VALUES ($1, $2, $3, $4)
       RETURNING *, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at`,
      [memoId, c.comment ?? null, c.is_customer_notified ?? null, c.is_visible_on_front ?? 0],
    );
  }

  /** One statement for all lines: a JSON array expanded to rows. */
  private async insertItems(memoId: number, items: Row[]): Promise<void> {
    if (!items.length) return;
    await this.ds.query(
      `INSERT INTO sales_creditmemo_item (parent_id, ${ITEM_COLUMNS.map((c) => `"${c}"`).join(', ')})
       SELECT $1, ${ITEM_COLUMNS.map((c) => `x."${c}"`).join(', ')}
       FROM jsonb_populate_recordset(NULL::sales_creditmemo_item, $2::jsonb) x`,
      [memoId, JSON.stringify(items.map((i) => Object.fromEntries(ITEM_COLUMNS.filter((c) => i[c] !== undefined).map((c) => [c, i[c]]))))],
    );
  }
}
