import { Injectable } from '@nestjs/common';
import { Database, textArray } from '@mercato/platform';
import {
  EffectiveStock,
  effectiveStock,
  newStockItemRow,
  StockItemRow,
  stockItemSelect,
} from '../source-items/services/legacy-stock-items';
import { SOURCE_ITEM_TYPES } from '../source-items/services/inventory-products';
import { StockDefaultsProvider } from '../source-items/services/stock-defaults';

/** A product's stock settings in force (its own values, or the configured ones it uses). */
export interface StockItemConfiguration extends EffectiveStock {
  isQtyDecimal: boolean;
}

/** What the salability rules need to know about one SKU on one stock. */
export interface SkuOnStock {
  sku: string;
  /** The catalog product's type, or null when the SKU is not in the catalog. */
  typeId: string | null;
  /** Whether the product type keeps its stock in source items. */
  hasSourceItems: boolean;
  /** The SKU has source items on enabled sources of the stock (Magento: a stock index row exists). */
  assigned: boolean;
  /** The SKU has source items on sources linked to the stock, enabled or not (Magento IsProductAssignedToStock). */
  linked: boolean;
  /** Σ quantity of its in-stock source items on enabled sources of the stock. */
  quantity: number;
  anyInStock: boolean;
  /** Σ reservations (negative: held by orders). */
  reserved: number;
  config: StockItemConfiguration;
}

type SalabilityRow = StockItemRow & {
  sku: string;
  entity_id: number | null;
  type_id: string | null;
  linked: string | null;
  items: string | null;
  quantity: string | null;
  any_in_stock: boolean | null;
  reserved: string | null;
};

/**
 * Reads, for many SKUs and one stock, everything the salable-quantity rules use, in ONE statement:
 * the products and their legacy stock settings, the source items on the stock's sources, and the
 * reservations. It reads live data (Magento reads an index that lags until reindexed).
 */
@Injectable()
export class StockSalability {
  constructor(
    private readonly ds: Database,
    private readonly defaults: StockDefaultsProvider,
  ) {}

  async read(stockId: number, skus: string[]): Promise<Map<string, SkuOnStock>> {
    const defaults = await this.defaults.get();
    // Held back to share a round trip: a cart adds its line beside this check, and an order's totals
    // write goes ahead of it.
    const rows = await this.ds.deferredQuery<SalabilityRow>(
      // Source items and reservations are read per requested SKU (LATERAL, by equality), so the
      // plan is an index lookup per SKU whatever the array: a plan for `sku = ANY($2)` is costed for
      // ten SKUs, which in a catalogue of few SKUs is most of the reservation ledger, and the cached
      // generic plan then read the whole ledger on every check (thousands of rows per add-to-cart
      // in a store with many open orders).
      `SELECT req.sku, p.entity_id, p.type_id, items.linked, items.items, items.quantity, items.any_in_stock, res.reserved,
              ${stockItemSelect('s')}
       FROM (SELECT DISTINCT unnest($2::text[]) AS sku) req
       -- lower(): the catalogue's SKU index is on lower(sku) (a plain p.sku = … scans the catalogue);
       -- the exact comparison keeps matching the SKU as spelt, as source items and reservations are.
       LEFT JOIN catalog_product_entity p ON lower(p.sku) = lower(req.sku) AND p.sku = req.sku
       LEFT JOIN cataloginventory_stock_item s ON s.product_id = p.entity_id AND s.stock_id = 1
       CROSS JOIN LATERAL (
         SELECT count(*) AS linked, count(*) FILTER (WHERE src.enabled) AS items,
                SUM(si.quantity) FILTER (WHERE src.enabled AND si.status = 1) AS quantity,
                COALESCE(bool_or(si.status = 1) FILTER (WHERE src.enabled), false) AS any_in_stock
         FROM inventory_source_item si
         JOIN inventory_source_stock_link l ON l.source_code = si.source_code AND l.stock_id = $1
         JOIN inventory_source src ON src.source_code = si.source_code
         WHERE si.sku = req.sku
       ) items
       CROSS JOIN LATERAL (
         SELECT SUM(r.quantity) AS reserved FROM inventory_reservation r WHERE r.stock_id = $1 AND r.sku = req.sku
       ) res`,
      [stockId, textArray(skus)],
    );
    const out = new Map<string, SkuOnStock>();
    for (const r of rows) {
      // A SKU without a stock item (not in the catalog, or seeded without one) uses the configured defaults.
      const item = r.item_id === null ? newStockItemRow(r.entity_id ?? 0) : r;
      out.set(r.sku, {
        sku: r.sku,
        typeId: r.type_id,
        hasSourceItems: r.type_id === null || SOURCE_ITEM_TYPES.has(r.type_id),
        assigned: Number(r.items ?? 0) > 0,
        linked: Number(r.linked ?? 0) > 0,
        quantity: Number(r.quantity ?? 0),
        anyInStock: r.any_in_stock ?? false,
        reserved: Number(r.reserved ?? 0),
        config: { ...effectiveStock(item, defaults), isQtyDecimal: item.is_qty_decimal },
      });
    }
    return out;
  }
}
