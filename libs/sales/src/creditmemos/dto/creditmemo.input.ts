import { DataInterface, declareFields, Field } from '@mercato/platform';

@DataInterface('Magento\\Sales\\Api\\Data\\CreditmemoCommentInterface')
export class CreditmemoCommentData {
  @Field('mixed') extension_attributes?: unknown;
  [key: string]: unknown;
}
declareFields(CreditmemoCommentData, 'int', ['entity_id', 'parent_id', 'is_customer_notified', 'is_visible_on_front']);
declareFields(CreditmemoCommentData, 'string', ['comment', 'created_at']);

@DataInterface('Magento\\Sales\\Api\\Data\\CreditmemoItemInterface')
export class CreditmemoItemData {
  @Field('mixed') extension_attributes?: unknown;
  [key: string]: unknown;
}
declareFields(CreditmemoItemData, 'int', ['entity_id', 'parent_id', 'order_item_id', 'product_id']);
declareFields(CreditmemoItemData, 'float', [
  'qty',
  'price',
  'base_price',
  'price_incl_tax',
  'base_price_incl_tax',
  'row_total',
  'base_row_total',
  'row_total_incl_tax',
  'base_row_total_incl_tax',
  'tax_amount',
  'base_tax_amount',
  'discount_amount',
  'base_discount_amount',
  'base_cost',
  'discount_tax_compensation_amount',
  'base_discount_tax_compensation_amount',
  'weee_tax_applied_amount',
  'base_weee_tax_applied_amount',
  'weee_tax_applied_row_amount',
  'base_weee_tax_applied_row_amnt',
  'weee_tax_disposition',
  'base_weee_tax_disposition',
  'weee_tax_row_disposition',
  'base_weee_tax_row_disposition',
]);
declareFields(CreditmemoItemData, 'string', ['sku', 'name', 'description', 'additional_data', 'weee_tax_applied']);

/** Columns of sales_creditmemo a repository save stores as given. */
export const MEMO_INT_FIELDS = [
  'entity_id',
  'order_id',
  'invoice_id',
  'store_id',
  'state',
  'creditmemo_status',
  'customer_id',
  'billing_address_id',
  'shipping_address_id',
  'email_sent',
  'send_email',
  'customer_note_notify',
];
export const MEMO_FLOAT_FIELDS = [
  'base_to_global_rate',
  'base_to_order_rate',
  'store_to_base_rate',
  'store_to_order_rate',
  'grand_total',
  'base_grand_total',
  'subtotal',
  'base_subtotal',
  'subtotal_incl_tax',
  'base_subtotal_incl_tax',
  'shipping_amount',
  'base_shipping_amount',
  'shipping_incl_tax',
  'base_shipping_incl_tax',
  'shipping_tax_amount',
  'base_shipping_tax_amount',
  'tax_amount',
  'base_tax_amount',
  'discount_amount',
  'base_discount_amount',
  'adjustment',
  'base_adjustment',
  'adjustment_positive',
  'base_adjustment_positive',
  'adjustment_negative',
  'base_adjustment_negative',
];
export const MEMO_STRING_FIELDS = [
  'increment_id',
  'transaction_id',
  'base_currency_code',
  'order_currency_code',
  'global_currency_code',
  'store_currency_code',
  'customer_note',
];

@DataInterface('Magento\\Sales\\Api\\Data\\CreditmemoInterface')
export class CreditmemoData {
  @Field(() => CreditmemoItemData, { array: true }) items?: CreditmemoItemData[] | null;
  @Field(() => CreditmemoCommentData, { array: true }) comments?: CreditmemoCommentData[] | null;
  @Field('mixed') extension_attributes?: unknown;
  [key: string]: unknown;
}
declareFields(CreditmemoData, 'int', MEMO_INT_FIELDS);
declareFields(CreditmemoData, 'float', [
  ...MEMO_FLOAT_FIELDS,
  'discount_tax_compensation_amount',
  'base_discount_tax_compensation_amount',
  'shipping_discount_tax_compensation_amount',
  'base_shipping_discount_tax_compensation_amnt',
  'base_customer_balance_amount',
]);
declareFields(CreditmemoData, 'string', [...MEMO_STRING_FIELDS, 'created_at', 'updated_at', 'discount_description']);

/** CreditmemoRepositoryInterface::save(CreditmemoInterface $entity). */
export class CreditmemoSaveInput {
  @Field(() => CreditmemoData, { required: true }) entity: CreditmemoData;
}

/** CreditmemoManagementInterface::refund(CreditmemoInterface $creditmemo, bool $offlineRequested = false). */
export class CreditmemoRefundInput {
  @Field(() => CreditmemoData, { required: true }) creditmemo: CreditmemoData;
  @Field('bool') offlineRequested?: boolean;
}

/** CreditmemoCommentRepositoryInterface::save(CreditmemoCommentInterface $entity), under /V1/creditmemo/:id/comments. */
export class CreditmemoCommentSaveInput {
  @Field('int', { carriedBy: 'entity.parent_id' }) id?: number;
  @Field(() => CreditmemoCommentData, { required: true }) entity: CreditmemoCommentData;
}
