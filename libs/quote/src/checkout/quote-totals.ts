import { Injectable } from '@nestjs/common';
import { LocalizedException, roundPrice } from '@mercato/platform';
import { FinalPrices, ProductData, ProductRepository } from '@mercato/catalog';
import { CustomerGroups } from '@mercato/customer';
import { lineOptionsPrice } from '../carts/line-options';
import { BundlePricing } from '@mercato/bundle';
import { DiscountCalculator, DiscountResult } from '@mercato/sales-rule';
import { TaxCalculator, TaxCalculationResult, TaxSettings } from '@mercato/tax';
import { ShippingRate, ShippingRates } from '@mercato/shipping';
import { CheckoutAddress, CheckoutCart, CheckoutCartData, CheckoutItem } from './checkout-cart';
import { AppliedAdjustment, TotalsParts } from './totals-parts';
import { TotalsWriter } from './totals-writer';

/** One line's totals after every collector ran. */
export interface ItemTotals {
  /** The line, its `price` the final price for its quantity and the cart's customer group. */
  item: CheckoutItem;
  /** The product's own price (Magento's original_price). */
  originalPrice: number;
  taxClassId: number | null;
  rowTotal: number;
  discountAmount: number;
  discountPercent: number;
  appliedRuleIds: number[];
  taxAmount: number;
  taxPercent: number;
  /** Tax a discount took out of a price including tax (Magento's discount_tax_compensation_amount). */
  discountTaxCompensation: number;
  priceInclTax: number;
  rowTotalInclTax: number;
  freeShipping: boolean;
}

/** The cart's totals: what `collect` writes and what the totals routes and order placement read. */
export interface CollectedTotals {
  cart: CheckoutCartData;
  /** The address that carries the totals: shipping, or billing for virtual carts. */
  address: CheckoutAddress | null;
  items: ItemTotals[];
  itemsQty: number;
  weight: number;
  /** The lines' row totals excluding tax. */
  subtotal: number;
  subtotalInclTax: number;
  /** The tax discounts took out of prices including tax, on the lines and on shipping: in the grand total. */
  discountTaxCompensation: number;
  shippingDiscountTaxCompensation: number;
  /** The tax configuration the totals were computed under (null for an empty cart). */
  taxSettings: TaxSettings | null;
  discount: DiscountResult | null;
  discountAmount: number;
  shippingMethod: string | null;
  shippingRate: ShippingRate | null;
  rates: ShippingRate[];
  /** The shipping charge excluding tax. */
  shippingAmount: number;
  shippingDiscountAmount: number;
  shippingTaxAmount: number;
  shippingInclTax: number;
  taxAmount: number;
  tax: TaxCalculationResult | null;
  grandTotal: number;
  appliedRuleIds: number[];
  /** The other modules' totals (gift wrapping, reward points, gift cards, store credit), already in `grandTotal`. */
  adjustments: AppliedAdjustment[];
}

/** A cart line at its price: the charged unit (a custom price, else the catalogue's), and what the catalogue says. */
interface PricedLine {
  item: CheckoutItem;
  /** The product's own price (Magento's original_price). */
  originalPrice: number;
  /** The catalogue's final price for the line, options included. */
  catalogPrice: number;
}

/** The address the totals are to be computed for, when not the saved one (totals-information). */
export interface TotalsOverride {
  shipping?: Partial<CheckoutAddress>;
}

/**
 * Magento's quote totals collectors in their order — subtotal, discount (which also decides free
 * shipping), shipping, tax, grand total, then the registered TotalsParts — over the cart's visible lines. `compute` only reads;
 * `collect` also stores the item, address and cart totals and the collected rates (one statement
 * whatever the number of lines).
 */
@Injectable()
export class QuoteTotals {
  constructor(
    private readonly carts: CheckoutCart,
    private readonly products: ProductRepository,
    private readonly finalPrices: FinalPrices,
    private readonly bundles: BundlePricing,
    private readonly discounts: DiscountCalculator,
    private readonly taxes: TaxCalculator,
    private readonly shippingRates: ShippingRates,
    private readonly parts: TotalsParts,
    private readonly groups: CustomerGroups,
    private readonly writer: TotalsWriter,
  ) {}

  async collect(quoteId: number): Promise<CollectedTotals> {
    return this.collectCart(await this.carts.active(quoteId));
  }

  /**
   * `collect` for a cart its caller has just read (and patched with its own writes), so a request
   * reads the cart once rather than again for its totals.
   */
  async collectCart(cart: CheckoutCartData): Promise<CollectedTotals> {
    const totals = await this.compute(cart);
    await this.writer.save(totals);
    return totals;
  }

  async compute(stored: CheckoutCartData, override: TotalsOverride = {}): Promise<CollectedTotals> {
    // Every collector works on the lines at their final prices.
    const loaded = await this.loadProducts(stored.items, stored.quote.store_id);
    const lines = await this.priced(stored, loaded);
    const cart: CheckoutCartData = { ...stored, items: lines.map((l) => l.item) };
    const { quote } = cart;
    const shippingAddress = override.shipping ? ({ ...(cart.shipping ?? {}), ...override.shipping } as CheckoutAddress) : cart.shipping;
    const isVirtual = cart.items.length > 0 && cart.items.every((i) => i.is_virtual);
    const address = isVirtual ? cart.billing : shippingAddress;
    const products = new Map([...loaded].map(([id, p]) => [id, productFacts(p)]));
    const factsOf = (item: CheckoutItem) => products.get(item.product_id ?? -1);

    // The tax rates of the cart's destination, looked up once; the settings say whether prices
    // include tax, how amounts round, and what the discount is computed on.
    const taxAt = lines.length
      ? await this.taxes.forCart({
          storeId: quote.store_id,
          shippingAddress: shippingAddress ? taxAddress(shippingAddress) : null,
          billingAddress: cart.billing ? taxAddress(cart.billing) : null,
          customerTaxClassId: await this.customerTaxClass(quote.customer_group_id),
          productClassIds: lines.map((l) => factsOf(l.item)?.taxClassId ?? null),
        })
      : null;
    const settings = taxAt?.settings;
    const taxItems = (discounts: number[] = []) =>
      lines.map((l, i) => ({
        code: String(l.item.item_id),
        taxClassId: factsOf(l.item)?.taxClassId ?? null,
        unitPrice: l.item.price,
        quantity: l.item.qty,
        discountAmount: discounts[i] ?? 0,
        taxIncluded: settings?.priceIncludesTax ?? false,
        // A custom price is taxed on the catalogue's price under `tax/calculation/apply_tax_on` = 1.
        priceForTaxCalculation: l.item.custom_price !== null && settings?.applyTaxOnOriginalPrice ? l.catalogPrice : null,
      }));

    // Subtotal (Magento's subtotal and tax_subtotal collectors): each line at its final price for its
    // quantity and the cart's customer group, re-priced at every collection; a price including tax is
    // split into its price excluding tax, which makes the subtotal. The discount is computed on the
    // price excluding tax, or including it under `tax/calculation/discount_tax`.
    const beforeDiscount = taxAt ? taxAt.calculate(taxItems(), null) : null;
    const rows = lines.map(({ item, originalPrice }, i) => {
      const t = beforeDiscount?.items[i];
      const price = t ? t.price : item.price;
      const rowTotal = t ? t.rowTotal : roundPrice(item.price * item.qty);
      return {
        item,
        originalPrice,
        rowTotal,
        discountPrice: t && settings?.discountTax ? t.priceInclTax : price,
        rowTotalInclTax: t ? t.rowTotalInclTax : rowTotal,
        facts: factsOf(item),
      };
    });
    const subtotal = roundPrice(rows.reduce((s, r) => s + r.rowTotal, 0));
    const itemsQty = rows.reduce((s, r) => s + r.item.qty, 0);
    const weight = rows.reduce((s, r) => s + (r.item.is_virtual ? 0 : r.item.weight * r.item.qty), 0);
    const today = new Date().toISOString().slice(0, 10);

    // Discount, first on the lines: it also says which lines (or the whole shipment) ship free.
    const discountInput = (shippingAmount: number, method: string | null) => ({
      websiteId: quote.website_id,
      customerGroupId: quote.customer_group_id,
      customerId: quote.customer_id,
      couponCode: quote.coupon_code,
      subtotal,
      shipping_amount: shippingAmount,
      date: today,
      storeId: quote.store_id,
      address: { country_id: address?.country_id, region_id: address?.region_id, postcode: address?.postcode, shipping_method: method },
      items: rows.map((r) => ({
        id: r.item.item_id,
        sku: r.item.sku,
        qty: r.item.qty,
        price: r.discountPrice,
        row_total: r.rowTotal,
        row_total_incl_tax: r.rowTotalInclTax,
        weight: r.item.weight,
        category_ids: r.facts?.categoryIds ?? [],
        attribute_set_id: r.facts?.attributeSetId ?? null,
      })),
    });
    const method = isVirtual ? null : (shippingAddress?.shipping_method ?? null);
    // The rules load once for both calculations (before and after the shipping charge).
    const discountOf = rows.length ? await this.discounts.calculator(discountInput(0, method)) : null;
    let discount = discountOf ? discountOf(discountInput(0, method)) : null;

    // Shipping: the rates for the shipping address; the selected method's rate is the charge, which
    // includes tax under `tax/calculation/shipping_includes_tax` (Magento's tax_shipping collector
    // splits it). Its discount is computed on it excluding tax, or including it under discount_tax.
    let rates: ShippingRate[] = [];
    let rate: ShippingRate | null = null;
    if (!isVirtual && rows.length && shippingAddress?.country_id) {
      rates = await this.rates(cart, shippingAddress, subtotal, discount);
      rate = method ? (rates.find((r) => r.available && `${r.carrier_code}_${r.method_code}` === method) ?? null) : null;
    }
    const shippingCharge = rate ? roundPrice(rate.amount) : 0;
    const shippingIncludesTax = settings?.shippingIncludesTax ?? false;
    const shippingAlone = rate && taxAt ? taxAt.calculate([], { amount: shippingCharge, taxIncluded: shippingIncludesTax }).shipping : null;
    const shippingForDiscount = shippingAlone
      ? settings?.discountTax
        ? shippingAlone.rowTotalInclTax
        : shippingAlone.rowTotal
      : shippingCharge;
    if (discountOf && shippingForDiscount > 0) discount = discountOf(discountInput(shippingForDiscount, method));
    const lineDiscount = new Map((discount?.items ?? []).map((d) => [d.index, d]));
    const discountAmount = roundPrice(discount?.discount_amount ?? 0);
    const shippingDiscountAmount = roundPrice(Math.min(discount?.shipping_discount_amount ?? 0, shippingForDiscount));

    // Tax, with the discounts (after them by default), items then shipping.
    const tax = taxAt
      ? taxAt.calculate(
          taxItems(rows.map((_, i) => lineDiscount.get(i)?.discount_amount ?? 0)),
          rate ? { amount: shippingCharge, discountAmount: shippingDiscountAmount, taxIncluded: shippingIncludesTax } : null,
        )
      : null;

    const items: ItemTotals[] = rows.map((r, i) => {
      const t = tax?.items[i];
      const d = lineDiscount.get(i);
      return {
        item: t ? { ...r.item, price: t.price } : r.item,
        originalPrice: r.originalPrice,
        taxClassId: r.facts?.taxClassId ?? null,
        rowTotal: t ? roundPrice(t.rowTotal) : r.rowTotal,
        discountAmount: roundPrice(d?.discount_amount ?? 0),
        discountPercent: d?.discount_percent ?? 0,
        appliedRuleIds: d?.applied_rule_ids ?? [],
        taxAmount: roundPrice(t?.rowTax ?? 0),
        taxPercent: t?.taxPercent ?? 0,
        discountTaxCompensation: roundPrice(t?.discountTaxCompensation ?? 0),
        priceInclTax: roundPrice(t?.priceInclTax ?? r.item.price),
        rowTotalInclTax: roundPrice(t?.rowTotalInclTax ?? r.rowTotal),
        freeShipping: d?.free_shipping ?? false,
      };
    });
    const taxedSubtotal = tax ? roundPrice(tax.subtotal) : subtotal;
    const shippingAmount = tax?.shipping ? roundPrice(tax.shipping.rowTotal) : shippingCharge;
    const taxAmount = roundPrice(tax?.taxAmount ?? 0);
    const shippingTaxAmount = roundPrice(tax?.shippingTaxAmount ?? 0);
    const discountTaxCompensation = roundPrice(tax?.discountTaxCompensation ?? 0);
    const shippingDiscountTaxCompensation = roundPrice(tax?.shipping?.discountTaxCompensation ?? 0);
    const subtotalInclTax = roundPrice(items.reduce((s, i) => s + i.rowTotalInclTax, 0));
    const ownTotal = Math.max(
      0,
      roundPrice(
        taxedSubtotal -
          discountAmount +
          shippingAmount -
          shippingDiscountAmount +
          taxAmount +
          discountTaxCompensation +
          shippingDiscountTaxCompensation,
      ),
    );
    const { adjustments, grandTotal } = rows.length
      ? await this.parts.collect(cart, {
          subtotal: taxedSubtotal,
          discountAmount: discountAmount + shippingDiscountAmount,
          shippingAmount,
          taxAmount,
          grandTotal: ownTotal,
        })
      : { adjustments: [], grandTotal: ownTotal };
    return {
      cart,
      address,
      items,
      itemsQty,
      weight,
      subtotal: taxedSubtotal,
      subtotalInclTax,
      discountTaxCompensation,
      shippingDiscountTaxCompensation,
      taxSettings: settings ?? null,
      discount,
      discountAmount,
      shippingMethod: method,
      shippingRate: rate,
      rates,
      shippingAmount,
      shippingDiscountAmount,
      shippingTaxAmount,
      shippingInclTax: tax?.shipping ? roundPrice(tax.shipping.rowTotalInclTax) : roundPrice(shippingAmount + shippingTaxAmount),
      taxAmount,
      tax,
      grandTotal,
      appliedRuleIds: discount?.applied_rule_ids ?? [],
      adjustments,
    };
  }

  /**
   * The cart's lines at their final prices (one statement). A line whose product is gone keeps the
   * price it was added at.
   */
  private async priced(cart: CheckoutCartData, products: Map<number, ProductData>): Promise<PricedLine[]> {
    const { quote } = cart;
    const ctx = { storeId: quote.store_id, websiteId: quote.website_id, customerGroupId: quote.customer_group_id };
    // A configurable line costs what its child does (Configurable\Price::getFinalPrice); a bundle
    // line what its selections and its own price make (Bundle\Model\Product\Price).
    const priced = (i: CheckoutItem) => i.child_product_id ?? i.product_id;
    const isBundle = (i: CheckoutItem) => i.product_type === 'bundle' && i.product_id !== null;
    const known = cart.items.filter((i) => priced(i) !== null && !isBundle(i));
    const prices = await this.finalPrices.forLines(
      known.map((i) => ({ productId: priced(i)!, qty: i.qty })),
      ctx,
    );
    const byItem = new Map<number, { finalPrice: number; price: number }>(known.map((i, n) => [i.item_id, prices[n]]));
    for (const i of cart.items.filter(isBundle)) {
      try {
        const [p] = await this.bundles.unitPrices([{ bundleId: i.product_id!, productOption: i.product_options, qty: i.qty }], ctx);
        byItem.set(i.item_id, { finalPrice: p.price, price: p.originalPrice });
      } catch (e) {
        // The bundle's options changed since the line was added (a selection removed): the line keeps
        // the price it has rather than failing the whole cart; adding it again asks anew.
        if (!(e instanceof LocalizedException)) throw e;
      }
    }
    return cart.items.map((item) => {
      const p = byItem.get(item.item_id);
      let line: PricedLine = { item, originalPrice: item.price, catalogPrice: item.price };
      if (p) {
        // Chosen custom options and downloadable links add their prices to the unit
        // (Product\Type\Price::_applyOptionsPrice, Downloadable\Model\Product\Price).
        const product = item.product_id === null ? undefined : products.get(item.product_id);
        const options = product && item.product_type !== 'bundle' ? lineOptionsPrice(product, item.product_options, p.finalPrice) : 0;
        line = { item: { ...item, price: p.finalPrice + options }, originalPrice: p.price, catalogPrice: p.finalPrice + options };
      }
      // A custom price replaces the catalogue's (Quote\Item::getCalculationPriceOriginal).
      return item.custom_price === null ? line : { ...line, item: { ...line.item, price: item.custom_price } };
    });
  }

  /** Rates for an address and the cart's lines (estimates, shipping-information, the shipping collector). */
  async rates(
    cart: CheckoutCartData,
    destination: Partial<CheckoutAddress>,
    subtotal?: number,
    discount?: DiscountResult | null,
  ): Promise<ShippingRate[]> {
    const lines = cart.items.map((item) => ({ item, rowTotal: roundPrice(item.price * item.qty) }));
    const packageValue = subtotal ?? roundPrice(lines.reduce((s, l) => s + l.rowTotal, 0));
    const freeLines = new Map((discount?.items ?? []).map((d) => [d.index, d.free_shipping]));
    const physical = lines.filter((l) => !l.item.is_virtual);
    return this.shippingRates.collect({
      storeId: cart.quote.store_id,
      websiteId: cart.quote.website_id,
      destination: {
        country_id: destination.country_id ?? '',
        region_id: destination.region_id ?? null,
        postcode: destination.postcode ?? null,
      },
      items: lines.map((l, i) => ({
        sku: l.item.sku,
        qty: l.item.qty,
        weight: l.item.weight,
        row_total: l.rowTotal,
        free_shipping: freeLines.get(i) ?? false,
        is_virtual: l.item.is_virtual,
      })),
      packageValue,
      packageValueWithDiscount: roundPrice(packageValue - (discount?.discount_amount ?? 0)),
      packageQty: physical.reduce((s, l) => s + l.item.qty, 0),
      packageWeight: physical.reduce((s, l) => s + l.item.weight * l.item.qty, 0),
      freeShipping: discount?.free_shipping ?? false,
    });
  }

  /** The cart's products (lines' own products), read once for the options, tax class, categories and set. */
  private async loadProducts(items: CheckoutItem[], storeId: number): Promise<Map<number, ProductData>> {
    const ids = [...new Set(items.map((i) => i.product_id).filter((id): id is number => id !== null))];
    const products = await this.products.committedByIds(ids, storeId);
    return new Map(products.map((p) => [Number(p.id), p]));
  }

  private async customerTaxClass(groupId: number): Promise<number | null> {
    return (await this.groups.taxClassIds([groupId])).get(groupId) ?? null;
  }
}

function taxAddress(a: Partial<CheckoutAddress>) {
  return { countryId: a.country_id ?? null, regionId: a.region_id ?? null, postcode: a.postcode ?? null };
}

function productFacts(p: ProductData): { taxClassId: number | null; categoryIds: number[]; attributeSetId: number | null } {
  const custom = (p.custom_attributes as { attribute_code: string; value: unknown }[] | undefined) ?? [];
  const taxClass = custom.find((a) => a.attribute_code === 'tax_class_id')?.value ?? p.tax_class_id;
  const ext = (p.extension_attributes as { category_links?: { category_id: string | number }[] } | undefined) ?? {};
  const categoryIds = (ext.category_links ?? []).map((l) => Number(l.category_id));
  const fromAttribute = custom.find((a) => a.attribute_code === 'category_ids')?.value;
  if (!categoryIds.length && Array.isArray(fromAttribute)) categoryIds.push(...fromAttribute.map(Number));
  return {
    taxClassId: taxClass === undefined || taxClass === null || taxClass === '' ? null : Number(taxClass),
    categoryIds,
    attributeSetId: p.attribute_set_id === undefined ? null : Number(p.attribute_set_id),
  };
}
