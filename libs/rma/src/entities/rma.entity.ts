import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** `magento_rma`: a return request for items of one order; `status` is derived from its items' statuses. */
@Entity('magento_rma')
export class MagentoRma {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'varchar', length: 50, nullable: true }) increment_id: string | null;
  @Index('magento_rma_order_id') @Column({ type: 'int' }) order_id: number;
  @Column({ type: 'varchar', length: 50, nullable: true }) order_increment_id: string | null;
  @Column({ type: 'smallint', nullable: true }) store_id: number | null;
  @Column({ type: 'int', nullable: true }) customer_id: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) customer_custom_email: string | null;
  @Column({ type: 'varchar', length: 32, default: 'pending' }) status: string;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) date_requested: Date;
}

/** `magento_rma_item_entity`: one returned order line with its quantities at each step. */
@Entity('magento_rma_item_entity')
export class MagentoRmaItem {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('magento_rma_item_entity_rma_entity_id') @Column({ type: 'int' }) rma_entity_id: number;
  @Column({ type: 'int' }) order_item_id: number;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) qty_requested: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) qty_authorized: string | null;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) qty_approved: string | null;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) qty_returned: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) reason: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) condition: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) resolution: string | null;
  @Column({ type: 'varchar', length: 32, default: 'pending' }) status: string;
}

/** `magento_rma_status_history`: the comments of a return. */
@Entity('magento_rma_status_history')
export class MagentoRmaComment {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('magento_rma_status_history_rma_entity_id') @Column({ type: 'int' }) rma_entity_id: number;
  @Column({ type: 'text', nullable: true }) comment: string | null;
  @Column({ type: 'boolean', default: false }) is_customer_notified: boolean;
  @Column({ type: 'boolean', default: false }) is_visible_on_front: boolean;
  @Column({ type: 'varchar', length: 32, nullable: true }) status: string | null;
  @Column({ type: 'boolean', default: false }) is_admin: boolean;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
}

/** `magento_rma_shipping_label`: tracking numbers of a return, with the label content when one was supplied. */
@Entity('magento_rma_shipping_label')
export class MagentoRmaTrack {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('magento_rma_shipping_label_rma_entity_id') @Column({ type: 'int' }) rma_entity_id: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) track_number: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) carrier_title: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) carrier_code: string | null;
  @Column({ type: 'text', nullable: true }) shipping_label: string | null;
  @Column({ type: 'boolean', default: false }) is_admin: boolean;
}

/** The options of the rma item select attributes (`reason`, `condition`, `resolution`). */
@Entity('magento_rma_item_attribute_option')
export class MagentoRmaItemAttributeOption {
  @PrimaryGeneratedColumn({ type: 'int' }) option_id: number;
  @Column({ type: 'varchar', length: 64 }) attribute_code: string;
  @Column({ type: 'varchar', length: 255 }) label: string;
  @Column({ type: 'int', default: 0 }) sort_order: number;
}
