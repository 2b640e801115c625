import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ASYNC_COMMIT, Database } from '@mercato/platform';

/** The sales documents that are numbered, each from its own sequence per store. */
export type SalesDocumentKind = 'order' | 'invoice' | 'shipment' | 'creditmemo';

const DOCUMENT_TABLES: Record<SalesDocumentKind, { sequence: string; documents: string }> = {
  order: { sequence: 'sales_sequence_order', documents: 'sales_order' },
  invoice: { sequence: 'sales_sequence_invoice', documents: 'sales_invoice' },
  shipment: { sequence: 'sales_sequence_shipment', documents: 'sales_shipment' },
  creditmemo: { sequence: 'sales_sequence_creditmemo', documents: 'sales_creditmemo' },
};

/**
 * Document numbers (increment ids) per store, as Magento's sales sequences format them: prefix +
 * value padded to nine digits (`000000001` on store 1; other stores are prefixed with their id,
 * `2000000001`). A number is taken in its own short transaction, outside the document's: like
 * Magento's sequence tables it is never handed out twice, and concurrent documents do not queue
 * behind one another's commit for it. That commit does not wait for the disk (ASYNC_COMMIT): the
 * document's own commit, later in the WAL, makes the number durable with it; a number whose
 * document never committed may be handed out again after a crash, as nothing holds it.
 *
 * A document can be written with a `provisional` number and numbered last (`assign`), once
 * everything else of it is written, so a request refused on the way never uses a number up.
 */
@Injectable()
export class DocumentNumbers {
  constructor(private readonly ds: Database) {}

  async next(kind: SalesDocumentKind, storeId: number): Promise<string> {
    const { sequence } = DOCUMENT_TABLES[kind];
    const [row]: { prefix: string; last_value: string }[] = await this.ds.outsideTransaction(() =>
      this.ds.query(
        `INSERT INTO ${sequence} (store_id, prefix, last_value)
         SELECT $1::smallint, CASE WHEN $1::smallint = 1 THEN '' ELSE $1::smallint::text END, 1 FROM ${ASYNC_COMMIT}
         ON CONFLICT (store_id) DO UPDATE SET last_value = ${sequence}.last_value + 1
         RETURNING prefix, last_value`,
        [storeId],
      ),
    );
    return row.prefix + row.last_value.padStart(9, '0');
  }

  /** What a new document is written with until all of it is. */
  provisional(): string {
    return 'pending-' + randomUUID();
  }

  /** Numbers a written document, within the caller's transaction. */
  async assign(kind: SalesDocumentKind, documentId: number, storeId: number): Promise<void> {
    const { documents } = DOCUMENT_TABLES[kind];
    await this.ds.query(`UPDATE ${documents} SET increment_id = $2 WHERE entity_id = $1`, [documentId, await this.next(kind, storeId)]);
  }
}
