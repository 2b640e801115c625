import { DataInterface, declareFields, Field } from '@mercato/platform';

@DataInterface('Magento\\Sales\\Api\\Data\\InvoiceItemCreationInterface')
export class InvoiceItemCreation {
  @Field('int', { required: true }) order_item_id: number;
  @Field('float', { required: true }) qty: number;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Sales\\Api\\Data\\InvoiceCommentCreationInterface')
export class InvoiceCommentCreation {
  @Field('string', { required: true }) comment: string;
  @Field('int', { required: true }) is_visible_on_front: number;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Sales\\Api\\Data\\InvoiceCreationArgumentsInterface')
export class InvoiceCreationArguments {
  @Field('mixed') extension_attributes?: unknown;
}

/** InvoiceOrderInterface::execute($orderId, $capture, $items, $notify, $appendComment, $comment, $arguments). */
export class InvoiceOrderInput {
  @Field('int', { required: true }) orderId: number;
  @Field('bool') capture?: boolean | null;
  @Field(() => InvoiceItemCreation, { array: true }) items?: InvoiceItemCreation[] | null;
  @Field('bool') notify?: boolean | null;
  @Field('bool') appendComment?: boolean | null;
  @Field(() => InvoiceCommentCreation) comment?: InvoiceCommentCreation | null;
  @Field(() => InvoiceCreationArguments) arguments?: InvoiceCreationArguments | null;
}

export class InvoiceIdInput {
  @Field('int', { required: true }) id: number;
}

export class TransactionIdInput {
  @Field('int', { required: true }) id: number;
}

@DataInterface('Magento\\Sales\\Api\\Data\\InvoiceCommentInterface')
export class InvoiceCommentData {
  @Field('mixed') extension_attributes?: unknown;
  [key: string]: unknown;
}
declareFields(InvoiceCommentData, 'int', ['entity_id', 'parent_id', 'is_customer_notified', 'is_visible_on_front']);
declareFields(InvoiceCommentData, 'string', ['comment', 'created_at']);

/** InvoiceCommentRepositoryInterface::save(InvoiceCommentInterface $entity). */
export class InvoiceCommentSaveInput {
  @Field(() => InvoiceCommentData, { required: true }) entity: InvoiceCommentData;
}

@DataInterface('Magento\\Sales\\Api\\Data\\InvoiceItemInterface')
export class InvoiceItemData {
  @Field('mixed') extension_attributes?: unknown;
  [key: string]: unknown;
}
declareFields(InvoiceItemData, 'int', ['entity_id', 'parent_id', 'order_item_id', 'product_id']);
declareFields(InvoiceItemData, 'float', [
  'qty',
  'price',
  'base_price',
  'price_incl_tax',
  'base_price_incl_tax',
  'base_cost',
  'row_total',
  'base_row_total',
  'row_total_incl_tax',
  'base_row_total_incl_tax',
  'tax_amount',
  'base_tax_amount',
  'discount_amount',
  'base_discount_amount',
  'discount_tax_compensation_amount',
  'base_discount_tax_compensation_amount',
  'weee_tax_applied_amount',
  'weee_tax_applied_row_amount',
]);
declareFields(InvoiceItemData, 'string', ['sku', 'name', 'description', 'additional_data']);

/** Magento's InvoiceInterface as input of the repository save. */
@DataInterface('Magento\\Sales\\Api\\Data\\InvoiceInterface')
export class InvoiceData {
  @Field(() => InvoiceItemData, { array: true }) items?: InvoiceItemData[] | null;
  @Field(() => InvoiceCommentData, { array: true }) comments?: InvoiceCommentData[] | null;
  @Field('mixed') extension_attributes?: unknown;
  [key: string]: unknown;
}
declareFields(InvoiceData, 'int', [
  'entity_id',
  'order_id',
  'store_id',
  'state',
  'billing_address_id',
  'shipping_address_id',
  'is_used_for_refund',
  'can_void_flag',
  'email_sent',
  'send_email',
  'customer_note_notify',
]);
declareFields(InvoiceData, 'float', [
  'base_to_global_rate',
  'base_to_order_rate',
  'store_to_base_rate',
  'store_to_order_rate',
  'total_qty',
  'grand_total',
  'base_grand_total',
  'subtotal',
  'base_subtotal',
  'subtotal_incl_tax',
  'base_subtotal_incl_tax',
  'tax_amount',
  'base_tax_amount',
  'shipping_amount',
  'base_shipping_amount',
  'shipping_tax_amount',
  'base_shipping_tax_amount',
  'shipping_incl_tax',
  'base_shipping_incl_tax',
  'discount_amount',
  'base_discount_amount',
  'base_total_refunded',
  'base_cost',
  'discount_tax_compensation_amount',
  'base_discount_tax_compensation_amount',
  'shipping_discount_tax_compensation_amount',
  'base_shipping_discount_tax_compensation_amnt',
]);
declareFields(InvoiceData, 'string', [
  'increment_id',
  'transaction_id',
  'base_currency_code',
  'global_currency_code',
  'order_currency_code',
  'store_currency_code',
  'discount_description',
  'customer_note',
  'created_at',
  'updated_at',
]);

/** InvoiceRepositoryInterface::save(InvoiceInterface $entity). */
export class InvoiceSaveInput {
  @Field(() => InvoiceData, { required: true }) entity: InvoiceData;
}
