import { Injectable } from '@nestjs/common';
import { Database, numberArray, textArray } from '@mercato/platform';
import { DownloadableFiles, FileArea } from './downloadable-files';
import { SampleDraft } from './sample-validator';
import { StoredResource, storeResource } from './resource-validator';
import { WriteScope } from './scope';

/** Writes samples set-based (ids for new ones, one upsert, their titles); files stored first. */
@Injectable()
export class SampleWriter {
  constructor(
    private readonly ds: Database,
    private readonly files: DownloadableFiles,
  ) {}

  /** Saves the drafts as samples of the product, answering their ids; `replace` deletes the others. */
  async write(productId: number, drafts: readonly SampleDraft[], scope: WriteScope, replace = false): Promise<number[]> {
    const written: { area: FileArea; file: string }[] = [];
    try {
      const stored: StoredResource[] = [];
      for (const d of drafts) stored.push(await storeResource(this.files, d.sample, written));
      return await this.ds.transaction(async () => {
        const ids = await this.ids(drafts);
        if (drafts.length) await this.upsert(productId, ids, drafts, stored, scope);
        if (replace) {
          await this.ds.query(`DELETE FROM downloadable_sample WHERE product_id = $1 AND sample_id <> ALL($2::int[])`, [
            productId,
            numberArray(ids),
          ]);
        }
        return ids;
      });
    } catch (error) {
      await Promise.all(written.map((w) => this.files.remove(w.area, w.file)));
      throw error;
    }
  }

  async delete(sampleId: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.ds.query(`DELETE FROM downloadable_sample WHERE sample_id = $1`, [sampleId]);
    return affected > 0;
  }

  async deleteAllOf(productId: number): Promise<void> {
    await this.ds.query(`DELETE FROM downloadable_sample WHERE product_id = $1`, [productId]);
  }

  private async ids(drafts: readonly SampleDraft[]): Promise<number[]> {
    const missing = drafts.filter((d) => d.id === null).length;
    const fresh: number[] = missing
      ? (
          await this.ds.query(
            `SELECT nextval(pg_get_serial_sequence('downloadable_sample', 'sample_id'))::int AS id FROM generate_series(1, $1)`,
            [missing],
          )
        ).map((r: { id: number }) => r.id)
      : [];
    return drafts.map((d) => d.id ?? fresh.shift()!);
  }

  private async upsert(
    productId: number,
    ids: number[],
    drafts: readonly SampleDraft[],
    stored: StoredResource[],
    scope: WriteScope,
  ): Promise<void> {
    await this.ds.query(
      `INSERT INTO downloadable_sample (sample_id, product_id, sample_url, sample_file, sample_type, sort_order)
       SELECT id, $2, su, sf, st, so FROM unnest($1::int[], $3::text[], $4::text[], $5::text[], $6::int[]) AS x(id, su, sf, st, so)
       ON CONFLICT (sample_id) DO UPDATE SET sample_url = EXCLUDED.sample_url, sample_file = EXCLUDED.sample_file,
         sample_type = EXCLUDED.sample_type, sort_order = EXCLUDED.sort_order`,
      [
        numberArray(ids),
        productId,
        textArray(stored.map((s) => s.url)),
        textArray(stored.map((s) => s.file)),
        textArray(stored.map((s) => s.type)),
        numberArray(drafts.map((d) => d.sortOrder)),
      ],
    );
    const titled = drafts.map((d, i) => ({ id: ids[i], title: d.title }));
    const withTitle = titled.filter((t) => t.title !== '');
    const withoutTitle = titled.filter((t) => t.title === '');
    if (withTitle.length) {
      await this.ds.query(
        `INSERT INTO downloadable_sample_title (sample_id, store_id, title)
         SELECT s, $2, t FROM unnest($1::int[], $3::text[]) AS x(s, t)
         ON CONFLICT (sample_id, store_id) DO UPDATE SET title = EXCLUDED.title`,
        [numberArray(withTitle.map((t) => t.id)), scope.storeId, textArray(withTitle.map((t) => t.title))],
      );
    }
    // A store view's emptied title: the store shows the default one again.
    if (withoutTitle.length && !scope.global) {
      await this.ds.query(`DELETE FROM downloadable_sample_title WHERE store_id = $2 AND sample_id = ANY($1::int[])`, [
        numberArray(withoutTitle.map((t) => t.id)),
        scope.storeId,
      ]);
    }
  }
}
