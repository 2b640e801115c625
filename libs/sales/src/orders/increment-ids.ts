import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { outsideTransaction } from '@mercato/platform';

/**
 * Order increment ids per store, as Magento's sales sequences format them: prefix + value padded to
 * nine digits (`000000001` on store 1; other stores are prefixed with their id, `2000000001`).
 * A number is taken in its own short transaction, outside the order's: like Magento's sequence
 * tables it is never handed out twice and a failed placement leaves a gap, and concurrent
 * placements do not queue behind one another's commit for it.
 */
@Injectable()
export class IncrementIds {
  constructor(private readonly ds: DataSource) {}

  async next(storeId: number): Promise<string> {
    const [row]: { prefix: string; last_value: string }[] = await outsideTransaction(() =>
      this.ds.query(
        `INSERT INTO sales_sequence_order (store_id, prefix, last_value) VALUES ($1::smallint, CASE WHEN $1::smallint = 1 THEN '' ELSE $1::smallint::text END, 1)
         ON CONFLICT (store_id) DO UPDATE SET last_value = sales_sequence_order.last_value + 1
         RETURNING prefix, last_value`,
        [storeId],
      ),
    );
    return row.prefix + row.last_value.padStart(9, '0');
  }

  /**
   * What an order saved as given is written with until all of it is: the number is taken last
   * (`assign`), so a save the database refuses never uses one up.
   */
  provisional(): string {
    return 'pending-' + randomUUID();
  }

  /** Numbers a written order, within the caller's transaction. */
  async assign(orderId: number, storeId: number): Promise<void> {
    await this.ds.query(`UPDATE sales_order SET increment_id = $2 WHERE entity_id = $1`, [orderId, await this.next(storeId)]);
  }
}
