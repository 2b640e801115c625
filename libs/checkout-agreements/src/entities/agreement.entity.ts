import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** `checkout_agreement`: a term or condition shown at checkout (Magento_CheckoutAgreements). */
@Entity('checkout_agreement')
export class CheckoutAgreement {
  @PrimaryGeneratedColumn({ type: 'int' }) agreement_id: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) name: string | null;
  @Column({ type: 'text', nullable: true }) content: string | null;
  @Column({ type: 'varchar', length: 25, nullable: true }) content_height: string | null;
  @Column({ type: 'text', nullable: true }) checkbox_text: string | null;
  @Column({ type: 'smallint', default: 0 }) is_active: number;
  @Column({ type: 'smallint', default: 0 }) is_html: number;
  /** 0 applied automatically, 1 the customer must tick it (only these are enforced). */
  @Column({ type: 'smallint', default: 0 }) mode: number;
}

/** `checkout_agreement_store`: the store views an agreement applies to (0 = all). */
@Entity('checkout_agreement_store')
export class CheckoutAgreementStore {
  @PrimaryColumn({ type: 'int' }) agreement_id: number;
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @ManyToOne(() => CheckoutAgreement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'agreement_id' })
  agreement?: CheckoutAgreement;
}
