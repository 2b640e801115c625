import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { TaxClass } from './tax-class.entity';
import { TaxRate } from './tax-rate.entity';

/**
 * A tax rule: which rates apply to which customer and product classes. Rules of one priority add
 * their rates; a later priority compounds on the earlier ones unless `calculate_subtotal` is set.
 */
@Entity('tax_calculation_rule')
@Index('tax_calculation_rule_code_ci', { synchronize: false })
@Index('tax_calculation_rule_priority_position', ['priority', 'position'])
export class TaxRule {
  @PrimaryGeneratedColumn({ type: 'int' }) tax_calculation_rule_id: number;
  @Column({ type: 'varchar', length: 255 }) code: string;
  @Column({ type: 'int' }) priority: number;
  @Column({ type: 'int' }) position: number;
  @Column({ type: 'int', default: 0 }) calculate_subtotal: number;
}

/** One rule × rate × customer class × product class combination (Magento `tax_calculation`). */
@Entity('tax_calculation')
@Index('tax_calculation_lookup', ['customer_tax_class_id', 'product_tax_class_id', 'tax_calculation_rate_id'])
@Index('tax_calculation_rule_id_idx', ['tax_calculation_rule_id'])
export class TaxCalculationLink {
  @PrimaryGeneratedColumn({ type: 'int' }) tax_calculation_id: number;
  @Column({ type: 'int' }) tax_calculation_rate_id: number;
  @ManyToOne(() => TaxRate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tax_calculation_rate_id' })
  rate?: TaxRate;
  @Column({ type: 'int' }) tax_calculation_rule_id: number;
  @ManyToOne(() => TaxRule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tax_calculation_rule_id' })
  rule?: TaxRule;
  @Column({ type: 'int' }) customer_tax_class_id: number;
  @ManyToOne(() => TaxClass, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_tax_class_id' })
  customerTaxClass?: TaxClass;
  @Column({ type: 'int' }) product_tax_class_id: number;
  @ManyToOne(() => TaxClass, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_tax_class_id' })
  productTaxClass?: TaxClass;
}
