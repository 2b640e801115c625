import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Quote, QuoteItem } from '@mercato/quote';
import { GiftWrapping } from './wrapping.entity';

/**
 * `magento_giftwrapping_quote`: the cart's gift options (Magento keeps them in the quote's
 * `gw_id`, `gw_allow_gift_receipt`, `gw_add_card` columns; here in a table of this library).
 */
@Entity('magento_giftwrapping_quote')
export class GiftWrappingQuote {
  @PrimaryColumn({ type: 'int' }) quote_id: number;
  @ManyToOne(() => Quote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Quote;
  /** The wrapping for the whole order; null when none (or when it was deleted). */
  @Column({ type: 'int', nullable: true }) gw_id: number | null;
  @ManyToOne(() => GiftWrapping, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'gw_id' })
  wrapping?: GiftWrapping;
  /** Null: never chosen. */
  @Column({ type: 'boolean', nullable: true }) gw_allow_gift_receipt: boolean | null;
  @Column({ type: 'boolean', nullable: true }) gw_add_card: boolean | null;
}

/** `magento_giftwrapping_quote_item`: the wrapping chosen for one cart line (Magento's `quote_item.gw_id`). */
@Entity('magento_giftwrapping_quote_item')
export class GiftWrappingQuoteItem {
  @PrimaryColumn({ type: 'int' }) item_id: number;
  @ManyToOne(() => QuoteItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: QuoteItem;
  @Index('magento_giftwrapping_quote_item_quote')
  @Column({ type: 'int' }) quote_id: number;
  @Column({ type: 'int' }) gw_id: number;
  @ManyToOne(() => GiftWrapping, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'gw_id' })
  wrapping?: GiftWrapping;
}
