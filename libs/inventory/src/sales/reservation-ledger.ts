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
    // The id as it stands inside a JSON string.
    const params: unknown[] = [JSON.stringify(event.objectId).slice(1, -1)];
    const sql = this.appendSql(stockId, event, lines, '$1::text', (value) => `$${params.push(value)}`);
    if (sql !== null) await this.ds.query(sql, params);
  }

  /**
   * `append` as an INSERT for another statement to run (a data-modifying CTE in the statement that
   * creates the object the event is about): `objectId` is that statement's SQL expression for the
   * object's id, `bind` adds a parameter and answers its placeholder. Null when no line moves stock.
   */
  appendSql(
    stockId: number,
    event: Omit<SalesEvent, 'objectId'>,
    lines: ReservationLine[],
    objectId: string,
    bind: (value: unknown) => string,
  ): string | null {
    const kept = lines.filter((l) => l.quantity !== 0);
    if (!kept.length) return null;
    // Magento's metadata as its JSON serializer writes it, the id spliced in by the statement:
    // {"event_type":…,"object_type":…,"object_id":"<id>","object_increment_id":…}
    const before = `${JSON.stringify({ event_type: event.type, object_type: event.objectType }).slice(0, -1)},"object_id":"`;
    const after = `","object_increment_id":${JSON.stringify(event.objectIncrementId ?? '')}}`;
    return `INSERT INTO inventory_reservation (stock_id, sku, quantity, metadata)
       SELECT ${bind(stockId)}::int, l.sku, l.quantity, left(${bind(before)}::text || (${objectId})::text || ${bind(after)}::text, 255)
         FROM unnest(${bind(textArray(kept.map((l) => l.sku)))}::text[], ${bind(numberArray(kept.map((l) => l.quantity)))}::numeric[])
           AS l(sku, quantity)`;
  }
}
