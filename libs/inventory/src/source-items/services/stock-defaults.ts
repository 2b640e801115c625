import { Injectable } from '@nestjs/common';
import { ScopeConfig } from '@mercato/platform';

/** The configured stock options (`cataloginventory/item_options/*`), with Magento's shipped defaults. */
export interface StockDefaults {
  manageStock: boolean;
  minQty: number;
  minSaleQty: number;
  maxSaleQty: number;
  /** 0 no backorders, 1 allowed, 2 allowed and the customer is told. */
  backorders: number;
  notifyStockQty: number;
  enableQtyIncrements: boolean;
  qtyIncrements: number;
  /** Identifies this set of values: answers built from other values are stale. */
  key: string;
}

const PATH = 'cataloginventory/item_options/';
const NAMES = [
  'manage_stock',
  'min_qty',
  'min_sale_qty',
  'max_sale_qty',
  'backorders',
  'notify_stock_qty',
  'enable_qty_increments',
  'qty_increments',
];

/**
 * Reads the stock options from core_config_data, parsed once per configuration version
 * (ScopeConfig.derive), so rendering a stock item per product read costs a map lookup.
 */
@Injectable()
export class StockDefaultsProvider {
  constructor(private readonly config: ScopeConfig) {}

  get(): Promise<StockDefaults> {
    return this.config.derive('stock-defaults', (config): StockDefaults => {
      const raw = new Map(NAMES.map((name) => [name, config.get(PATH + name)]));
      const read = (name: string, fallback: number) => num(raw.get(name) ?? null, fallback);
      return {
        manageStock: read('manage_stock', 1) === 1,
        minQty: read('min_qty', 0),
        minSaleQty: minSaleQty(raw.get('min_sale_qty') ?? null),
        maxSaleQty: read('max_sale_qty', 10000),
        backorders: read('backorders', 0),
        notifyStockQty: read('notify_stock_qty', 1),
        enableQtyIncrements: read('enable_qty_increments', 0) === 1,
        qtyIncrements: read('qty_increments', 1),
        key: NAMES.map((name) => `${raw.get(name)}\u0000`).join(''),
      };
    });
  }
}

function num(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/**
 * `min_sale_qty` is a number, or (as the admin saves it) a list per customer group; the value for
 * all groups (32000) applies, else the first one.
 */
function minSaleQty(value: string | null): number {
  if (value === null || value.trim() === '') return 1;
  const n = Number(value);
  if (Number.isFinite(n)) return n;
  try {
    const parsed = JSON.parse(value) as Record<string, unknown> | unknown[];
    const entries = Array.isArray(parsed) ? parsed : Object.entries(parsed).map(([k, v]) => ({ customer_group_id: k, min_sale_qty: v }));
    const rows = entries as { customer_group_id?: unknown; min_sale_qty?: unknown }[];
    const all = rows.find((r) => String(r.customer_group_id) === '32000') ?? rows[0];
    const v = Number(all?.min_sale_qty);
    return Number.isFinite(v) ? v : 1;
  } catch {
    return 1;
  }
}
