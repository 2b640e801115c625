import type { OrderAdjustmentInput } from '../adjustments';
/** Magento's order address fields, as the cart hands them over (OrderAddressInterface names). */
export interface OrderAddressInput {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  street?: string[] | null;
  city?: string | null;
  region?: string | null;
  region_id?: number | null;
  region_code?: string | null;
  postcode?: string | null;
  country_id?: string | null;
  telephone?: string | null;
  fax?: string | null;
  email?: string | null;
  vat_id?: string | null;
  customer_address_id?: number | null;
}

export interface PlaceOrderItem {
  /** The cart line it was ordered from (Magento's `quote_item_id`). */
  quoteItemId?: number | null;
  productId: number | null;
  sku: string;
  name: string;
  productType: string;
  isVirtual: boolean;
  qty: number;
  price: number;
  basePrice: number;
  originalPrice: number;
  rowTotal: number;
  discountAmount: number;
  discountPercent: number;
  taxAmount: number;
  taxPercent: number;
  /** Tax the discount took out of a price including tax (Magento's discount_tax_compensation_amount). */
  discountTaxCompensation?: number;
  priceInclTax: number;
  rowTotalInclTax: number;
  weight: number;
  appliedRuleIds: string | null;
  productOptions: unknown;
  /** Lines ordered under this one (a configurable's chosen simple): written with this line as their parent. */
  children?: PlaceOrderItem[];
}

/** What checkout hands to order placement (the agreed interface between carts and orders). */
export interface PlaceOrderRequest {
  quoteId: number | null;
  storeId: number;
  websiteId: number;
  customer: { id: number | null; email: string; firstname: string | null; lastname: string | null; groupId: number; isGuest: boolean };
  billingAddress: OrderAddressInput;
  shippingAddress: OrderAddressInput | null;
  items: PlaceOrderItem[];
  shipping: {
    method: string;
    description: string;
    amount: number;
    taxAmount: number;
    discountAmount: number;
    /** Tax the shipping discount took out of a shipping price including tax. */
    discountTaxCompensation?: number;
  } | null;
  totals: {
    subtotal: number;
    subtotalInclTax: number;
    discount: number;
    discountDescription: string | null;
    tax: number;
    /** The items' discount tax compensation (shipping's is on `shipping`); part of the grand total. */
    discountTaxCompensation?: number;
    shipping: number;
    shippingInclTax: number;
    grandTotal: number;
    totalQty: number;
    weight: number;
  };
  payment: { method: string; po_number?: string | null; additional_data?: unknown };
  couponCode: string | null;
  appliedRuleIds: number[];
  currency: string;
  /** Taken beforehand when an online payment was authorised under it (else placement takes the next one). */
  incrementId?: string;
  customerNote: string | null;
  /** The order's own gift message, which checkout copied from the cart's (the quote lib owns the gift message table). */
  giftMessageId: number | null;
  /**
   * Totals other modules added at checkout (gift wrapping, gift cards, store credit, reward points); `totals.grandTotal`
   * already includes them.
   */
  adjustments?: OrderAdjustmentInput[];
}
