import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, TableColumns } from '@mercato/platform';
import { InvoiceCommentData, InvoiceData } from './dto/invoice.input';
import { DocumentNumbers } from '../documents/document-numbers';
import { InvoiceReader } from './invoice-reader';

type Row = Record<string, unknown>;
/** Columns the raw saves never take from the caller. */
const MANAGED = new Set(['entity_id', 'parent_id', 'created_at', 'updated_at']);

/**
 * Magento's InvoiceRepositoryInterface::save and InvoiceCommentRepositoryInterface::save: raw
 * persistence of the given document (no business validation, no totals, no order update — use
 * `POST /V1/order/:id/invoice` for that). Properties without a column are ignored, as Magento does.
 */
@Injectable()
export class InvoiceRepository {
  constructor(
    private readonly ds: Database,
    private readonly reader: InvoiceReader,
    private readonly numbers: DocumentNumbers,
    private readonly columns: TableColumns,
  ) {}

  async save(entity: InvoiceData): Promise<Row> {
    let id: number;
    try {
      id = await this.ds.transaction(async () => {
        const fields = this.pick('sales_invoice', entity);
        let invoiceId = entity.entity_id as number | undefined;
        let numberLast = false;
        const [exists] = invoiceId ? await this.ds.query(`SELECT 1 FROM sales_invoice WHERE entity_id = $1`, [invoiceId]) : [];
        if (exists) {
          if (Object.keys(fields).length)
            await this.update('sales_invoice', 'entity_id', invoiceId!, { ...fields, updated_at: new Date() });
        } else {
          numberLast = !fields.increment_id;
          if (numberLast) fields.increment_id = this.numbers.provisional();
          invoiceId = await this.insert('sales_invoice', fields, 'entity_id');
        }
        for (const item of entity.items ?? []) {
          const values = this.pick('sales_invoice_item', item);
          if (item.entity_id) await this.update('sales_invoice_item', 'entity_id', item.entity_id as number, values);
          else await this.insert('sales_invoice_item', { ...values, parent_id: invoiceId }, 'entity_id');
        }
        for (const comment of entity.comments ?? []) {
          await this.insert('sales_invoice_comment', { ...this.pick('sales_invoice_comment', comment), parent_id: invoiceId }, 'entity_id');
        }
        if (numberLast) await this.numbers.assign('invoice', invoiceId!, (fields.store_id as number) ?? 1);
        return invoiceId!;
      });
    } catch (e) {
      throw new CouldNotSaveException("The invoice couldn't be saved.").withCause(e);
    }
    return this.reader.get(id);
  }

  async saveComment(entity: InvoiceCommentData): Promise<Row> {
    try {
      const values = this.pick('sales_invoice_comment', entity);
      const id = await this.insert(
        'sales_invoice_comment',
        { ...values, parent_id: entity.parent_id, is_visible_on_front: values.is_visible_on_front ?? 0 },
        'entity_id',
      );
      const [row] = await this.ds.query(
        `SELECT c.*, to_char(c.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at FROM sales_invoice_comment c WHERE c.entity_id = $1`,
        [id],
      );
      const out: Row = {};
      for (const [k, v] of Object.entries(row as Row)) if (v !== null) out[k] = v;
      return out;
    } catch (e) {
      throw new CouldNotSaveException('Could not save the invoice comment.').withCause(e);
    }
  }

  /** The given properties that are columns of `table` (booleans as stored). */
  private pick(table: string, data: Row): Row {
    const cols = this.columns.of(table);
    const out: Row = {};
    for (const [k, v] of Object.entries(data)) if (cols.has(k) && !MANAGED.has(k) && v !== undefined) out[k] = v;
    return out;
  }

  private async insert(table: string, values: Row, key: string): Promise<number> {
    const names = Object.keys(values);
    const sql = names.length
      ? `INSERT INTO ${table} (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
        RETURNING ${key}`
      : `INSERT INTO ${table} DEFAULT VALUES RETURNING ${key}`;
    const [row] = await this.ds.query(
      sql,
      names.map((n) => values[n]),
    );
    return row[key];
  }

  private async update(table: string, key: string, id: number, values: Row): Promise<void> {
    const names = Object.keys(values);
    if (!names.length) return;
    await this.ds.query(`UPDATE ${table} SET ${names.map((n, i) => `"${n}" = $${i + 2}`).join(', ')} WHERE ${key} = $1`, [
      id,
      ...names.map((n) => values[n]),
    ]);
  }
}
