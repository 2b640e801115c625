/** What the tax calculator takes and answers (Magento's QuoteDetails and TaxDetails, in camelCase). */

export interface TaxAddress {
  countryId?: string | null;
  regionId?: number | null;
  postcode?: string | null;
}

export interface TaxableItem {
  /** The caller's key for the item (a quote item id, `shipping`). */
  code: string;
  /** Product tax class; null or 0 is "None" (no tax). */
  taxClassId: number | null;
  unitPrice: number;
  quantity: number;
  /** Discount on the row, taxed after it when `tax/calculation/apply_after_discount` is on (the default). */
  discountAmount?: number;
  /** The unit price includes tax (products under `tax/calculation/price_includes_tax`); by default it does not. */
  taxIncluded?: boolean;
  /** The price tax is computed on when not the charged one: a custom price taxed on the original (`tax/calculation/apply_tax_on`). */
  priceForTaxCalculation?: number | null;
}

export interface TaxCalculationRequest {
  /** Store view whose rate titles name the applied rates. */
  storeId: number;
  shippingAddress?: TaxAddress | null;
  billingAddress?: TaxAddress | null;
  /** The customer's tax class (its group's); when absent, the NOT LOGGED IN group's. */
  customerTaxClassId?: number | null;
  items: TaxableItem[];
  /** Shipping, taxed with `tax/classes/shipping_tax_class` (0 by default: not taxed). */
  shipping?: { amount: number; discountAmount?: number; taxIncluded?: boolean } | null;
}

export interface AppliedTaxRate {
  code: string;
  title: string;
  percent: number;
}

/** One group of rates applied together (rules of one priority); `taxRateKey` is their codes joined. */
export interface AppliedTax {
  taxRateKey: string;
  percent: number;
  amount: number;
  rates: AppliedTaxRate[];
}

export interface TaxedItem {
  code: string;
  price: number;
  priceInclTax: number;
  rowTotal: number;
  rowTotalInclTax: number;
  rowTax: number;
  /** Tax a discount took out of a price including tax (Magento's discount_tax_compensation_amount): added to the grand total. */
  discountTaxCompensation: number;
  /** The item's total rate, compound priorities included. */
  taxPercent: number;
  appliedTaxes: AppliedTax[];
}

export interface TaxCalculationResult {
  items: TaxedItem[];
  shipping: TaxedItem | null;
  /** Sum of the items' row totals excluding tax (shipping excluded). */
  subtotal: number;
  subtotalInclTax: number;
  /** The items' discount tax compensation (shipping's is on `shipping`). */
  discountTaxCompensation: number;
  /** All tax: items and shipping. */
  taxAmount: number;
  shippingTaxAmount: number;
  /** Applied taxes summed over items and shipping, per group. */
  appliedTaxes: AppliedTax[];
}
