import { Injectable } from '@nestjs/common';
import { ScopeConfig } from '@mercato/platform';

/** Product types whose stock lives in source items (Magento IsSourceItemManagementAllowedForProductType). */
export const SOURCE_ITEM_TYPES: ReadonlySet<string> = new Set(['simple', 'virtual', 'downloadable']);

/** A product's effective stock settings: its own values, or the configured ones where it uses them. */
export interface StockItemConfiguration {
  manageStock: boolean;
  minQty: number;
  minSaleQty: number;
  maxSaleQty: number;
  /** 0 no backorders, 1 allowed, 2 allowed and the customer is told. */
  backorders: number;
  isQtyDecimal: boolean;
  /** 0 when quantity increments are off. */
  qtyIncrements: number;
  /** The legacy `is_in_stock` (composite products are salable by it alone). */
  isInStock: boolean;
}

/** The configured defaults (`cataloginventory/item_options/*`), as Magento ships them. */
export interface StockDefaults {
  manageStock: boolean;
  minQty: number;
  minSaleQty: number;
  maxSaleQty: number;
  backorders: number;
  enableQtyIncrements: boolean;
  qtyIncrements: number;
}

/** The legacy stock item columns the configuration is read from (null: the product has none). */
export interface StockItemColumns {
  use_config_manage_stock: boolean | null;
  manage_stock: boolean | null;
  use_config_min_qty: boolean | null;
  min_qty: string | null;
  use_config_min_sale_qty: boolean | null;
  min_sale_qty: string | null;
  use_config_max_sale_qty: boolean | null;
  max_sale_qty: string | null;
  use_config_backorders: boolean | null;
  backorders: number | null;
  is_qty_decimal: boolean | null;
  use_config_enable_qty_inc: boolean | null;
  enable_qty_increments: boolean | null;
  use_config_qty_increments: boolean | null;
  qty_increments: string | null;
  is_in_stock: boolean | null;
}

/** SQL select list of StockItemColumns from a `cataloginventory_stock_item` alias. */
export function stockItemColumns(alias: string): string {
  return [
    'use_config_manage_stock',
    'manage_stock',
    'use_config_min_qty',
    'min_qty',
    'use_config_min_sale_qty',
    'min_sale_qty',
    'use_config_max_sale_qty',
    'max_sale_qty',
    'use_config_backorders',
    'backorders',
    'is_qty_decimal',
    'use_config_enable_qty_inc',
    'enable_qty_increments',
    'use_config_qty_increments',
    'qty_increments',
    'is_in_stock',
  ]
    .map((c) => `${alias}.${c}`)
    .join(', ');
}

/**
 * Resolves products' stock settings (Magento GetStockItemConfiguration): a value applies unless
 * its use_config flag is set (or the product has no stock item), then the configured default does.
 */
@Injectable()
export class StockItemConfigurations {
  constructor(private readonly config: ScopeConfig) {}

  async defaults(): Promise<StockDefaults> {
    const path = (name: string) => `cataloginventory/item_options/${name}`;
    return {
      manageStock: (await this.config.getInt(path('manage_stock'), 1)) === 1,
      minQty: await this.config.getInt(path('min_qty'), 0),
      minSaleQty: await this.config.getInt(path('min_sale_qty'), 1),
      maxSaleQty: await this.config.getInt(path('max_sale_qty'), 10000),
      backorders: await this.config.getInt(path('backorders'), 0),
      enableQtyIncrements: (await this.config.getInt(path('enable_qty_increments'), 0)) === 1,
      qtyIncrements: await this.config.getInt(path('qty_increments'), 1),
    };
  }

  resolve(row: StockItemColumns, d: StockDefaults): StockItemConfiguration {
    const pick = <T>(useConfig: boolean | null, own: T | null, fallback: T): T => (useConfig === false && own !== null ? own : fallback);
    const backorders = pick(row.use_config_backorders, row.backorders, d.backorders);
    // Magento ignores a negative out-of-stock threshold unless backorders are allowed.
    const minQty = Number(pick(row.use_config_min_qty, row.min_qty, String(d.minQty)));
    const incrementsOn = pick(row.use_config_enable_qty_inc, row.enable_qty_increments, d.enableQtyIncrements);
    return {
      manageStock: pick(row.use_config_manage_stock, row.manage_stock, d.manageStock),
      minQty: backorders === 0 && minQty < 0 ? 0 : minQty,
      minSaleQty: Number(pick(row.use_config_min_sale_qty, row.min_sale_qty, String(d.minSaleQty))),
      maxSaleQty: Number(pick(row.use_config_max_sale_qty, row.max_sale_qty, String(d.maxSaleQty))),
      backorders,
      isQtyDecimal: row.is_qty_decimal ?? false,
      qtyIncrements: incrementsOn ? Number(pick(row.use_config_qty_increments, row.qty_increments, String(d.qtyIncrements))) : 0,
      isInStock: row.is_in_stock ?? false,
    };
  }
}
