import { Injectable } from '@nestjs/common';
import { InputException, LocalizedException, NoSuchEntityException } from '@mercato/platform';
import { SkuOnStock, StockSalability } from './stock-salability';

export interface SalabilityError {
  code: string;
  message: string;
}

export interface SalableResult {
  salable: boolean;
  errors: SalabilityError[];
}

const PRODUCT_MISSING = "The product that was requested doesn't exist. Verify the product and try again.";
const NO_SOURCE_ITEMS = "Can't check requested quantity for products without Source Items support.";
const PRECISION = 1e4;

/** Quantities compare at 4 decimals, as Magento's bccomp(…, 4). */
const atLeast = (a: number, b: number) => Math.round(a * PRECISION) >= Math.round(b * PRECISION);
const round = (n: number) => Math.round(n * PRECISION) / PRECISION;
const err = (code: string, message: string): SalabilityError => ({ code, message });

/**
 * Magento InventorySales' salability rules over live data (reference inventory-sales.md §2.7–2.8):
 * salable = Σ in-stock quantity on the stock's enabled sources + reservations − out-of-stock
 * threshold. Every method reads all the SKUs it needs in one statement (StockSalability).
 */
@Injectable()
export class SalableQuantityService {
  constructor(private readonly stock: StockSalability) {}

  /** GET get-product-salable-quantity: 0 unless the SKU is on the stock and salable there. */
  async getProductSalableQty(sku: string, stockId: number): Promise<number> {
    const s = await this.one(sku, stockId);
    this.requireSourceItemType(s);
    if (!s.assigned || !indexSalable(s)) return 0;
    return round(salableQty(s));
  }

  async isProductSalable(sku: string, stockId: number): Promise<boolean> {
    return isSalable(await this.one(sku, stockId));
  }

  async areProductsSalable(skus: string[], stockId: number): Promise<{ sku: string; stock_id: number; salable: boolean }[]> {
    const found = await this.stock.read(stockId, skus);
    return skus.map((sku) => ({ sku, stock_id: stockId, salable: isSalable(found.get(sku)!) }));
  }

  /** The add-to-cart chain: quantity rules and stock first, then any one sufficient condition. */
  async isProductSalableForRequestedQty(sku: string, stockId: number, qty: number): Promise<SalableResult> {
    const s = await this.one(sku, stockId);
    this.requireSourceItemType(s);
    if (!s.linked)
      return result([err('requested-sku-is-not-assigned-to-given-stock', 'The requested sku is not assigned to given stock.')]);
    const required = [...correctQtyErrors(s, qty), ...anySourceItemInStockErrors(s)];
    if (required.length) return result(required);
    return result(sufficientErrors(s, qty));
  }

  /** The place-order chain, for many SKUs at once: only the sufficient conditions. */
  async areProductsSalableForRequestedQty(
    requests: { sku: string; qty: number }[],
    stockId: number,
  ): Promise<{ sku: string; stock_id: number; salable: boolean; errors: SalabilityError[] }[]> {
    const found = await this.stock.read(
      stockId,
      requests.map((r) => r.sku),
    );
    return requests.map(({ sku, qty }) => ({ sku, stock_id: stockId, ...result(sufficientErrors(found.get(sku)!, qty)) }));
  }

  /**
   * Throws with the add-to-cart/place-order message when the quantities cannot be sold on the stock
   * (the check order placement runs before it reserves anything).
   */
  async assertSalable(requests: { sku: string; qty: number }[], stockId: number): Promise<void> {
    for (const r of await this.areProductsSalableForRequestedQty(requests, stockId)) {
      if (!r.salable) throw new LocalizedException(r.errors[r.errors.length - 1].message);
    }
  }

  private async one(sku: string, stockId: number): Promise<SkuOnStock> {
    return (await this.stock.read(stockId, [sku])).get(sku)!;
  }

  private requireSourceItemType(s: SkuOnStock): void {
    if (s.typeId === null) throw new NoSuchEntityException(PRODUCT_MISSING);
    if (!s.hasSourceItems) throw new InputException(NO_SOURCE_ITEMS);
  }
}

function salableQty(s: SkuOnStock): number {
  return s.quantity + s.reserved - s.config.minQty;
}

/** The stock index's salable flag (Magento IsStockItemSalableConditionChain). */
function indexSalable(s: SkuOnStock): boolean {
  const c = s.config;
  return !c.manageStock || (c.backorders !== 0 && c.minQty >= 0 && s.anyInStock) || salableQty(s) > 0 || s.typeId === null;
}

/** Magento IsProductSalable: required conditions, then any sufficient one. */
function isSalable(s: SkuOnStock): boolean {
  const c = s.config;
  // Composite products have no source items: their own stock status decides.
  if (!s.hasSourceItems) return c.isInStock;
  if (!s.assigned) return false;
  if (c.manageStock && !s.anyInStock) return false;
  return (c.backorders !== 0 && c.minQty >= 0) || !c.manageStock || salableQty(s) > 0;
}

function correctQtyErrors(s: SkuOnStock, qty: number): SalabilityError[] {
  const c = s.config;
  if (c.minSaleQty && qty < c.minSaleQty) return [err('is_correct_qty-min_sale_qty', `The fewest you may purchase is ${c.minSaleQty}.`)];
  if (c.maxSaleQty && qty > c.maxSaleQty) {
    return [err('is_correct_qty-max_sale_qty', 'The requested qty exceeds the maximum qty allowed in shopping cart')];
  }
  if (c.qtyIncrements && Math.round((qty % c.qtyIncrements) * PRECISION) !== 0) {
    return [err('is_correct_qty-qty_increment', `You can buy this product only in quantities of ${c.qtyIncrements} at a time.`)];
  }
  if (!c.isQtyDecimal && Math.floor(qty) !== qty)
    return [err('is_correct_qty-is_qty_decimal', 'You cannot use decimal quantity for this product.')];
  return [];
}

function anySourceItemInStockErrors(s: SkuOnStock): SalabilityError[] {
  if (!s.config.manageStock || s.anyInStock) return [];
  return [err('is_any_source_item_in_stock-no_source_items_in_stock', 'There are no source items with the in stock status')];
}

/** Backorders, unmanaged stock, or enough salable quantity: the first that holds suffices; otherwise all three errors. */
function sufficientErrors(s: SkuOnStock, qty: number): SalabilityError[] {
  const c = s.config;
  if (c.backorders !== 0 && c.minQty >= 0) return [];
  if (!c.manageStock) return [];
  if (s.assigned && atLeast(salableQty(s), qty)) return [];
  return [
    err('back_order-disabled', 'Backorders are disabled'),
    err('manage_stock-enabled', 'Manage stock is enabled'),
    s.assigned
      ? err('is_salable_with_reservations-not_enough_qty', 'Not enough items for sale')
      : err('is_salable_with_reservations-no_data', 'The requested sku is not assigned to given stock'),
  ];
}

function result(errors: SalabilityError[]): SalableResult {
  return { salable: errors.length === 0, errors };
}
