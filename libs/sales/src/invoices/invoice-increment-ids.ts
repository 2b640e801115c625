import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { outsideTransaction } from '@mercato/platform';

/**
 * Invoice increment ids per store, formatted as Magento's `sequence_invoice_<store>` profiles
 * (prefix + nine digits). Like order numbers, taken in their own short transaction: never handed
 * out twice, a failed invoice leaves a gap.
 */
@Injectable()
export class InvoiceIncrementIds {
  constructor(private readonly ds: DataSource) {}

  async next(storeId: number): Promise<string> {
    const [row]: { prefix: string; last_value: string }[] = await outsideTransaction(() =>
      this.ds.query(
        `INSERT INTO sales_sequence_invoice (store_id, prefix, last_value) VALUES ($1::smallint, CASE WHEN $1::smallint = 1 THEN '' ELSE $1::smallint::text END, 1)
         ON CONFLICT (store_id) DO UPDATE SET last_value = sales_sequence_invoice.last_value + 1
         RETURNING prefix, last_value`,
        [storeId],
      ),
    );
    return row.prefix + row.last_value.padStart(9, '0');
  }

  /**
   * What a new invoice is written with until all of it is: the number is taken last (`assign`), so a
   * request refused on the way (a failed check, a value a column refuses) never uses one up.
   */
  provisional(): string {
    return 'pending-' + randomUUID();
  }

  /** Numbers a written invoice, within the caller's transaction. */
  async assign(invoiceId: number, storeId: number): Promise<void> {
    await this.ds.query(`UPDATE sales_invoice SET increment_id = $2 WHERE entity_id = $1`, [invoiceId, await this.next(storeId)]);
  }
}
