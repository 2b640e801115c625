import { Injectable } from '@nestjs/common';
import { Database, echoCriteria, NoSuchEntityException, runSearch, SearchCriteria, SearchResults } from '@mercato/platform';
import { present } from '../orders/order-reader';

type Row = Record<string, unknown>;

export const NO_SUCH_CREDITMEMO = "The entity that was requested doesn't exist. Verify the entity and try again.";
const TS = (alias: string, column: string) => `to_char(${alias}.${column}, 'YYYY-MM-DD HH24:MI:SS') AS ${column}`;

/**
 * Magento's CreditmemoInterface as the API answers it: the memo's columns, its `items` and
 * `comments`. A page of memos is read in three statements whatever its size.
 */
@Injectable()
export class CreditmemoReader {
  constructor(private readonly ds: Database) {}

  async get(id: number): Promise<Row> {
    const [memo] = await this.load([id]);
    if (!memo) throw new NoSuchEntityException(NO_SUCH_CREDITMEMO);
    return memo;
  }

  async getList(criteria: SearchCriteria): Promise<SearchResults<Row>> {
    const text = (sql: string) => ({ sql, type: 'text' as const });
    const num = (sql: string) => ({ sql, type: 'numeric' as const });
    const int = (sql: string) => ({ sql, type: 'int' as const });
    const { rows, total } = await runSearch<{ entity_id: number }>(this.ds, criteria, {
      select: 'm.entity_id',
      from: 'sales_creditmemo m',
      fields: {
        entity_id: int('m.entity_id'),
        increment_id: text('m.increment_id'),
        order_id: int('m.order_id'),
        invoice_id: int('m.invoice_id'),
        store_id: int('m.store_id'),
        state: int('m.state'),
        creditmemo_status: int('m.creditmemo_status'),
        customer_id: int('m.customer_id'),
        grand_total: num('m.grand_total'),
        base_grand_total: num('m.base_grand_total'),
        subtotal: num('m.subtotal'),
        shipping_amount: num('m.shipping_amount'),
        adjustment: num('m.adjustment'),
        transaction_id: text('m.transaction_id'),
        created_at: { sql: 'm.created_at', type: 'timestamp' },
        updated_at: { sql: 'm.updated_at', type: 'timestamp' },
      },
      defaultOrder: 'm.entity_id ASC',
    });
    const ids = rows.map((r) => r.entity_id);
    const byId = new Map((await this.load(ids)).map((m) => [m.entity_id as number, m]));
    return { items: ids.map((id) => byId.get(id)!), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** CreditmemoManagementInterface::getCommentsList: the memo's comments as a search result. */
  async comments(memoId: number): Promise<SearchResults<Row>> {
    const rows: Row[] = await this.ds.query(
      `SELECT c.*, ${TS('c', 'created_at')} FROM sales_creditmemo_comment c WHERE c.parent_id = $1 ORDER BY c.entity_id`,
      [memoId],
    );
    const items = rows.map((r) => present(r));
    return {
      items,
      search_criteria: { filter_groups: [{ filters: [{ field: 'parent_id', value: String(memoId), condition_type: 'eq' }] }] },
      total_count: items.length,
    };
  }

  /** The memos with these ids, fully assembled: three statements for any number of memos. */
  async load(ids: number[]): Promise<Row[]> {
    if (!ids.length) return [];
    const q = (sql: string) => this.ds.query<Row[]>(sql, [ids]);
    const [memos, items, comments] = await Promise.all([
      q(
        `SELECT m.*, ${TS('m', 'created_at')}, ${TS('m', 'updated_at')} FROM sales_creditmemo m WHERE m.entity_id = ANY($1::int[])
         ORDER BY m.entity_id`,
      ),
      q(`SELECT i.* FROM sales_creditmemo_item i WHERE i.parent_id = ANY($1::int[]) ORDER BY i.entity_id`),
      q(`SELECT c.*, ${TS('c', 'created_at')} FROM sales_creditmemo_comment c WHERE c.parent_id = ANY($1::int[]) ORDER BY c.entity_id`),
    ]);
    const group = (rows: Row[]) => {
      const m = new Map<number, Row[]>();
      for (const r of rows) m.set(r.parent_id as number, [...(m.get(r.parent_id as number) ?? []), present(r)]);
      return m;
    };
    const itemsOf = group(items);
    const commentsOf = group(comments);
    return memos.map((m) => {
      const out = present(m);
      out.items = itemsOf.get(m.entity_id as number) ?? [];
      out.comments = commentsOf.get(m.entity_id as number) ?? [];
      return out;
    });
  }
}
