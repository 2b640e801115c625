import { DataInterface, declareFields, Field } from '@mercato/platform';

/**
 * Magento's Sales data interfaces as input. They have well over a hundred scalar properties; the
 * lists below declare them once (each becomes a @Field, so unknown properties are still rejected)
 * rather than a hundred decorated lines. Properties without a column here are accepted and ignored,
 * as Magento ignores data it has no column for.
 */
@DataInterface('Magento\\Sales\\Api\\Data\\OrderAddressInterface')
export class OrderAddressData {
  @Field('string', { array: true }) street?: string[] | null;
  @Field('mixed') extension_attributes?: unknown;
  [key: string]: unknown;
}
declareFields(OrderAddressData, 'int', [
  'entity_id',
  'parent_id',
  'customer_address_id',
  'customer_id',
  'quote_address_id',
  'region_id',
  'vat_is_valid',
  'vat_request_success',
]);
declareFields(OrderAddressData, 'string', [
  'address_type',
  'region',
  'region_code',
  'postcode',
  'lastname',
  'firstname',
  'middlename',
  'prefix',
  'suffix',
  'city',
  'email',
  'telephone',
  'fax',
  'country_id',
  'company',
  'vat_id',
  'vat_request_date',
  'vat_request_id',
]);

@DataInterface('Magento\\Sales\\Api\\Data\\OrderItemInterface')
export class OrderItemData {
  @Field('mixed') product_option?: unknown;
  @Field('mixed') parent_item?: unknown;
  @Field('mixed') extension_attributes?: unknown;
  [key: string]: unknown;
}
declareFields(OrderItemData, 'int', [
  'item_id',
  'order_id',
  'parent_item_id',
  'quote_item_id',
  'store_id',
  'product_id',
  'is_virtual',
  'free_shipping',
  'is_qty_decimal',
  'no_discount',
  'locked_do_invoice',
  'locked_do_ship',
  'gift_message_id',
  'gift_message_available',
]);
declareFields(OrderItemData, 'float', [
  'weight',
  'row_weight',
  'qty_ordered',
  'qty_invoiced',
  'qty_shipped',
  'qty_refunded',
  'qty_canceled',
  'qty_backordered',
  'qty_returned',
  'price',
  'base_price',
  'original_price',
  'base_original_price',
  'row_total',
  'base_row_total',
  'price_incl_tax',
  'base_price_incl_tax',
  'row_total_incl_tax',
  'base_row_total_incl_tax',
  'tax_amount',
  'base_tax_amount',
  'tax_percent',
  'discount_amount',
  'base_discount_amount',
  'discount_percent',
  'amount_refunded',
  'base_amount_refunded',
  'row_invoiced',
  'base_row_invoiced',
  'tax_invoiced',
  'base_tax_invoiced',
  'discount_invoiced',
  'base_discount_invoiced',
  'base_cost',
  'discount_tax_compensation_amount',
  'base_discount_tax_compensation_amount',
  'discount_refunded',
  'base_discount_refunded',
  'tax_canceled',
  'tax_refunded',
  'base_tax_refunded',
]);
declareFields(OrderItemData, 'string', [
  'product_type',
  'sku',
  'name',
  'applied_rule_ids',
  'created_at',
  'updated_at',
  'additional_data',
  'description',
  'ext_order_item_id',
]);

@DataInterface('Magento\\Sales\\Api\\Data\\OrderPaymentInterface')
export class OrderPaymentData {
  @Field('string', { array: true }) additional_information?: string[] | null;
  @Field('mixed') extension_attributes?: unknown;
  [key: string]: unknown;
}
declareFields(OrderPaymentData, 'int', ['entity_id', 'parent_id', 'quote_payment_id']);
declareFields(OrderPaymentData, 'float', [
  'amount_ordered',
  'base_amount_ordered',
  'amount_paid',
  'base_amount_paid',
  'amount_refunded',
  'base_amount_refunded',
  'amount_canceled',
  'base_amount_canceled',
  'amount_authorized',
  'base_amount_authorized',
  'shipping_amount',
  'base_shipping_amount',
  'shipping_captured',
  'base_shipping_captured',
]);
declareFields(OrderPaymentData, 'string', [
  'method',
  'po_number',
  'additional_data',
  'account_status',
  'cc_last4',
  'cc_type',
  'cc_owner',
  'cc_exp_month',
  'cc_exp_year',
  'last_trans_id',
  'anet_trans_method',
  'echeck_type',
]);

@DataInterface('Magento\\Sales\\Api\\Data\\OrderStatusHistoryInterface')
export class OrderStatusHistoryData {
  @Field('mixed') extension_attributes?: unknown;
  [key: string]: unknown;
}
declareFields(OrderStatusHistoryData, 'int', ['entity_id', 'parent_id', 'is_customer_notified', 'is_visible_on_front']);
declareFields(OrderStatusHistoryData, 'string', ['comment', 'status', 'entity_name', 'created_at']);

@DataInterface('Magento\\Sales\\Api\\Data\\OrderInterface')
export class OrderData {
  @Field(() => OrderItemData, { array: true }) items?: OrderItemData[] | null;
  @Field(() => OrderAddressData) billing_address?: OrderAddressData | null;
  @Field(() => OrderPaymentData) payment?: OrderPaymentData | null;
  @Field(() => OrderStatusHistoryData, { array: true }) status_histories?: OrderStatusHistoryData[] | null;
  @Field('mixed') extension_attributes?: unknown;
  [key: string]: unknown;
}
declareFields(OrderData, 'int', [
  'entity_id',
  'billing_address_id',
  'shipping_address_id',
  'can_ship_partially',
  'can_ship_partially_item',
  'customer_gender',
  'customer_group_id',
  'customer_id',
  'customer_is_guest',
  'customer_note_notify',
  'edit_increment',
  'email_sent',
  'send_email',
  'forced_shipment_with_invoice',
  'gift_message_id',
  'is_virtual',
  'payment_auth_expiration',
  'quote_address_id',
  'quote_id',
  'store_id',
  'total_item_count',
]);
declareFields(OrderData, 'float', [
  'adjustment_negative',
  'adjustment_positive',
  'base_adjustment_negative',
  'base_adjustment_positive',
  'base_discount_amount',
  'base_discount_canceled',
  'base_discount_invoiced',
  'base_discount_refunded',
  'base_grand_total',
  'base_discount_tax_compensation_amount',
  'base_discount_tax_compensation_invoiced',
  'base_discount_tax_compensation_refunded',
  'base_shipping_amount',
  'base_shipping_canceled',
  'base_shipping_discount_amount',
  'base_shipping_discount_tax_compensation_amnt',
  'base_shipping_incl_tax',
  'base_shipping_invoiced',
  'base_shipping_refunded',
  'base_shipping_tax_amount',
  'base_shipping_tax_refunded',
  'base_subtotal',
  'base_subtotal_canceled',
  'base_subtotal_incl_tax',
  'base_subtotal_invoiced',
  'base_subtotal_refunded',
  'base_tax_amount',
  'base_tax_canceled',
  'base_tax_invoiced',
  'base_tax_refunded',
  'base_total_canceled',
  'base_total_due',
  'base_total_invoiced',
  'base_total_invoiced_cost',
  'base_total_offline_refunded',
  'base_total_online_refunded',
  'base_total_paid',
  'base_total_qty_ordered',
  'base_total_refunded',
  'base_to_global_rate',
  'base_to_order_rate',
  'discount_amount',
  'discount_canceled',
  'discount_invoiced',
  'discount_refunded',
  'grand_total',
  'discount_tax_compensation_amount',
  'discount_tax_compensation_invoiced',
  'discount_tax_compensation_refunded',
  'payment_authorization_amount',
  'shipping_amount',
  'shipping_canceled',
  'shipping_discount_amount',
  'shipping_discount_tax_compensation_amount',
  'shipping_incl_tax',
  'shipping_invoiced',
  'shipping_refunded',
  'shipping_tax_amount',
  'shipping_tax_refunded',
  'store_to_base_rate',
  'store_to_order_rate',
  'subtotal',
  'subtotal_canceled',
  'subtotal_incl_tax',
  'subtotal_invoiced',
  'subtotal_refunded',
  'tax_amount',
  'tax_canceled',
  'tax_invoiced',
  'tax_refunded',
  'total_canceled',
  'total_due',
  'total_invoiced',
  'total_offline_refunded',
  'total_online_refunded',
  'total_paid',
  'total_qty_ordered',
  'total_refunded',
  'weight',
]);
declareFields(OrderData, 'string', [
  'applied_rule_ids',
  'base_currency_code',
  'coupon_code',
  'created_at',
  'customer_dob',
  'customer_email',
  'customer_firstname',
  'customer_lastname',
  'customer_middlename',
  'customer_note',
  'customer_prefix',
  'customer_suffix',
  'customer_taxvat',
  'discount_description',
  'ext_customer_id',
  'ext_order_id',
  'global_currency_code',
  'hold_before_state',
  'hold_before_status',
  'increment_id',
  'order_currency_code',
  'original_increment_id',
  'protect_code',
  'relation_child_id',
  'relation_child_real_id',
  'relation_parent_id',
  'relation_parent_real_id',
  'remote_ip',
  'shipping_description',
  'shipping_method',
  'state',
  'status',
  'store_currency_code',
  'store_name',
  'updated_at',
  'x_forwarded_for',
]);

/** OrderRepositoryInterface::save(OrderInterface $entity). */
export class OrderSaveInput {
  @Field(() => OrderData, { required: true }) entity: OrderData;
}

/** OrderRepositoryInterface::get($id). */
export class OrderIdInput {
  @Field('int', { required: true }) id: number;
}

/** OrderAddressRepositoryInterface::save(OrderAddressInterface $entity), routed by the order id. */
export class OrderAddressSaveInput {
  @Field('int', { required: true, carriedBy: 'entity.parent_id' }) parent_id: number;
  @Field(() => OrderAddressData, { required: true }) entity: OrderAddressData;
}
