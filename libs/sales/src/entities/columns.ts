import { Column } from 'typeorm';

/** Magento's `decimal(20,4)` amount columns (nullable, as in sales_order: absent totals stay NULL). */
export const Amount = () => Column({ type: 'numeric', precision: 20, scale: 4, nullable: true });
/** Magento's `decimal(12,4)` quantity and weight columns. */
export const Qty = (nullable = false) => Column({ type: 'numeric', precision: 12, scale: 4, ...(nullable ? { nullable } : { default: 0 }) });
