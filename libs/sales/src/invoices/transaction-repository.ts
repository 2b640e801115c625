import { Injectable } from '@nestjs/common';
import { Database, echoCriteria, NoSuchEntityException, runSearch, SearchCriteria, SearchResults } from '@mercato/platform';
import { NO_SUCH_ENTITY } from './invoice-reader';

type Row = Record<string, unknown>;

/**
 * Magento's TransactionRepositoryInterface (get, getList, and the authorization an online method
 * records) over `sales_payment_transaction`. Transactions come from online payment gateways; the
 * offline methods record none, as in Magento.
 */
@Injectable()
export class TransactionRepository {
  constructor(private readonly ds: Database) {}

  /** An online method's authorization, left open for a later capture (one statement). */
  async recordAuthorization(orderId: number, txnId: string, additionalInformation: Record<string, unknown>): Promise<void> {
    await this.ds.query(
      `INSERT INTO sales_payment_transaction (order_id, payment_id, txn_id, txn_type, is_closed, additional_information, created_at)
       SELECT p.parent_id, p.entity_id, $2, 'authorization', false, $3::jsonb, now() FROM sales_order_payment p WHERE p.parent_id = $1`,
      [orderId, txnId, JSON.stringify(additionalInformation)],
    );
  }

  async get(id: number): Promise<Row> {
    const [row] = await this.rows('t.transaction_id = ANY($1::int[])', [[id]]);
    if (!row) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return row;
  }

  async getList(criteria: SearchCriteria): Promise<SearchResults<Row>> {
    const text = (sql: string) => ({ sql, type: 'text' as const });
    const int = (sql: string) => ({ sql, type: 'int' as const });
    const { rows, total } = await runSearch<{ transaction_id: number }>(this.ds, criteria, {
      select: 't.transaction_id',
      from: 'sales_payment_transaction t',
      fields: {
        transaction_id: int('t.transaction_id'),
        parent_id: int('t.parent_id'),
        order_id: int('t.order_id'),
        payment_id: int('t.payment_id'),
        txn_id: text('t.txn_id'),
        parent_txn_id: text('t.parent_txn_id'),
        txn_type: text('t.txn_type'),
        is_closed: { sql: 't.is_closed::int', type: 'int' },
        created_at: { sql: 't.created_at', type: 'timestamp' },
      },
      defaultOrder: 't.transaction_id ASC',
    });
    const items = await this.rows('t.transaction_id = ANY($1::int[])', [rows.map((r) => r.transaction_id)]);
    return { items, search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** TransactionInterface: the row, `is_closed` as 0/1, `additional_information` as a string list, its child transactions. */
  private async rows(where: string, params: unknown[]): Promise<Row[]> {
    const rows: Row[] = await this.ds.query(
      `SELECT t.transaction_id, t.parent_id, t.order_id, t.payment_id, t.txn_id, t.parent_txn_id, t.txn_type, t.is_closed::int AS is_closed,
         t.additional_information, to_char(t.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at,
         COALESCE((SELECT json_agg(c.transaction_id ORDER BY c.transaction_id) FROM sales_payment_transaction c
         WHERE c.parent_id = t.transaction_id), '[]') AS child_ids
       FROM sales_payment_transaction t WHERE ${where} ORDER BY t.transaction_id`,
      params,
    );
    return rows.map((r) => {
      const info = r.additional_information as Record<string, unknown> | null;
      const out: Row = {};
      for (const [k, v] of Object.entries(r)) if (v !== null && k !== 'child_ids' && k !== 'additional_information') out[k] = v;
      out.additional_information = info ? Object.values(info).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) : [];
      out.child_transactions = (r.child_ids as number[]).map((id) => ({ transaction_id: id }));
      return out;
    });
  }
}
