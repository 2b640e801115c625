import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { outsideTransaction } from '@mercato/platform';

/**
 * Shipment increment ids per store (Magento's sequence_shipment_<store>), formatted like order
 * numbers: prefix + value padded to nine digits. Taken outside the document's transaction so
 * concurrent shipments never wait on one another's commit for a number (a failure leaves a gap).
 */
@Injectable()
export class ShipmentIncrementIds {
  constructor(private readonly ds: DataSource) {}

  async next(storeId: number): Promise<string> {
    const [row]: { prefix: string; last_value: string }[] = await outsideTransaction(() =>
      this.ds.query(
        `INSERT INTO sales_sequence_shipment (store_id, prefix, last_value) VALUES ($1::smallint, CASE WHEN $1::smallint = 1 THEN '' ELSE $1::smallint::text END, 1)
         ON CONFLICT (store_id) DO UPDATE SET last_value = sales_sequence_shipment.last_value + 1
         RETURNING prefix, last_value`,
        [storeId],
      ),
    );
    return row.prefix + row.last_value.padStart(9, '0');
  }

  /**
   * What a new shipment is written with until all of it is: the number is taken last (`assign`), so
   * a request refused on the way (a source without the quantity, a value a column refuses) never
   * uses one up.
   */
  provisional(): string {
    return 'pending-' + randomUUID();
  }

  /** Numbers a written shipment, within the caller's transaction. */
  async assign(shipmentId: number, storeId: number): Promise<void> {
    await this.ds.query(`UPDATE sales_shipment SET increment_id = $2 WHERE entity_id = $1`, [shipmentId, await this.next(storeId)]);
  }
}
