import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Website } from '@mercato/store';
import { CustomerGroup } from './customer-group.entity';

/** Websites a customer group is excluded from (Magento 2.4's customer_group_excluded_website). */
@Entity('customer_group_excluded_website')
@Unique('customer_group_excluded_website_group_website', ['customer_group_id', 'website_id'])
export class CustomerGroupExcludedWebsite {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'int' }) customer_group_id: number;
  @ManyToOne(() => CustomerGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_group_id' })
  group?: CustomerGroup;
  @Column({ type: 'int' }) website_id: number;
  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website?: Website;
}
