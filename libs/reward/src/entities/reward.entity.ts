import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CustomerEntity } from '@mercato/customer';
import { Quote } from '@mercato/quote';
import { Store, Website } from '@mercato/store';

/** `magento_reward`: a customer's reward points balance on one website. */
@Entity('magento_reward')
@Unique('magento_reward_customer_id_website_id', ['customer_id', 'website_id'])
export class Reward {
  @PrimaryGeneratedColumn({ type: 'int' }) reward_id: number;
  @Column({ type: 'int', default: 0 }) customer_id: number;
  @Index('magento_reward_website_id') @Column({ type: 'int', nullable: true }) website_id: number | null;
  @Column({ type: 'int', default: 0 }) points_balance: number;
  @Column({ type: 'varchar', length: 3, nullable: true }) website_currency_code: string | null;
  @ManyToOne(() => CustomerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: CustomerEntity;
}

/**
 * `magento_reward_history`: every change of a balance. `action` is Magento's Reward::REWARD_ACTION_*
 * (0 admin, 1 order, 8 order extra, 9 credit memo, 12 credit memo void …); `entity` the order id;
 * `points_used` how many of a gain later spendings took (oldest first), `points_voided` how many a
 * refund took back; `additional_data` JSON (increment id, the rate used).
 */
@Entity('magento_reward_history')
export class RewardHistory {
  @PrimaryGeneratedColumn({ type: 'int' }) history_id: number;
  @Index('magento_reward_history_reward_id') @Column({ type: 'int', default: 0 }) reward_id: number;
  @Index('magento_reward_history_website_id') @Column({ type: 'int', default: 0 }) website_id: number;
  @Index('magento_reward_history_store_id') @Column({ type: 'int', nullable: true }) store_id: number | null;
  @Column({ type: 'smallint', default: 0 }) action: number;
  @Column({ type: 'int', nullable: true }) entity: number | null;
  @Column({ type: 'int', default: 0 }) points_balance: number;
  @Column({ type: 'int', default: 0 }) points_delta: number;
  @Column({ type: 'int', default: 0 }) points_used: number;
  @Column({ type: 'int', default: 0 }) points_voided: number;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) currency_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) currency_delta: string;
  @Column({ type: 'varchar', length: 5 }) base_currency_code: string;
  @Column({ type: 'text' }) additional_data: string;
  @Column({ type: 'text', nullable: true }) comment: string | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', nullable: true }) expired_at_static: Date | null;
  @Column({ type: 'timestamp', nullable: true }) expired_at_dynamic: Date | null;
  @Column({ type: 'smallint', default: 0 }) is_expired: number;
  @Column({ type: 'int', nullable: true }) is_duplicate_of: number | null;
  @Column({ type: 'smallint', default: 0 }) notification_sent: number;
  @ManyToOne(() => Reward, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reward_id' })
  reward?: Reward;
  @ManyToOne(() => Store, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website?: Website;
}

/**
 * `magento_reward_rate`: exchange rates per website and customer group (0: all of them). Direction 1
 * converts `points` points into `currency_amount` (spending), 2 converts `currency_amount` spent into
 * `points` points (earning).
 */
@Entity('magento_reward_rate')
@Unique('magento_reward_rate_website_id_customer_group_id_direction', ['website_id', 'customer_group_id', 'direction'])
export class RewardRate {
  @PrimaryGeneratedColumn({ type: 'int' }) rate_id: number;
  @Column({ type: 'int', default: 0 }) website_id: number;
  @Index('magento_reward_rate_customer_group_id') @Column({ type: 'int', nullable: true }) customer_group_id: number | null;
  @Column({ type: 'smallint', default: 1 }) direction: number;
  @Column({ type: 'int', default: 0 }) points: number;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) currency_amount: string;
  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website?: Website;
}

/** The cart's choice to pay with reward points (Magento's `quote.use_reward_points`), kept beside the quote. */
@Entity('magento_reward_quote')
export class RewardQuote {
  @PrimaryColumn({ type: 'int' }) quote_id: number;
  @Column({ type: 'boolean', default: false }) use_reward_points: boolean;
  @OneToOne(() => Quote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Quote;
}
