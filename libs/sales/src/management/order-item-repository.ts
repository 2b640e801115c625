import { Injectable } from '@nestjs/common';
import { Database, echoCriteria, InputException, NoSuchEntityException, runSearch, SearchCriteria, SearchResults } from '@mercato/platform';
import { present, withProductOption } from '../orders/order-reader';
import { NO_SUCH_ORDER } from './order-documents';

type Row = Record<string, unknown>;

const COLUMNS = `i.*, to_char(i.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at,
    to_char(i.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at`;

/** OrderItemRepositoryInterface::get / getList: order lines as OrderItemInterface. */
@Injectable()
export class OrderItemRepository {
  constructor(private readonly ds: Database) {}

  async get(itemId: number): Promise<Row> {
    if (!itemId) throw new InputException('An ID is needed. Set the ID and try again.');
    const [item] = await this.load([itemId]);
    if (!item) throw new NoSuchEntityException(NO_SUCH_ORDER);
    return item;
  }

  async getList(criteria: SearchCriteria): Promise<SearchResults<Row>> {
    const text = (sql: string) => ({ sql, type: 'text' as const });
    const num = (sql: string) => ({ sql, type: 'numeric' as const });
    const int = (sql: string) => ({ sql, type: 'int' as const });
    const { rows, total } = await runSearch<{ item_id: number }>(this.ds, criteria, {
      select: 'i.item_id',
      from: 'sales_order_item i',
      fields: {
        item_id: int('i.item_id'),
        order_id: int('i.order_id'),
        parent_item_id: int('i.parent_item_id'),
        quote_item_id: int('i.quote_item_id'),
        store_id: int('i.store_id'),
        product_id: int('i.product_id'),
        product_type: text('i.product_type'),
        sku: text('i.sku'),
        name: text('i.name'),
        qty_ordered: num('i.qty_ordered'),
        qty_invoiced: num('i.qty_invoiced'),
        qty_shipped: num('i.qty_shipped'),
        qty_refunded: num('i.qty_refunded'),
        qty_canceled: num('i.qty_canceled'),
        price: num('i.price'),
        row_total: num('i.row_total'),
        created_at: { sql: 'i.created_at', type: 'timestamp' },
        updated_at: { sql: 'i.updated_at', type: 'timestamp' },
      },
      defaultOrder: 'i.item_id ASC',
    });
    const ids = rows.map((r) => r.item_id);
    const byId = new Map((await this.load(ids)).map((i) => [i.item_id as number, i]));
    return { items: ids.map((id) => byId.get(id)!), search_criteria: echoCriteria(criteria), total_count: total };
  }

  private async load(ids: number[]): Promise<Row[]> {
    if (!ids.length) return [];
    const rows: Row[] = await this.ds.query(`SELECT ${COLUMNS} FROM sales_order_item i WHERE i.item_id = ANY($1::int[])`, [ids]);
    return rows.map((r) => withProductOption(present(r, ['product_options']), r.product_options));
  }
}
