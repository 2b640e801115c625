import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CustomerEntity } from '@mercato/customer';
import { Quote } from '@mercato/quote';
import { Website } from '@mercato/store';

/** `magento_customerbalance`: a customer's store credit on one website, in the website's base currency. */
@Entity('magento_customerbalance')
@Unique('magento_customerbalance_customer_id_website_id', ['customer_id', 'website_id'])
export class CustomerBalance {
  @PrimaryGeneratedColumn({ type: 'int' }) balance_id: number;
  @Column({ type: 'int', default: 0 }) customer_id: number;
  @Index('magento_customerbalance_website_id') @Column({ type: 'int', nullable: true }) website_id: number | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) amount: string;
  @Column({ type: 'varchar', length: 3, nullable: true }) base_currency_code: string | null;
  @ManyToOne(() => CustomerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: CustomerEntity;
  @ManyToOne(() => Website, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'website_id' })
  website?: Website;
}

/**
 * `magento_customerbalance_history`: every change of a balance with the balance after it. `action`
 * is Magento's History::ACTION_*: 1 updated, 2 created, 3 used, 4 refunded, 5 reverted.
 */
@Entity('magento_customerbalance_history')
export class CustomerBalanceHistory {
  @PrimaryGeneratedColumn({ type: 'int' }) history_id: number;
  @Index('magento_customerbalance_history_balance_id') @Column({ type: 'int', default: 0 }) balance_id: number;
  @Column({ type: 'timestamp', nullable: true }) updated_at: Date | null;
  @Column({ type: 'smallint', default: 0 }) action: number;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) balance_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) balance_delta: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) additional_info: string | null;
  @Column({ type: 'smallint', default: 0 }) is_customer_notified: number;
  @ManyToOne(() => CustomerBalance, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'balance_id' })
  balance?: CustomerBalance;
}

/**
 * The cart's choice to pay with store credit (Magento's `quote.use_customer_balance`), kept beside
 * the quote so the quote lib's table stays its own.
 */
@Entity('magento_customerbalance_quote')
export class CustomerBalanceQuote {
  @PrimaryColumn({ type: 'int' }) quote_id: number;
  @Column({ type: 'boolean', default: false }) use_customer_balance: boolean;
  @OneToOne(() => Quote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Quote;
}
