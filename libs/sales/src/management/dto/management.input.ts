import { Field } from '@mercato/platform';
import { OrderStatusHistoryData } from '../../dto/order.input';

/** OrderManagementInterface::addComment($id, OrderStatusHistoryInterface $statusHistory). */
export class OrderCommentInput {
  @Field('int', { required: true }) id: number;
  @Field(() => OrderStatusHistoryData, { required: true }) statusHistory: OrderStatusHistoryData;
}

/** OrderItemRepositoryInterface::get($id). */
export class OrderItemIdInput {
  @Field('int', { required: true }) id: number;
}
