/** One cart line as the carriers see it (Magento's RateRequest items). */
export interface RateRequestItem {
  sku: string;
  qty: number;
  /** Weight of one unit. */
  weight: number;
  row_total: number;
  /** Set by a sales rule "free shipping for matching items". */
  free_shipping: boolean;
  is_virtual: boolean;
}

/** Magento's RateRequest, reduced to what the offline carriers read. */
export interface RateRequest {
  storeId: number;
  websiteId: number;
  destination: { country_id: string; region_id?: number | null; postcode?: string | null };
  items: RateRequestItem[];
  /** Subtotal. */
  packageValue: number;
  /** Subtotal after discount. */
  packageValueWithDiscount: number;
  packageQty: number;
  packageWeight: number;
  /** Set by a sales rule "free shipping for the whole cart" (the address's free_shipping). */
  freeShipping: boolean;
}

/** Magento's ShippingMethodInterface as the web API answers it. */
export interface ShippingRate {
  carrier_code: string;
  /** null for a carrier's error row (available false), as Magento answers it. */
  method_code: string | null;
  carrier_title: string;
  method_title: string | null;
  amount: number;
  base_amount: number;
  available: boolean;
  error_message: string;
  price_excl_tax: number;
  price_incl_tax: number;
}

/** What a carrier answers before it is shaped as a ShippingRate. */
export type CarrierResult = { method: string; title: string; price: number; cost: number } | { error: string } | null;

/** The carrier's settings under `carriers/<code>/` (Magento's config.xml defaults apply). */
export type CarrierConfig = Record<string, string | null>;
