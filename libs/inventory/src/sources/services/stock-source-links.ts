import { Injectable } from '@nestjs/common';
import {
  CouldNotDeleteException,
  CouldNotSaveException,
  Database,
  echoCriteria,
  ErrorEntry,
  InputException,
  LocalizedException,
  numberArray,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchResults,
  textArray,
} from '@mercato/platform';
import { StockSourceLinkInput } from '../dto/sources.input';
import { DEFAULT_SOURCE_CODE, DEFAULT_STOCK_ID } from './defaults';
import { assertValid, INPUT_DATA_IS_EMPTY, NOT_EMPTY, notAnEmptyString, noWhitespaceInString } from './validation';

export interface StockSourceLinkOutput {
  source_code: string;
  stock_id: number;
  priority: number;
}

/**
 * Magento's GetStockSourceLinks, StockSourceLinksSave and StockSourceLinksDelete. A save is one
 * upsert (a known stock/source pair gets the new priority), a delete one statement, whatever the
 * number of links. Only the install's `default` → 1 link may involve the default source or stock.
 */
@Injectable()
export class StockSourceLinks {
  constructor(private readonly ds: Database) {}

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<StockSourceLinkOutput>> {
    const { rows, total } = await runSearch<StockSourceLinkOutput>(this.ds, criteria, {
      select: 'l.source_code, l.stock_id, l.priority',
      from: 'inventory_source_stock_link l',
      fields: {
        link_id: { sql: 'l.link_id', type: 'int' },
        stock_id: { sql: 'l.stock_id', type: 'int' },
        source_code: { sql: 'l.source_code', type: 'text' },
        priority: { sql: 'l.priority', type: 'int' },
      },
      defaultOrder: 'l.link_id ASC',
    });
    return { items: rows, search_criteria: echoCriteria(criteria), total_count: total };
  }

  async save(_ctx: RequestContext, links: StockSourceLinkInput[]): Promise<void> {
    if (!links.length) throw new InputException(INPUT_DATA_IS_EMPTY);
    assertValid(links.flatMap(validateLink));
    // A pair named twice keeps its last priority (one row may be written once per statement).
    const byPair = new Map<string, StockSourceLinkInput>();
    for (const link of links) byPair.set(`${link.stock_id}\u0000${link.source_code}`, link);
    const rows = [...byPair.values()];
    try {
      await this.ds.query(
        `INSERT INTO inventory_source_stock_link (stock_id, source_code, priority)
         SELECT * FROM unnest($1::int[], $2::text[], $3::int[])
         ON CONFLICT (stock_id, source_code) DO UPDATE SET priority = EXCLUDED.priority`,
        [numberArray(rows.map((l) => l.stock_id)), textArray(rows.map((l) => l.source_code)), numberArray(rows.map((l) => l.priority))],
      );
    } catch (error) {
      throw new CouldNotSaveException('Could not save StockSourceLinks').withCause(error);
    }
  }

  async delete(_ctx: RequestContext, links: StockSourceLinkInput[]): Promise<void> {
    for (const link of links) {
      if (link.stock_id === DEFAULT_STOCK_ID || link.source_code === DEFAULT_SOURCE_CODE) {
        throw new LocalizedException('Can not delete link related to Default Source or Default Stock');
      }
    }
    if (!links.length) throw new InputException(INPUT_DATA_IS_EMPTY);
    try {
      await this.ds.query(
        `DELETE FROM inventory_source_stock_link l USING unnest($1::int[], $2::text[]) AS d(stock_id, source_code)
         WHERE l.stock_id = d.stock_id AND l.source_code = d.source_code`,
        [numberArray(links.map((l) => l.stock_id)), textArray(links.map((l) => l.source_code))],
      );
    } catch (error) {
      throw new CouldNotDeleteException('Could not delete StockSourceLinks').withCause(error);
    }
  }
}

/** StockSourceLinkValidatorChain: source code, stock id, priority (Inventory), default stock/source (InventoryCatalog). */
function validateLink(link: StockSourceLinkInput): ErrorEntry[] {
  const errors: ErrorEntry[] = [
    ...notAnEmptyString('source_code', link.source_code),
    ...noWhitespaceInString('source_code', link.source_code),
  ];
  if (link.stock_id === null || link.stock_id === undefined) errors.push({ message: NOT_EMPTY, parameters: { field: 'stock_id' } });
  if (!((link.priority ?? 0) > 0)) errors.push({ message: '"%field" should be greater then 0.', parameters: { field: 'priority' } });
  const initial = link.stock_id === DEFAULT_STOCK_ID && link.source_code === DEFAULT_SOURCE_CODE;
  if (!initial && (link.stock_id === DEFAULT_STOCK_ID || link.source_code === DEFAULT_SOURCE_CODE)) {
    errors.push({ message: 'Can not save link related to Default Source or Default Stock', parameters: [] });
  }
  return errors;
}
