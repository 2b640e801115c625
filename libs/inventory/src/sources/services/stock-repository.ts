import { Injectable } from '@nestjs/common';
import {
  CouldNotDeleteException,
  CouldNotSaveException,
  Database,
  echoCriteria,
  ErrorEntry,
  NoSuchEntityException,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchResults,
  textArray,
  WebApiError,
} from '@mercato/platform';
import { StoreScopes } from '@mercato/store';
import { SalesChannelInput, StockInput } from '../dto/sources.input';
import { DEFAULT_STOCK_ID, WEBSITE_CHANNEL } from './defaults';
import { assertValid, notAnEmptyString, phpText } from './validation';
import { SalesChannelStocks } from './sales-channel-stocks';

export interface SalesChannel {
  type: string;
  code: string;
}

/** A stock as Magento answers it: its sales channels always under extension_attributes. */
export interface StockOutput {
  stock_id: number;
  name: string;
  extension_attributes: { sales_channels: SalesChannel[] };
}

interface StockRow {
  stock_id: number;
  name: string;
  sales_channels: SalesChannel[];
}

export const STOCK_SELECT = `s.stock_id, s.name,
  COALESCE((SELECT json_agg(json_build_object('type', c.type, 'code', c.code) ORDER BY c.type, c.code)
            FROM inventory_stock_sales_channel c WHERE c.stock_id = s.stock_id), '[]'::json) AS sales_channels`;

/**
 * Magento\InventoryApi\Api\StockRepositoryInterface with InventorySales' sales-channel plugins.
 * Saving replaces the stock's sales channels with the list given (none given: an empty list, as
 * Magento 2.4.8 does): a channel linked to another stock moves to this one, and a website taken off
 * a stock other than the default one goes back to the default stock, so every website keeps a stock.
 * A stock id that does not exist yet is created with that id.
 */
@Injectable()
export class StockRepository {
  constructor(
    private readonly ds: Database,
    private readonly scopes: StoreScopes,
    private readonly channels: SalesChannelStocks,
  ) {}

  async get(_ctx: RequestContext, stockId: number): Promise<StockOutput> {
    const [row]: StockRow[] = await this.ds.query(`SELECT ${STOCK_SELECT} FROM inventory_stock s WHERE s.stock_id = $1`, [stockId]);
    if (!row) throw new NoSuchEntityException('Stock with id "%value" does not exist.', { value: stockId });
    return presentStock(row);
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria = {}): Promise<SearchResults<StockOutput>> {
    const { rows, total } = await runSearch<StockRow>(this.ds, criteria, {
      select: STOCK_SELECT,
      from: 'inventory_stock s',
      fields: {
        stock_id: { sql: 's.stock_id', type: 'int' },
        name: { sql: 's.name', type: 'text' },
      },
      defaultOrder: 's.stock_id ASC',
    });
    return { items: rows.map(presentStock), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** Returns the stock's id. Three statements whatever the number of channels. */
  async save(_ctx: RequestContext, stock: StockInput): Promise<number> {
    const channels = stock.extension_attributes?.sales_channels ?? [];
    assertValid([...notAnEmptyString('name', stock.name), ...(await this.validateChannels(channels))]);
    const given = stock.stock_id ?? null;
    try {
      return await this.ds.transaction(async () => {
        let stockId: number;
        if (given === null) {
          [{ stock_id: stockId }] = await this.ds.query(`INSERT INTO inventory_stock (name) VALUES ($1) RETURNING stock_id`, [stock.name]);
        } else {
          // An id given by the caller: the sequence moves past it so later stocks do not collide.
          await this.ds.query(
            `WITH saved AS (
               INSERT INTO inventory_stock (stock_id, name) VALUES ($1, $2)
               ON CONFLICT (stock_id) DO UPDATE SET name = EXCLUDED.name RETURNING (xmax = 0) AS inserted
             )
             SELECT setval('inventory_stock_stock_id_seq', GREATEST($1, (SELECT last_value FROM inventory_stock_stock_id_seq)))
             FROM saved WHERE inserted`,
            [given, stock.name],
          );
          stockId = given;
        }
        await this.replaceSalesChannels(stockId, channels);
        return stockId;
      });
    } catch (error) {
      if (error instanceof WebApiError) throw error;
      throw new CouldNotSaveException('Could not save Stock').withCause(error);
    }
  }

  async deleteById(_ctx: RequestContext, stockId: number): Promise<void> {
    if (stockId === DEFAULT_STOCK_ID) throw new CouldNotDeleteException('Default Stock could not be deleted.');
    let outcome: { has_channels: boolean; existed: boolean };
    try {
      // One statement: a stock with sales channels is kept, whatever happens between check and delete.
      [outcome] = await this.ds.query(
        `WITH ch AS (SELECT EXISTS (SELECT 1 FROM inventory_stock_sales_channel WHERE stock_id = $1) AS has),
              gone AS (DELETE FROM inventory_stock WHERE stock_id = $1 AND NOT (SELECT has FROM ch) RETURNING stock_id)
         SELECT (SELECT has FROM ch) AS has_channels, EXISTS (SELECT 1 FROM inventory_stock WHERE stock_id = $1) AS existed`,
        [stockId],
      );
    } catch (error) {
      throw new CouldNotDeleteException('Could not delete Stock').withCause(error);
    }
    if (outcome.has_channels) throw new CouldNotDeleteException('Stock has at least one sale channel and could not be deleted.');
    if (!outcome.existed) {
      throw new NoSuchEntityException('There is no stock with "%fieldValue" for "%fieldName". Verify and try again.', {
        fieldName: 'stock_id',
        fieldValue: stockId,
      });
    }
  }

  /** The stock linked to a sales channel; the admin website is always served by the default stock. */
  async stockIdForSalesChannel(type: string, code: string): Promise<number | null> {
    if (type === WEBSITE_CHANNEL && code === 'admin') return DEFAULT_STOCK_ID;
    return this.channels.stockId(type, code);
  }

  /** InventorySales' SalesChannelsValidator: type and code given, a website channel names a website. */
  private async validateChannels(channels: SalesChannelInput[]): Promise<ErrorEntry[]> {
    const websiteCodes = channels.filter((c) => phpText(c.type) === WEBSITE_CHANNEL).map((c) => phpText(c.code));
    const known = await this.scopes.knownWebsiteCodes(websiteCodes);
    const errors: ErrorEntry[] = [];
    for (const channel of channels) {
      errors.push(...notAnEmptyString('type', channel.type), ...notAnEmptyString('code', channel.code));
      const code = phpText(channel.code);
      if (phpText(channel.type) === WEBSITE_CHANNEL && !known.has(code)) {
        errors.push({ message: 'The website with code "%code" does not exist.', parameters: { code } });
      }
    }
    return errors;
  }

  /**
   * One statement: websites no longer listed leave this stock for the default stock (other channel
   * types are dropped), then the listed channels are linked here, moving from any other stock.
   */
  private async replaceSalesChannels(stockId: number, channels: SalesChannelInput[]): Promise<void> {
    await this.ds.query(
      `WITH input AS (SELECT DISTINCT u.type, u.code FROM unnest($2::text[], $3::text[]) AS u(type, code)),
            home AS (
              UPDATE inventory_stock_sales_channel sc SET stock_id = $4
              WHERE sc.stock_id = $1 AND $1 <> $4 AND sc.type = $5
                AND NOT EXISTS (SELECT 1 FROM input i WHERE i.type = sc.type AND i.code = sc.code)
            ),
            dropped AS (
              DELETE FROM inventory_stock_sales_channel sc
              WHERE sc.stock_id = $1 AND sc.type <> $5
                AND NOT EXISTS (SELECT 1 FROM input i WHERE i.type = sc.type AND i.code = sc.code)
            )
       INSERT INTO inventory_stock_sales_channel (type, code, stock_id)
       SELECT i.type, i.code, $1 FROM input i
       ON CONFLICT (type, code) DO UPDATE SET stock_id = EXCLUDED.stock_id`,
      [
        stockId,
        textArray(channels.map((c) => phpText(c.type))),
        textArray(channels.map((c) => phpText(c.code))),
        DEFAULT_STOCK_ID,
        WEBSITE_CHANNEL,
      ],
    );
    // This process reads its own write at once (others on the trigger's notification).
    await this.ds.afterCommit(async () => this.channels.changed());
  }
}

export function presentStock(row: StockRow): StockOutput {
  return { stock_id: row.stock_id, name: row.name, extension_attributes: { sales_channels: row.sales_channels ?? [] } };
}
