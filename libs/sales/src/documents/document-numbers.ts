import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Database } from '@mercato/platform';

/** The sales documents that are numbered, each from its own sequence per store. */
export type SalesDocumentKind = 'order' | 'invoice' | 'shipment' | 'creditmemo';

/** The table each kind of document is written to (`assign` numbers a row of it). */
const DOCUMENT_TABLES: Record<SalesDocumentKind, string> = {
  order: 'sales_order',
  invoice: 'sales_invoice',
  shipment: 'sales_shipment',
  creditmemo: 'sales_creditmemo',
};

/** Where a document's number comes from: its sequence (as a regclass text) and the store's prefix. */
export interface DocumentSequence {
  sequence: string;
  prefix: string;
}

/**
 * The SQL expression that draws the next number from the sequence named by `sequence` and formats
 * it as Magento does: the prefix, then the value padded to nine digits (never cut: a tenth digit
 * is kept). Both arguments are SQL expressions (parameters) of type text.
 */
export function drawNumberSql(sequence: string, prefix: string): string {
  return `(SELECT ${prefix}::text || CASE WHEN length(n.v) < 9 THEN lpad(n.v, 9, '0') ELSE n.v END
           FROM (SELECT nextval(${sequence}::regclass)::text AS v) n)`;
}

/** PostgreSQL's codes for a relation (or its row type) another session created at the same moment. */
const CREATED_CONCURRENTLY = new Set(['23505', '42P07']);

/**
 * Document numbers (increment ids) per store, as Magento's sales sequences format them: prefix +
 * value padded to nine digits (`000000001` on store 1; other stores are prefixed with their id,
 * `2000000001`). Each kind and store counts in a PostgreSQL sequence named as Magento names its
 * sequence tables (`sequence_order_1`), made at the store's first document of the kind. Like
 * Magento's auto-increment tables, a sequence hands a number out outside the document's
 * transaction: it is never handed out twice (not even after a crash), concurrent documents do not
 * queue for it, and a document that is not saved leaves a gap (migration 1763800000496 says why
 * this replaced a counter row per store).
 *
 * A document can be written with a `provisional` number and numbered last (`assign`), once
 * everything else of it is written, so a request refused on the way never uses a number up.
 */
@Injectable()
export class DocumentNumbers {
  /** The sequences known to exist, made once per process (concurrent first documents share the making). */
  private readonly sequences = new Map<string, Promise<void>>();

  constructor(private readonly ds: Database) {}

  async next(kind: SalesDocumentKind, storeId: number): Promise<string> {
    const { sequence, prefix } = await this.sequence(kind, storeId);
    const [row]: { value: string }[] = await this.ds.query(`SELECT ${drawNumberSql('$1', '$2')} AS value`, [sequence, prefix]);
    return row.value;
  }

  /**
   * The sequence a store's documents of `kind` are numbered from (made if it is not there yet) and
   * their prefix, for a statement that draws the number itself (`drawNumberSql`): a write that
   * needs the number anyway takes it without a round trip of its own.
   */
  async sequence(kind: SalesDocumentKind, storeId: number): Promise<DocumentSequence> {
    // Quoted: a store id is a number, but a document may name any (a sign must not break the name).
    const sequence = `"sequence_${kind}_${storeId}"`;
    await this.made(sequence);
    return { sequence, prefix: storeId === 1 ? '' : String(storeId) };
  }

  /**
   * Makes the sequence if it is not there yet, in a statement of its own outside the caller's
   * transaction (a document that fails must not take the sequence with it). Two processes making it
   * at the same moment: one of them is told it exists, or that its catalogue row does.
   */
  private made(sequence: string): Promise<void> {
    let making = this.sequences.get(sequence);
    if (!making) {
      making = this.ds
        .outsideTransaction(() => this.ds.query(`CREATE SEQUENCE IF NOT EXISTS ${sequence}`))
        .then(
          () => undefined,
          (error: { code?: string; driverError?: { code?: string } }) => {
            if (CREATED_CONCURRENTLY.has(error.driverError?.code ?? error.code ?? '')) return;
            this.sequences.delete(sequence);
            throw error;
          },
        );
      this.sequences.set(sequence, making);
    }
    return making;
  }

  /** What a new document is written with until all of it is. */
  provisional(): string {
    return 'pending-' + randomUUID();
  }

  /** Numbers a written document, within the caller's transaction. */
  async assign(kind: SalesDocumentKind, documentId: number, storeId: number): Promise<void> {
    await this.ds.query(`UPDATE ${DOCUMENT_TABLES[kind]} SET increment_id = $2 WHERE entity_id = $1`, [
      documentId,
      await this.next(kind, storeId),
    ]);
  }
}
