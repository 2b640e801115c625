import { DataInterface, Field } from '@mercato/platform';

/** What the checkout routes answer: totals, shipping methods, payment methods and details. */

@DataInterface('Magento\\Quote\\Api\\Data\\TotalsItemInterface')
export class TotalsItemData {
  @Field('int') item_id?: number;
  @Field('float') price?: number;
  @Field('float') base_price?: number;
  @Field('float') qty?: number;
  @Field('float') row_total?: number;
  @Field('float') base_row_total?: number;
  @Field('float') row_total_with_discount?: number;
  @Field('float') tax_amount?: number;
  @Field('float') base_tax_amount?: number;
  @Field('float') tax_percent?: number;
  @Field('float') discount_amount?: number;
  @Field('float') base_discount_amount?: number;
  @Field('float') discount_percent?: number;
  @Field('float') price_incl_tax?: number;
  @Field('float') base_price_incl_tax?: number;
  @Field('float') row_total_incl_tax?: number;
  @Field('float') base_row_total_incl_tax?: number;
  @Field('string') options?: string;
  @Field('float') weee_tax_applied_amount?: number;
  @Field('string') weee_tax_applied?: string;
  @Field('string') name?: string;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Quote\\Api\\Data\\TotalSegmentInterface')
export class TotalSegmentData {
  @Field('string') code?: string;
  @Field('string') title?: string;
  @Field('float') value?: number;
  @Field('string') area?: string;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Quote\\Api\\Data\\TotalsInterface')
export class TotalsData {
  @Field('float') grand_total?: number;
  @Field('float') base_grand_total?: number;
  @Field('float') subtotal?: number;
  @Field('float') base_subtotal?: number;
  @Field('float') discount_amount?: number;
  @Field('float') base_discount_amount?: number;
  @Field('float') subtotal_with_discount?: number;
  @Field('float') base_subtotal_with_discount?: number;
  @Field('float') shipping_amount?: number;
  @Field('float') base_shipping_amount?: number;
  @Field('float') shipping_discount_amount?: number;
  @Field('float') base_shipping_discount_amount?: number;
  @Field('float') tax_amount?: number;
  @Field('float') base_tax_amount?: number;
  @Field('float') weee_tax_applied_amount?: number;
  @Field('float') shipping_tax_amount?: number;
  @Field('float') base_shipping_tax_amount?: number;
  @Field('float') subtotal_incl_tax?: number;
  @Field('float') base_subtotal_incl_tax?: number;
  @Field('float') shipping_incl_tax?: number;
  @Field('float') base_shipping_incl_tax?: number;
  @Field('string') base_currency_code?: string;
  @Field('string') quote_currency_code?: string;
  @Field('string') coupon_code?: string;
  @Field('float') items_qty?: number;
  @Field(() => TotalsItemData, { array: true }) items?: TotalsItemData[];
  @Field(() => TotalSegmentData, { array: true }) total_segments?: TotalSegmentData[];
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Quote\\Api\\Data\\ShippingMethodInterface')
export class ShippingMethodData {
  @Field('string') carrier_code?: string;
  @Field('string') method_code?: string | null;
  @Field('string') carrier_title?: string;
  @Field('string') method_title?: string | null;
  @Field('float') amount?: number;
  @Field('float') base_amount?: number;
  @Field('bool') available?: boolean;
  @Field('string') error_message?: string;
  @Field('float') price_excl_tax?: number;
  @Field('float') price_incl_tax?: number;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Quote\\Api\\Data\\PaymentMethodInterface')
export class PaymentMethodData {
  @Field('string') code?: string;
  @Field('string') title?: string;
}

@DataInterface('Magento\\Checkout\\Api\\Data\\PaymentDetailsInterface')
export class PaymentDetailsData {
  @Field(() => PaymentMethodData, { array: true }) payment_methods?: PaymentMethodData[];
  @Field(() => TotalsData) totals?: TotalsData;
  @Field('mixed') extension_attributes?: unknown;
}
