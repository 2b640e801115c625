import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CustomerEntity } from '@mercato/customer';
import { Product } from '@mercato/catalog';
import { Store, Website } from '@mercato/store';

/** `magento_giftregistry_type`: a kind of registry (Magento installs birthday, baby_registry, wedding). */
@Entity('magento_giftregistry_type')
@Unique('magento_giftregistry_type_code', ['code'])
export class GiftRegistryType {
  @PrimaryGeneratedColumn({ type: 'int' }) type_id: number;
  @Column({ type: 'varchar', length: 15 }) code: string;
  /** Magento keeps the type's attribute definitions here (XML); Mercato defines no custom attributes. */
  @Column({ type: 'text', nullable: true }) meta_config: string | null;
}

/** `magento_giftregistry_type_info`: a type's label, listing and order per store view (0: default). */
@Entity('magento_giftregistry_type_info')
export class GiftRegistryTypeInfo {
  @PrimaryColumn({ type: 'int' }) type_id: number;
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @Column({ type: 'varchar', length: 255 }) label: string;
  @Column({ type: 'boolean', default: true }) is_listed: boolean;
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @ManyToOne(() => GiftRegistryType, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'type_id' })
  type?: GiftRegistryType;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
}

/**
 * `magento_giftregistry_entity`: one customer's registry. `shipping_address` is a copy of the
 * registrant's address taken when it is set (Magento serializes the address data the same way), so
 * later edits of the address book do not move where gifts go.
 */
@Entity('magento_giftregistry_entity')
@Unique('magento_giftregistry_entity_url_key', ['url_key'])
export class GiftRegistryEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('magento_giftregistry_entity_type_id') @Column({ type: 'int' }) type_id: number;
  @Index('magento_giftregistry_entity_customer_id') @Column({ type: 'int' }) customer_id: number;
  @Index('magento_giftregistry_entity_website_id') @Column({ type: 'int' }) website_id: number;
  @Column({ type: 'boolean', default: false }) is_public: boolean;
  @Column({ type: 'varchar', length: 100 }) url_key: string;
  @Column({ type: 'varchar', length: 255 }) title: string;
  @Column({ type: 'text', nullable: true }) message: string | null;
  @Column({ type: 'jsonb', nullable: true }) shipping_address: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) custom_values: Record<string, unknown> | null;
  @Column({ type: 'boolean', default: true }) is_active: boolean;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @ManyToOne(() => GiftRegistryType, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'type_id' })
  type?: GiftRegistryType;
  @ManyToOne(() => CustomerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: CustomerEntity;
  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website?: Website;
}

/** `magento_giftregistry_item`: a wanted product with the quantity asked for and the quantity already given. */
@Entity('magento_giftregistry_item')
export class GiftRegistryItem {
  @PrimaryGeneratedColumn({ type: 'int' }) item_id: number;
  @Index('magento_giftregistry_item_entity_id') @Column({ type: 'int' }) entity_id: number;
  @Index('magento_giftregistry_item_product_id') @Column({ type: 'int' }) product_id: number;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) qty: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) qty_fulfilled: string;
  @Column({ type: 'text', nullable: true }) note: string | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) added_at: Date;
  /** The product's chosen custom options (Magento's serialized buy request), JSON here. */
  @Column({ type: 'jsonb', nullable: true }) custom_options: Record<string, unknown> | null;
  @ManyToOne(() => GiftRegistryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'entity_id' })
  registry?: GiftRegistryEntity;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
}

/** `magento_giftregistry_person`: a registrant (the couple of a wedding, the parents of a baby). */
@Entity('magento_giftregistry_person')
export class GiftRegistryPerson {
  @PrimaryGeneratedColumn({ type: 'int' }) person_id: number;
  @Index('magento_giftregistry_person_entity_id') @Column({ type: 'int' }) entity_id: number;
  @Column({ type: 'varchar', length: 100 }) firstname: string;
  @Column({ type: 'varchar', length: 100 }) lastname: string;
  @Column({ type: 'varchar', length: 150 }) email: string;
  @Column({ type: 'varchar', length: 32, nullable: true }) role: string | null;
  @Column({ type: 'jsonb', nullable: true }) custom_values: Record<string, unknown> | null;
  @ManyToOne(() => GiftRegistryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'entity_id' })
  registry?: GiftRegistryEntity;
}
