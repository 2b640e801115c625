import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { SalesOrder } from '../../entities/order.entity';

/** `sales_shipment`: a shipment document of an order. */
@Entity('sales_shipment')
@Index('sales_shipment_increment_id_store_id', ['increment_id', 'store_id'], { unique: true })
export class SalesShipment {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'varchar', length: 50 }) increment_id: string;
  @Index('sales_shipment_order_id') @Column({ type: 'int' }) order_id: number;
  @ManyToOne(() => SalesOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: SalesOrder;
  @Column({ type: 'smallint', nullable: true }) store_id: number | null;
  @Column({ type: 'int', nullable: true }) customer_id: number | null;
  @Column({ type: 'int', nullable: true }) billing_address_id: number | null;
  @Column({ type: 'int', nullable: true }) shipping_address_id: number | null;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) total_qty: string | null;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) total_weight: string | null;
  @Column({ type: 'boolean', nullable: true }) email_sent: boolean | null;
  @Column({ type: 'boolean', nullable: true }) send_email: boolean | null;
  @Column({ type: 'int', nullable: true }) shipment_status: number | null;
  /** Base64 of the label document (Magento keeps the binary in a mediumblob and answers it base64-encoded). */
  @Column({ type: 'text', nullable: true }) shipping_label: string | null;
  @Column({ type: 'jsonb', nullable: true }) packages: unknown;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}

/** `sales_shipment_item`: a shipped order line and its quantity. */
@Entity('sales_shipment_item')
export class SalesShipmentItem {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('sales_shipment_item_parent_id') @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => SalesShipment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  shipment?: SalesShipment;
  @Column({ type: 'int', nullable: true }) order_item_id: number | null;
  @Column({ type: 'int', nullable: true }) product_id: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) sku: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) name: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) price: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) row_total: string | null;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) weight: string | null;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) qty: string;
  @Column({ type: 'text', nullable: true }) additional_data: string | null;
}

/** `sales_shipment_track`: a carrier tracking number of a shipment. */
@Entity('sales_shipment_track')
export class SalesShipmentTrack {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('sales_shipment_track_parent_id') @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => SalesShipment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  shipment?: SalesShipment;
  @Column({ type: 'int' }) order_id: number;
  @Column({ type: 'text', nullable: true }) track_number: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) title: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) carrier_code: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) weight: string | null;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) qty: string | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}

/** `sales_shipment_comment`: comments of a shipment. */
@Entity('sales_shipment_comment')
export class SalesShipmentComment {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('sales_shipment_comment_parent_id') @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => SalesShipment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  shipment?: SalesShipment;
  @Column({ type: 'text', nullable: true }) comment: string | null;
  @Column({ type: 'int', nullable: true }) is_customer_notified: number | null;
  @Column({ type: 'smallint', default: 0 }) is_visible_on_front: number;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
}

/** `inventory_shipment_source` (Magento_InventoryShipping): the source a shipment was taken from. */
@Entity('inventory_shipment_source')
export class InventoryShipmentSource {
  @PrimaryColumn({ type: 'int' }) shipment_id: number;
  @ManyToOne(() => SalesShipment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shipment_id' })
  shipment?: SalesShipment;
  @Column({ type: 'varchar', length: 255 }) source_code: string;
}

/** Shipment increment ids per store (Magento's `sequence_shipment_<store>`). */
@Entity('sales_sequence_shipment')
export class SalesSequenceShipment {
  @PrimaryColumn({ type: 'smallint' }) store_id: number;
  @Column({ type: 'varchar', length: 32, default: '' }) prefix: string;
  @Column({ type: 'bigint', default: 0 }) last_value: string;
}

export const shipmentEntities = [
  SalesShipment,
  SalesShipmentItem,
  SalesShipmentTrack,
  SalesShipmentComment,
  InventoryShipmentSource,
  SalesSequenceShipment,
];
