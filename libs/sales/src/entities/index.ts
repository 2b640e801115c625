import { SalesOrder } from './order.entity';
import { SalesOrderItem } from './order-item.entity';
import { SalesOrderAddress } from './order-address.entity';
import { SalesOrderPayment } from './order-payment.entity';
import { shipmentEntities } from '../shipments/entities/shipment.entities';
import { creditmemoEntities } from '../creditmemos/entities';
import { SalesOrderStatus, SalesOrderStatusHistory, SalesOrderStatusState, SalesSequenceOrder } from './order-status.entity';
import { invoiceEntities } from '../invoices/entities';

export { SalesOrder, SalesOrderAddress, SalesOrderItem, SalesOrderPayment, SalesOrderStatus, SalesOrderStatusHistory, SalesOrderStatusState, SalesSequenceOrder };
export const salesEntities = [
  SalesOrder,
  SalesOrderItem,
  SalesOrderAddress,
  SalesOrderPayment,
  SalesOrderStatusHistory,
  SalesOrderStatus,
  SalesOrderStatusState,
  SalesSequenceOrder,
  ...shipmentEntities,
  ...invoiceEntities,
  ...creditmemoEntities,
];
export * from '../invoices/entities';
