import { Injectable } from '@nestjs/common';
import { Database, echoCriteria, NoSuchEntityException, runSearch, SearchCriteria, SearchResults } from '@mercato/platform';
import { present } from '../orders/order-reader';

type Row = Record<string, unknown>;

export const NO_SUCH_ENTITY = "The entity that was requested doesn't exist. Verify the entity and try again.";
/** Invoice flags Magento answers as 0/1. */
const FLAGS = ['is_used_for_refund', 'can_void_flag', 'email_sent', 'send_email', 'customer_note_notify'];
const TS = (alias: string, column: string) => `to_char(${alias}.${column}, 'YYYY-MM-DD HH24:MI:SS') AS ${column}`;

/**
 * Magento's InvoiceInterface as the API answers it: the invoice's columns (nulls left out, flags
 * as 0/1), its `items` and `comments`. A page of invoices is read in three statements.
 */
@Injectable()
export class InvoiceReader {
  constructor(private readonly ds: Database) {}

  async get(id: number): Promise<Row> {
    const [invoice] = await this.load([id]);
    if (!invoice) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return invoice;
  }

  async getList(criteria: SearchCriteria): Promise<SearchResults<Row>> {
    const text = (sql: string) => ({ sql, type: 'text' as const });
    const num = (sql: string) => ({ sql, type: 'numeric' as const });
    const int = (sql: string) => ({ sql, type: 'int' as const });
    const { rows, total } = await runSearch<{ entity_id: number }>(this.ds, criteria, {
      select: 'i.entity_id',
      from: 'sales_invoice i',
      fields: {
        entity_id: int('i.entity_id'),
        increment_id: text('i.increment_id'),
        order_id: int('i.order_id'),
        store_id: int('i.store_id'),
        state: int('i.state'),
        grand_total: num('i.grand_total'),
        base_grand_total: num('i.base_grand_total'),
        subtotal: num('i.subtotal'),
        total_qty: num('i.total_qty'),
        transaction_id: text('i.transaction_id'),
        created_at: { sql: 'i.created_at', type: 'timestamp' },
        updated_at: { sql: 'i.updated_at', type: 'timestamp' },
      },
      defaultOrder: 'i.entity_id ASC',
    });
    const ids = rows.map((r) => r.entity_id);
    const byId = new Map((await this.load(ids)).map((i) => [i.entity_id as number, i]));
    return { items: ids.map((id) => byId.get(id)!), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** InvoiceManagementInterface::getCommentsList: the invoice's comments as a search result. */
  async comments(invoiceId: number): Promise<SearchResults<Row>> {
    const rows: Row[] = await this.ds.query(
      `SELECT c.*, ${TS('c', 'created_at')} FROM sales_invoice_comment c WHERE c.parent_id = $1 ORDER BY c.entity_id`,
      [invoiceId],
    );
    return { items: rows.map((r) => present(r)), search_criteria: { filter_groups: [] }, total_count: rows.length };
  }

  async load(ids: number[]): Promise<Row[]> {
    if (!ids.length) return [];
    const q = (sql: string) => this.ds.query<Row[]>(sql, [ids]);
    const [invoices, items, comments] = await Promise.all([
      q(
        `SELECT i.*, ${TS('i', 'created_at')}, ${TS('i', 'updated_at')} FROM sales_invoice i WHERE i.entity_id = ANY($1::int[])
         ORDER BY i.entity_id`,
      ),
      q(`SELECT t.* FROM sales_invoice_item t WHERE t.parent_id = ANY($1::int[]) ORDER BY t.entity_id`),
      q(`SELECT c.*, ${TS('c', 'created_at')} FROM sales_invoice_comment c WHERE c.parent_id = ANY($1::int[]) ORDER BY c.entity_id`),
    ]);
    return invoices.map((i) => {
      const out = present(i);
      for (const flag of FLAGS) if (typeof i[flag] === 'boolean') out[flag] = i[flag] ? 1 : 0;
      out.items = items.filter((t) => t.parent_id === i.entity_id).map((t) => present(t));
      out.comments = comments.filter((c) => c.parent_id === i.entity_id).map((c) => present(c));
      return out;
    });
  }
}
