/** The calculator's contract with the cart: what it is given and what it answers. */

export interface DiscountItemInput {
  /** The caller's key for the line (quote item id), echoed in the result. */
  id?: string | number;
  sku: string;
  qty: number;
  /** Unit price excl. tax, the price the discount is computed on. */
  price: number;
  row_total: number;
  /** Row total incl. tax, when known: a 100 % discount never exceeds it (defaults to row_total). */
  row_total_incl_tax?: number;
  category_ids?: number[];
  attribute_set_id?: number | null;
  /** Unit weight, for the address's `weight` condition. */
  weight?: number;
  /** Further product attributes product conditions may test (color, manufacturer…). */
  attributes?: Record<string, unknown>;
  /** Lines that must never be discounted (Magento's no_discount). */
  no_discount?: boolean;
}

/** Shipping address and checkout choices cart conditions may test. */
export interface DiscountAddressInput {
  country_id?: string | null;
  region_id?: number | string | null;
  region?: string | null;
  postcode?: string | null;
  shipping_method?: string | null;
  payment_method?: string | null;
}

export interface DiscountInput {
  websiteId: number;
  customerGroupId: number;
  /** The signed-in customer; guests have none (per-customer limits then do not apply). */
  customerId?: number | null;
  couponCode?: string | null;
  items: DiscountItemInput[];
  subtotal: number;
  subtotal_incl_tax?: number;
  /** The shipping charge the discount may apply to (0 or absent: no shipping discount). */
  shipping_amount?: number;
  /** The store's local date (`YYYY-MM-DD`, or a Date read in UTC) rules' date ranges are checked against. */
  date: string | Date;
  /** Store view whose rule labels describe the discount (store 0's label otherwise). */
  storeId?: number;
  address?: DiscountAddressInput;
}

export interface RuleDiscount {
  rule_id: number;
  amount: number;
}

export interface DiscountItemResult {
  /** Position of the line in the input. */
  index: number;
  id?: string | number;
  sku: string;
  /** Discount on the line (positive), rounded to 2 decimals. */
  discount_amount: number;
  /** Sum of the percentages of the percent rules applied to the line (max 100). */
  discount_percent: number;
  applied_rule_ids: number[];
  /** The line's discount by rule. */
  discounts: RuleDiscount[];
  free_shipping: boolean;
  /** Units shipped free: all of them, or the rule's maximum quantity. */
  free_shipping_qty: number;
}

export type CouponRejection = 'not_found' | 'usage_limit' | 'customer_usage_limit' | 'not_applicable';

export interface CouponResult {
  code: string;
  accepted: boolean;
  /** Magento's message when the coupon is refused. */
  message?: string;
  reason?: CouponRejection;
}

export interface DiscountResult {
  items: DiscountItemResult[];
  /** Discount on the lines (positive). */
  discount_amount: number;
  /** Discount on shipping (positive). */
  shipping_discount_amount: number;
  /** discount_amount + shipping_discount_amount */
  total_discount_amount: number;
  /** The shipment ships free (a rule grants it, or every line ships free). */
  free_shipping: boolean;
  /** Rules applied to lines or shipping, in the order they applied. */
  applied_rule_ids: number[];
  /** Rule labels, joined as Magento titles the discount ("Discount (%1)"). */
  discount_description: string;
  /** Discount by rule, lines and shipping together, with the rule's label. */
  discounts: { rule_id: number; label: string; amount: number; shipping_amount: number }[];
  coupon: CouponResult | null;
}

/** Usage to record for a placed order (or revert for a cancelled one). */
export interface UsageInput {
  ruleIds: number[];
  couponCode?: string | null;
  customerId?: number | null;
}
