import { DataInterface, Field } from '@mercato/platform';

/** A requested line: which order item, how many (Magento CreditmemoItemCreationInterface). */
@DataInterface('Magento\\Sales\\Api\\Data\\CreditmemoItemCreationInterface')
export class RefundItemInput {
  @Field('int', { required: true }) order_item_id: number;
  @Field('float', { required: true }) qty: number;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Sales\\Api\\Data\\CreditmemoCommentCreationInterface')
export class RefundCommentInput {
  @Field('string', { required: true }) comment: string;
  @Field('int') is_visible_on_front?: number;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Sales\\Api\\Data\\CreditmemoCreationArgumentsExtensionInterface')
export class RefundArgumentsExtension {
  /** Order item ids whose refunded quantity goes back to stock (Magento_SalesInventory). */
  @Field('int', { array: true }) return_to_stock_items?: number[];
}

@DataInterface('Magento\\Sales\\Api\\Data\\CreditmemoCreationArgumentsInterface')
export class RefundArgumentsInput {
  @Field('float') shipping_amount?: number | null;
  @Field('float') adjustment_positive?: number | null;
  @Field('float') adjustment_negative?: number | null;
  @Field(() => RefundArgumentsExtension) extension_attributes?: RefundArgumentsExtension;
}

/** The arguments both refund contracts share. */
class RefundRequestInput {
  @Field(() => RefundItemInput, { array: true }) items?: RefundItemInput[];
  @Field('bool') notify?: boolean;
  @Field('bool') appendComment?: boolean;
  @Field(() => RefundCommentInput) comment?: RefundCommentInput;
  @Field(() => RefundArgumentsInput) arguments?: RefundArgumentsInput;
}

/** RefundOrderInterface::execute. */
export class RefundOrderInput extends RefundRequestInput {
  @Field('int', { required: true }) orderId: number;
}

/** RefundInvoiceInterface::execute. */
export class RefundInvoiceInput extends RefundRequestInput {
  @Field('int', { required: true }) invoiceId: number;
  @Field('bool') isOnline?: boolean;
}

export class CreditmemoIdInput {
  @Field('int', { required: true }) id: number;
}
