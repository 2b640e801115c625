import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Quote } from './quote.entity';
import { QuoteAddress } from './quote-address.entity';

/** `quote_id_mask`: the masked id under which a guest reaches its cart. */
@Entity('quote_id_mask')
export class QuoteIdMask {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'int' }) quote_id: number;
  @OneToOne(() => Quote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Quote;
  @Column({ type: 'varchar', length: 32, unique: true }) masked_id: string;
}

/** `quote_payment`: the payment method chosen for the cart. */
@Entity('quote_payment')
export class QuotePayment {
  @PrimaryGeneratedColumn({ type: 'int' }) payment_id: number;
  @Column({ type: 'int' }) quote_id: number;
  @OneToOne(() => Quote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Quote;
  @Column({ type: 'varchar', length: 255, nullable: true }) method: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) po_number: string | null;
  @Column({ type: 'jsonb', nullable: true }) additional_data: unknown;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}

/** `quote_shipping_rate`: the rates last collected for the shipping address. */
@Entity('quote_shipping_rate')
export class QuoteShippingRate {
  @PrimaryGeneratedColumn({ type: 'int' }) rate_id: number;
  @Index('quote_shipping_rate_address')
  @Column({ type: 'int' }) address_id: number;
  @ManyToOne(() => QuoteAddress, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'address_id' })
  address?: QuoteAddress;
  @Column({ type: 'varchar', length: 255 }) carrier: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) carrier_title: string | null;
  @Column({ type: 'varchar', length: 255 }) code: string;
  @Column({ type: 'varchar', length: 255 }) method: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) method_title: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) price: string;
  @Column({ type: 'text', nullable: true }) error_message: string | null;
}

/** `gift_message`: a message for a cart, an item or an order. */
@Entity('gift_message')
export class GiftMessage {
  @PrimaryGeneratedColumn({ type: 'int' }) gift_message_id: number;
  @Column({ type: 'int', nullable: true }) customer_id: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) sender: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) recipient: string | null;
  @Column({ type: 'text', nullable: true }) message: string | null;
}
