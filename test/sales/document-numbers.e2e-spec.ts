import { DataSource } from 'typeorm';
import { DocumentNumbers } from '@mercato/sales';
import { SalesDocumentSequences1763800000496 } from '../../libs/sales/src/migrations/1763800000496-sales-document-sequences';
import { startIsolatedApp, TestApp } from '../support/app';

/**
 * Document numbers (increment ids) come from a sequence per kind and store: formatted as Magento's
 * sales sequences, never handed out twice, not held by the transaction that takes one.
 */
describe('document numbers', () => {
  let t: TestApp;
  let numbers: DocumentNumbers;

  beforeAll(async () => {
    // Its own database: the migration check below drops and remakes the sequences.
    t = await startIsolatedApp('document_numbers');
    numbers = t.app.get(DocumentNumbers);
  });
  afterAll(() => t.close());

  it('concurrent orders of a store get distinct, consecutive numbers of nine digits', async () => {
    const taken = await Promise.all(Array.from({ length: 40 }, () => numbers.next('order', 1)));
    expect(new Set(taken).size).toBe(40);
    for (const n of taken) expect(n).toMatch(/^\d{9}$/);
    const values = taken.map(Number).sort((a, b) => a - b);
    expect(values[39] - values[0]).toBe(39);
  });

  it('another store counts on its own, its id before the number; its sequence is made at its first document', async () => {
    const storeId = 4000 + Math.floor(Math.random() * 900);
    expect(await numbers.next('invoice', storeId)).toBe(`${storeId}000000001`);
    expect(await numbers.next('invoice', storeId)).toBe(`${storeId}000000002`);
    expect(await numbers.next('shipment', storeId)).toBe(`${storeId}000000001`);
    const [made] = await t.ds.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_sequences WHERE sequencename = $1`, [
      `sequence_invoice_${storeId}`,
    ]);
    expect(made.n).toBe(1);
  });

  it('a number past nine digits is kept whole, not cut to nine', async () => {
    const storeId = 5000 + Math.floor(Math.random() * 900);
    const { sequence } = await numbers.sequence('shipment', storeId);
    await t.ds.query(`SELECT setval($1::regclass, 999999999)`, [sequence]);
    expect(await numbers.next('shipment', storeId)).toBe(`${storeId}1000000000`);
  });

  it('a number taken in a transaction that rolls back is not handed out again', async () => {
    let lost = '';
    await expect(
      t.ds.transaction(async () => {
        lost = await numbers.next('creditmemo', 1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(Number(await numbers.next('creditmemo', 1))).toBe(Number(lost) + 1);
  });

  it('the migration carries the counters of the former sales_sequence tables over (and back)', async () => {
    const source = new DataSource({ type: 'postgres', url: t.databaseUrl });
    await source.initialize();
    const q = source.createQueryRunner();
    const migration = new SalesDocumentSequences1763800000496();
    try {
      await q.startTransaction();
      await migration.down(q);
      const counters: unknown[] = await q.query(`SELECT store_id, prefix, last_value FROM sales_sequence_order ORDER BY store_id`);
      expect(counters).toContainEqual({ store_id: 1, prefix: '', last_value: expect.any(String) });
      await q.query(`DELETE FROM sales_sequence_order`);
      await q.query(`INSERT INTO sales_sequence_order (store_id, prefix, last_value) VALUES (1, '', 41), (3, '3', 0)`);
      await q.query(`INSERT INTO sales_sequence_invoice (store_id, prefix, last_value) VALUES (5, '5', 7)`);
      await migration.up(q);
      const next = async (name: string) => (await q.query(`SELECT nextval($1::regclass)::int AS v`, [name]))[0].v;
      expect(await next('sequence_order_1')).toBe(42);
      expect(await next('sequence_invoice_5')).toBe(8);
      // A store that had taken no number gets its sequence at its first document.
      expect((await q.query(`SELECT to_regclass('sequence_order_3') AS s`))[0].s).toBeNull();
      expect((await q.query(`SELECT to_regclass('sales_sequence_order') AS s`))[0].s).toBeNull();
    } finally {
      await q.rollbackTransaction();
      await q.release();
      await source.destroy();
    }
  });
});
