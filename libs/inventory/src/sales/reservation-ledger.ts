import { Injectable } from '@nestjs/common';
import { Database, numberArray, textArray } from '@mercato/platform';

/** A sales event that moves reserved quantities (Magento SalesEventInterface). */
export interface SalesEvent {
  /** `order_placed`, `order_place_failed`, `order_canceled`, `shipment_created`, `creditmemo_created`, `invoice_created`. */
  type: string;
  objectType: 'order';
  objectId: string;
  objectIncrementId?: string;
}

export interface ReservationLine {
  sku: string;
  /** Signed: negative holds stock (order placed), positive releases it. */
  quantity: number;
}

/**
 * The reservation ledger (Magento InventoryReservations): append-only rows per (stock, SKU) that
 * sales events write; the salable quantity adds their sum to what the sources hold. Rows are
 * never updated; lines of an event are written in one statement.
 */
@Injectable()
export class ReservationLedger {
  constructor(private readonly ds: Database) {}

  /** Appends one row per line (zero lines are skipped). Runs in the caller's transaction, if any. */
  async append(stockId: number, event: SalesEvent, lines: ReservationLine[]): Promise<void> {
    const kept = lines.filter((l) => l.quantity !== 0);
    if (!kept.length) return;
    const metadata = JSON.stringify({
      event_type: event.type,
      object_type: event.objectType,
      object_id: event.objectId,
      object_increment_id: event.objectIncrementId ?? '',
    }).slice(0, 255);
    await this.ds.query(
      `INSERT INTO inventory_reservation (stock_id, sku, quantity, metadata)
       SELECT $1, sku, quantity, $4 FROM unnest($2::text[], $3::numeric[]) AS l(sku, quantity)`,
      [stockId, textArray(kept.map((l) => l.sku)), numberArray(kept.map((l) => l.quantity)), metadata],
    );
  }

  /** Σ reservations per SKU on a stock (0 for SKUs without any), in one statement. */
  async quantities(stockId: number, skus: string[]): Promise<Map<string, number>> {
    const rows: { sku: string; quantity: string }[] = await this.ds.query(
      `SELECT sku, SUM(quantity) AS quantity FROM inventory_reservation WHERE stock_id = $1 AND sku = ANY($2::text[]) GROUP BY sku`,
      [stockId, textArray(skus)],
    );
    const out = new Map(skus.map((s) => [s, 0]));
    for (const r of rows) out.set(r.sku, Number(r.quantity));
    return out;
  }
}
