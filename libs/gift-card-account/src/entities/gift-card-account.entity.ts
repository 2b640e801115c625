import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Quote } from '@mercato/quote';
import { Website } from '@mercato/store';

/**
 * `magento_giftcardaccount`: a gift card account, its code and balance (Magento_GiftCardAccount's
 * db_schema). Codes are unique case-insensitively (a functional index the migration creates), as
 * Magento's collation makes them.
 */
@Entity('magento_giftcardaccount')
@Index('magento_giftcardaccount_code_ci', { synchronize: false })
export class GiftCardAccount {
  @PrimaryGeneratedColumn({ type: 'int' }) giftcardaccount_id: number;
  @Column({ type: 'varchar', length: 255 }) code: string;
  /** 1 enabled, 0 disabled. */
  @Column({ type: 'smallint' }) status: number;
  @Column({ type: 'date' }) date_created: string;
  @Column({ type: 'date', nullable: true }) date_expires: string | null;
  @Index('magento_giftcardaccount_website_id')
  @Column({ type: 'int', default: 0 })
  website_id: number;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) balance: string;
  /** 0 available, 1 used, 2 redeemed, 3 expired. */
  @Column({ type: 'smallint', default: 0 }) state: number;
  @Column({ type: 'smallint', default: 1 }) is_redeemable: number;
  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website?: Website;
}

/** `magento_giftcardaccount_history`: every balance change (0 created, 1 used, 2 sent, 3 redeemed, 4 expired, 5 updated). */
@Entity('magento_giftcardaccount_history')
export class GiftCardAccountHistory {
  @PrimaryGeneratedColumn({ type: 'int' }) history_id: number;
  @Index('magento_giftcardaccount_history_giftcardaccount_id')
  @Column({ type: 'int' })
  giftcardaccount_id: number;
  @Column({ type: 'timestamp', nullable: true, default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date | null;
  @Column({ type: 'smallint', default: 0 }) action: number;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) balance_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) balance_delta: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) additional_info: string | null;
  @ManyToOne(() => GiftCardAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'giftcardaccount_id' })
  account?: GiftCardAccount;
}

/**
 * `magento_giftcardaccount_quote_card`: the gift cards applied to a cart, in the order they were
 * applied (Magento keeps them serialised in `quote.gift_cards`; the quote table is left alone here).
 */
@Entity('magento_giftcardaccount_quote_card')
export class GiftCardQuoteCard {
  @PrimaryColumn({ type: 'int' }) quote_id: number;
  @PrimaryColumn({ type: 'int' }) giftcardaccount_id: number;
  @Column({ type: 'int' }) position: number;
  @ManyToOne(() => Quote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Quote;
  @ManyToOne(() => GiftCardAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'giftcardaccount_id' })
  account?: GiftCardAccount;
}

/**
 * `magento_giftcardaccount_attempt`: requests for codes that do not exist, per customer login (the
 * part of Magento's captcha log the gift card code form uses), for the "too many attempts" check.
 */
@Entity('magento_giftcardaccount_attempt')
@Index('magento_giftcardaccount_attempt_login', ['login', 'attempted_at'])
export class GiftCardCodeAttempt {
  @PrimaryGeneratedColumn({ type: 'int' }) attempt_id: number;
  @Column({ type: 'varchar', length: 255 }) login: string;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) attempted_at: Date;
}
