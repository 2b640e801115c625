import { Injectable } from '@nestjs/common';
import { Database, numberArray, textArray } from '@mercato/platform';
import { StockItemInput } from '../dto/source-items.input';
import { DEFAULT_SOURCE, DEFAULT_STOCK_ID, QTY_TYPES, SOURCE_ITEM_TYPES } from './inventory-products';
import { StockDefaults, StockDefaultsProvider } from './stock-defaults';
import { StockItemCache } from './stock-item-cache';

/** A `cataloginventory_stock_item` row, numbers as numbers (item_id null: not stored yet). */
export interface StockItemRow {
  item_id: number | null;
  product_id: number;
  stock_id: number;
  qty: number | null;
  is_in_stock: boolean;
  is_qty_decimal: boolean;
  show_default_notification_message: boolean;
  use_config_min_qty: boolean;
  min_qty: number;
  use_config_min_sale_qty: boolean;
  min_sale_qty: number;
  use_config_max_sale_qty: boolean;
  max_sale_qty: number;
  use_config_backorders: boolean;
  backorders: number;
  use_config_notify_stock_qty: boolean;
  notify_stock_qty: number;
  use_config_qty_increments: boolean;
  qty_increments: number;
  use_config_enable_qty_inc: boolean;
  enable_qty_increments: boolean;
  use_config_manage_stock: boolean;
  manage_stock: boolean;
  low_stock_date: string | null;
  is_decimal_divided: boolean;
  stock_status_changed_auto: number;
}

/** One product's stock item save: the given fields (null: none), and whether a new `default` source item is due. */
export interface StockItemSave {
  product: StockProductRef;
  given: StockItemInput | null;
  createSourceItem: boolean;
}

export interface StockProductRef {
  id: number;
  sku: string;
  typeId: string;
}

const FLOAT_COLUMNS = ['qty', 'min_qty', 'min_sale_qty', 'max_sale_qty', 'notify_stock_qty', 'qty_increments'];
const PLAIN_COLUMNS = [
  'item_id',
  'product_id',
  'stock_id',
  'is_in_stock',
  'is_qty_decimal',
  'show_default_notification_message',
  'use_config_min_qty',
  'use_config_min_sale_qty',
  'use_config_max_sale_qty',
  'use_config_backorders',
  'backorders',
  'use_config_notify_stock_qty',
  'use_config_qty_increments',
  'use_config_enable_qty_inc',
  'enable_qty_increments',
  'use_config_manage_stock',
  'manage_stock',
  'is_decimal_divided',
  'stock_status_changed_auto',
];
/** The select list that reads a StockItemRow from a `cataloginventory_stock_item` alias. */
export function stockItemSelect(alias: string): string {
  return [
    ...PLAIN_COLUMNS.map((c) => `${alias}.${c}`),
    ...FLOAT_COLUMNS.map((c) => `${alias}.${c}::float8 AS ${c}`),
    `to_char(${alias}.low_stock_date, 'YYYY-MM-DD HH24:MI:SS') AS low_stock_date`,
  ].join(', ');
}
const SELECT = stockItemSelect('s');

/** What a product that has no stock item yet starts from (Magento's table defaults). */
export function newStockItemRow(productId: number): StockItemRow {
  return {
    item_id: null,
    product_id: productId,
    stock_id: DEFAULT_STOCK_ID,
    qty: 0,
    is_in_stock: false,
    is_qty_decimal: false,
    show_default_notification_message: false,
    use_config_min_qty: true,
    min_qty: 0,
    use_config_min_sale_qty: true,
    min_sale_qty: 1,
    use_config_max_sale_qty: true,
    max_sale_qty: 10000,
    use_config_backorders: true,
    backorders: 0,
    use_config_notify_stock_qty: true,
    notify_stock_qty: 1,
    use_config_qty_increments: true,
    qty_increments: 1,
    use_config_enable_qty_inc: true,
    enable_qty_increments: false,
    use_config_manage_stock: true,
    manage_stock: true,
    low_stock_date: null,
    is_decimal_divided: false,
    stock_status_changed_auto: 0,
  };
}

/** The settings in force for an item: its own, or the configured ones where it uses them. */
export interface EffectiveStock {
  manageStock: boolean;
  minQty: number;
  minSaleQty: number;
  maxSaleQty: number;
  backorders: number;
  notifyStockQty: number;
  enableQtyIncrements: boolean;
  qtyIncrements: number;
  /** Magento Stock\Item::getIsInStock: always in stock when stock is not managed. */
  isInStock: boolean;
}

export function effectiveStock(row: StockItemRow, d: StockDefaults): EffectiveStock {
  const manageStock = row.use_config_manage_stock ? d.manageStock : row.manage_stock;
  const enableQtyIncrements = row.use_config_enable_qty_inc ? d.enableQtyIncrements : row.enable_qty_increments;
  const increments = enableQtyIncrements ? (row.use_config_qty_increments ? d.qtyIncrements : row.qty_increments) : 0;
  return {
    manageStock,
    minQty: row.use_config_min_qty ? d.minQty : row.min_qty,
    minSaleQty: row.use_config_min_sale_qty ? d.minSaleQty : row.min_sale_qty,
    maxSaleQty: row.use_config_max_sale_qty ? d.maxSaleQty : row.max_sale_qty,
    backorders: row.use_config_backorders ? d.backorders : row.backorders,
    notifyStockQty: row.use_config_notify_stock_qty ? d.notifyStockQty : row.notify_stock_qty,
    enableQtyIncrements,
    qtyIncrements: increments > 0 ? increments : 0,
    isInStock: manageStock ? row.is_in_stock : true,
  };
}

/** Magento StockStateProvider::verifyStock: may the item be in stock with this quantity? */
export function verifyStock(qty: number | null, e: Pick<EffectiveStock, 'manageStock' | 'backorders' | 'minQty'>): boolean {
  if (qty === null && e.manageStock) return false;
  return !(e.backorders === 0 && (qty ?? 0) <= e.minQty);
}

/**
 * The StockItemInterface answer: effective values where the item uses the configuration, the
 * field order and types Magento's REST output has (use_config_min_sale_qty is an int there).
 */
export function renderStockItem(row: StockItemRow, d: StockDefaults): Record<string, unknown> {
  const e = effectiveStock(row, d);
  const out: Record<string, unknown> = {};
  if (row.item_id !== null) out.item_id = row.item_id;
  out.product_id = row.product_id;
  out.stock_id = row.stock_id;
  out.qty = row.qty;
  out.is_in_stock = e.isInStock;
  out.is_qty_decimal = row.is_qty_decimal;
  out.show_default_notification_message = row.show_default_notification_message;
  out.use_config_min_qty = row.use_config_min_qty;
  out.min_qty = e.minQty;
  out.use_config_min_sale_qty = row.use_config_min_sale_qty ? 1 : 0;
  out.min_sale_qty = e.minSaleQty;
  out.use_config_max_sale_qty = row.use_config_max_sale_qty;
  out.max_sale_qty = e.maxSaleQty;
  out.use_config_backorders = row.use_config_backorders;
  out.backorders = e.backorders;
  out.use_config_notify_stock_qty = row.use_config_notify_stock_qty;
  out.notify_stock_qty = e.notifyStockQty;
  out.use_config_qty_increments = row.use_config_qty_increments;
  out.qty_increments = e.qtyIncrements;
  out.use_config_enable_qty_inc = row.use_config_enable_qty_inc;
  out.enable_qty_increments = e.enableQtyIncrements;
  out.use_config_manage_stock = row.use_config_manage_stock;
  out.manage_stock = e.manageStock;
  out.low_stock_date = row.low_stock_date;
  out.is_decimal_divided = row.is_decimal_divided;
  out.stock_status_changed_auto = row.stock_status_changed_auto;
  return out;
}

/** Fields of a StockItemInterface input that are stored as given (the rest are derived or fixed). */
const MERGED_FIELDS = [
  'qty',
  'is_in_stock',
  'is_qty_decimal',
  'show_default_notification_message',
  'use_config_min_qty',
  'min_qty',
  'use_config_min_sale_qty',
  'min_sale_qty',
  'use_config_max_sale_qty',
  'max_sale_qty',
  'use_config_backorders',
  'backorders',
  'use_config_notify_stock_qty',
  'notify_stock_qty',
  'use_config_qty_increments',
  'qty_increments',
  'use_config_enable_qty_inc',
  'enable_qty_increments',
  'use_config_manage_stock',
  'manage_stock',
  'is_decimal_divided',
] as const;

/**
 * CatalogInventory's legacy stock items (one per product, stock 1, website 0): reading them, saving
 * one the way StockRegistry::updateStockItemBySku and StockItemRepository::save do, and the
 * set-based synchronisation with the `default` source that MSI keeps in both directions.
 */
@Injectable()
export class LegacyStockItems {
  constructor(
    private readonly ds: Database,
    private readonly defaults: StockDefaultsProvider,
    private readonly cache: StockItemCache,
  ) {}

  configuration(): Promise<StockDefaults> {
    return this.defaults.get();
  }

  /** After legacy items were written by a statement of another service: this process drops them at once. */
  changed(productIds: readonly number[]): void {
    this.cache.changed(productIds);
  }

  /** One statement: the stored items of these products. */
  async load(productIds: readonly number[]): Promise<Map<number, StockItemRow>> {
    const out = new Map<number, StockItemRow>();
    if (!productIds.length) return out;
    const rows: StockItemRow[] = await this.ds.query(
      `SELECT ${SELECT} FROM cataloginventory_stock_item s WHERE s.product_id = ANY($1::int[]) AND s.stock_id = ${DEFAULT_STOCK_ID}`,
      [numberArray(productIds)],
    );
    for (const r of rows) out.set(r.product_id, r);
    return out;
  }

  /** Low-stock report: items whose quantity is at most `qty`, a page of them and the total. */
  async lowStock(qty: number, currentPage: number, pageSize: number): Promise<{ rows: StockItemRow[]; total: number }> {
    const where = `s.stock_id = ${DEFAULT_STOCK_ID} AND s.website_id = 0 AND s.qty <= $1`;
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM cataloginventory_stock_item s WHERE ${where}`, [qty]);
    const page =
      pageSize > 0 ? ` LIMIT ${Math.trunc(pageSize)} OFFSET ${Math.max(0, Math.trunc(currentPage) - 1) * Math.trunc(pageSize)}` : '';
    const rows: StockItemRow[] = await this.ds.query(
      `SELECT ${SELECT} FROM cataloginventory_stock_item s WHERE ${where} ORDER BY s.item_id${page}`,
      [qty],
    );
    return { rows, total };
  }

  /**
   * Saves a product's stock item (StockRegistry::updateStockItemBySku + StockItemRepository::save):
   * the given fields are merged into the stored item (or a new one), `item_id` and `product_id`
   * are the stored ones. For quantity types an item that fails the min-qty check while stock is
   * managed goes out of stock (stock_status_changed_auto 1), and low_stock_date is set while the
   * quantity is below the notify quantity; other types keep quantity 0. Then, as MSI's
   * UpdateSourceItemAtLegacyStockItemSavePlugin does, the `default` source item takes the item's
   * quantity and status when the type keeps source items and the item is in stock, has a
   * quantity, or a default source item exists already (`createSourceItem`: always). Answers item_id.
   */
  async save(product: StockProductRef, given: StockItemInput | null, createSourceItem: boolean): Promise<number> {
    const [itemId] = await this.saveMany([{ product, given, createSourceItem }]);
    return itemId;
  }

  /**
   * `save` for many products (distinct ones) at once: one statement per table whatever their
   * number — the stored items read and locked, the merged items upserted, the `default` source
   * items written. Answers the items' ids, in order.
   */
  async saveMany(items: readonly StockItemSave[]): Promise<number[]> {
    if (!items.length) return [];
    const ids = items.map((i) => i.product.id);
    const save = async () => {
      const stored = await this.ds.prepared<StockItemRow>(
        'legacy_stock_items_lock',
        `SELECT ${SELECT} FROM cataloginventory_stock_item s WHERE s.product_id = ANY($1::int[]) AND s.stock_id = ${DEFAULT_STOCK_ID}
         ORDER BY s.product_id FOR UPDATE`,
        [numberArray(ids)],
      );
      const byProduct = new Map(stored.map((r) => [r.product_id, r]));
      const d = await this.defaults.get();
      const rows: StockItemRow[] = [];
      const lowStock: boolean[] = [];
      for (const { product, given } of items) {
        const before = byProduct.get(product.id);
        const row: StockItemRow = before ? { ...before } : newStockItemRow(product.id);
        if (given) merge(row, given);
        let low = false;
        if (QTY_TYPES.has(product.typeId)) {
          const e = effectiveStock(row, d);
          row.stock_status_changed_auto = 0;
          if (e.manageStock && !verifyStock(row.qty, e)) {
            row.is_in_stock = false;
            row.stock_status_changed_auto = 1;
          }
          low = (row.qty ?? 0) < e.notifyStockQty;
        } else {
          row.qty = 0;
        }
        rows.push(row);
        lowStock.push(low);
      }
      const column = <K extends keyof StockItemRow>(key: K) => rows.map((r) => r[key]);
      const saved = await this.ds.prepared<{ product_id: number; item_id: number }>(
        'legacy_stock_items_save',
        `INSERT INTO cataloginventory_stock_item AS s (product_id, stock_id, website_id, qty, is_in_stock, is_qty_decimal,
           show_default_notification_message, use_config_min_qty, min_qty, use_config_min_sale_qty, min_sale_qty, use_config_max_sale_qty,
           max_sale_qty, use_config_backorders, backorders, use_config_notify_stock_qty, notify_stock_qty, use_config_qty_increments,
           qty_increments, use_config_enable_qty_inc, enable_qty_increments, use_config_manage_stock, manage_stock, low_stock_date,
           is_decimal_divided, stock_status_changed_auto)
         SELECT product_id, ${DEFAULT_STOCK_ID}, 0, qty, is_in_stock, is_qty_decimal, show_default_notification_message, use_config_min_qty,
           min_qty, use_config_min_sale_qty, min_sale_qty, use_config_max_sale_qty, max_sale_qty, use_config_backorders, backorders,
           use_config_notify_stock_qty, notify_stock_qty, use_config_qty_increments, qty_increments, use_config_enable_qty_inc,
           enable_qty_increments, use_config_manage_stock, manage_stock, CASE WHEN low_stock THEN (now() AT TIME ZONE 'UTC') END,
           is_decimal_divided, stock_status_changed_auto
         FROM unnest($1::int[], $2::numeric[], $3::boolean[], $4::boolean[], $5::boolean[], $6::boolean[], $7::numeric[], $8::boolean[],
           $9::numeric[], $10::boolean[], $11::numeric[], $12::boolean[], $13::smallint[], $14::boolean[], $15::numeric[], $16::boolean[],
           $17::numeric[], $18::boolean[], $19::boolean[], $20::boolean[], $21::boolean[], $22::boolean[], $23::boolean[], $24::smallint[])
           AS x(product_id, qty, is_in_stock, is_qty_decimal, show_default_notification_message, use_config_min_qty, min_qty,
             use_config_min_sale_qty, min_sale_qty, use_config_max_sale_qty, max_sale_qty, use_config_backorders, backorders,
             use_config_notify_stock_qty, notify_stock_qty, use_config_qty_increments, qty_increments, use_config_enable_qty_inc,
             enable_qty_increments, use_config_manage_stock, manage_stock, low_stock, is_decimal_divided, stock_status_changed_auto)
         ON CONFLICT (product_id, stock_id) DO UPDATE SET qty = EXCLUDED.qty, is_in_stock = EXCLUDED.is_in_stock,
           is_qty_decimal = EXCLUDED.is_qty_decimal, show_default_notification_message = EXCLUDED.show_default_notification_message,
           use_config_min_qty = EXCLUDED.use_config_min_qty, min_qty = EXCLUDED.min_qty,
           use_config_min_sale_qty = EXCLUDED.use_config_min_sale_qty,
           min_sale_qty = EXCLUDED.min_sale_qty, use_config_max_sale_qty = EXCLUDED.use_config_max_sale_qty,
           max_sale_qty = EXCLUDED.max_sale_qty, use_config_backorders = EXCLUDED.use_config_backorders, backorders = EXCLUDED.backorders,
           use_config_notify_stock_qty = EXCLUDED.use_config_notify_stock_qty, notify_stock_qty = EXCLUDED.notify_stock_qty,
           use_config_qty_increments = EXCLUDED.use_config_qty_increments, qty_increments = EXCLUDED.qty_increments,
           use_config_enable_qty_inc = EXCLUDED.use_config_enable_qty_inc, enable_qty_increments = EXCLUDED.enable_qty_increments,
           use_config_manage_stock = EXCLUDED.use_config_manage_stock, manage_stock = EXCLUDED.manage_stock,
           low_stock_date = EXCLUDED.low_stock_date, is_decimal_divided = EXCLUDED.is_decimal_divided,
           stock_status_changed_auto = EXCLUDED.stock_status_changed_auto
         RETURNING product_id, item_id`,
        [
          numberArray(ids),
          numberArray(column('qty')),
          column('is_in_stock'),
          column('is_qty_decimal'),
          column('show_default_notification_message'),
          column('use_config_min_qty'),
          numberArray(column('min_qty')),
          column('use_config_min_sale_qty'),
          numberArray(column('min_sale_qty')),
          column('use_config_max_sale_qty'),
          numberArray(column('max_sale_qty')),
          column('use_config_backorders'),
          numberArray(column('backorders')),
          column('use_config_notify_stock_qty'),
          numberArray(column('notify_stock_qty')),
          column('use_config_qty_increments'),
          numberArray(column('qty_increments')),
          column('use_config_enable_qty_inc'),
          column('enable_qty_increments'),
          column('use_config_manage_stock'),
          column('manage_stock'),
          lowStock,
          column('is_decimal_divided'),
          numberArray(column('stock_status_changed_auto')),
        ],
      );
      const sourced = items.map((item, i) => ({ item, row: rows[i] })).filter(({ item }) => SOURCE_ITEM_TYPES.has(item.product.typeId));
      if (sourced.length) {
        // A product's `default` source item mirrors its legacy item: created with a new product, or
        // when it has stock to show; an existing one always follows.
        await this.ds.prepared(
          'legacy_stock_items_default_source',
          `INSERT INTO inventory_source_item AS si (source_code, sku, quantity, status)
           SELECT '${DEFAULT_SOURCE}', x.sku, x.quantity, x.status
           FROM unnest($1::text[], $2::numeric[], $3::smallint[], $4::boolean[]) AS x(sku, quantity, status, create_item)
           WHERE x.create_item OR x.status = 1 OR x.quantity <> 0
              OR EXISTS (SELECT 1 FROM inventory_source_item d WHERE d.source_code = '${DEFAULT_SOURCE}' AND d.sku = x.sku)
           ON CONFLICT (source_code, sku) DO UPDATE SET quantity = EXCLUDED.quantity, status = EXCLUDED.status`,
          [
            textArray(sourced.map(({ item }) => item.product.sku)),
            numberArray(sourced.map(({ row }) => row.qty ?? 0)),
            numberArray(sourced.map(({ row }) => (effectiveStock(row, d).isInStock ? 1 : 0))),
            sourced.map(({ item }) => item.createSourceItem),
          ],
        );
      }
      const byId = new Map(saved.map((r) => [r.product_id, r.item_id]));
      return ids.map((id) => byId.get(id)!);
    };
    // Inside a caller's transaction (a product save) its atomicity is enough: no savepoint round trips.
    const itemIds = await this.ds.joinTransaction(save);
    this.cache.changed(ids);
    return itemIds;
  }

  /**
   * MSI SetDataToLegacyCatalogInventory after `default` source items were saved: each product's
   * legacy item takes the quantity and status, forced out of stock when stock is managed and the
   * quantity fails the min-qty check (backorders off). Only existing legacy items change. One
   * statement for any number of products.
   */
  async syncFromDefaultSource(items: readonly { productId: number; qty: number; status: number }[]): Promise<void> {
    if (!items.length) return;
    const d = await this.defaults.get();
    await this.ds.query(
      `UPDATE cataloginventory_stock_item s
       SET qty = x.qty,
           is_in_stock = CASE
             WHEN (CASE WHEN s.use_config_manage_stock THEN $4::boolean ELSE s.manage_stock END)
              AND (CASE WHEN s.use_config_backorders THEN $5::int ELSE s.backorders END) = 0
              AND x.qty <= (CASE WHEN s.use_config_min_qty THEN $6::numeric ELSE s.min_qty END)
             THEN false ELSE x.status = 1 END
       FROM unnest($1::int[], $2::numeric[], $3::int[]) AS x(product_id, qty, status)
       WHERE s.product_id = x.product_id AND s.stock_id = ${DEFAULT_STOCK_ID} AND s.website_id = 0`,
      [
        numberArray(items.map((i) => i.productId)),
        numberArray(items.map((i) => i.qty)),
        numberArray(items.map((i) => i.status)),
        d.manageStock,
        d.backorders,
        d.minQty,
      ],
    );
    this.cache.changed(items.map((i) => i.productId));
  }

  /**
   * MSI SetDataToLegacyStockItem after a transfer touching `default`: the legacy items take the
   * quantity and status of the products' `default` source items as they now are (as stored, no
   * check). One statement.
   */
  async copyFromDefaultSource(products: readonly { id: number; sku: string }[]): Promise<void> {
    if (!products.length) return;
    await this.ds.query(
      `UPDATE cataloginventory_stock_item s SET qty = si.quantity, is_in_stock = si.status = 1
       FROM unnest($1::int[], $2::text[]) AS x(product_id, sku)
       JOIN inventory_source_item si ON si.source_code = '${DEFAULT_SOURCE}' AND si.sku = x.sku
       WHERE s.product_id = x.product_id AND s.stock_id = ${DEFAULT_STOCK_ID} AND s.website_id = 0`,
      [numberArray(products.map((p) => p.id)), textArray(products.map((p) => p.sku))],
    );
    this.cache.changed(products.map((p) => p.id));
  }

  /** MSI BulkZeroLegacyStockItem / SetToZeroLegacyStockItem: quantity 0, out of stock. One statement. */
  async zero(productIds: readonly number[]): Promise<void> {
    if (!productIds.length) return;
    await this.ds.query(
      `UPDATE cataloginventory_stock_item s SET qty = 0, is_in_stock = false FROM unnest($1::int[]) AS x(product_id)
       WHERE s.product_id = x.product_id AND s.stock_id = ${DEFAULT_STOCK_ID} AND s.website_id = 0`,
      [numberArray(productIds)],
    );
    this.cache.changed(productIds);
  }
}

function merge(row: StockItemRow, given: StockItemInput): void {
  const target = row as unknown as Record<string, unknown>;
  const source = given as unknown as Record<string, unknown>;
  for (const field of MERGED_FIELDS) {
    const value = source[field];
    if (value === undefined) continue;
    if (value === null) {
      // A quantity may be emptied; a flag or setting keeps its value.
      if (field === 'qty') row.qty = null;
      continue;
    }
    target[field] = field === 'use_config_min_sale_qty' ? value !== 0 : value;
  }
}
