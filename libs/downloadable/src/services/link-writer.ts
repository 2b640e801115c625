import { Injectable } from '@nestjs/common';
import { Database, numberArray, textArray } from '@mercato/platform';
import { DownloadableFiles, FileArea } from './downloadable-files';
import { LinkDraft } from './link-validator';
import { StoredResource, storeResource } from './resource-validator';
import { WriteScope } from './scope';

/**
 * Writes links set-based: the same few statements for one link or fifty (ids for the new ones,
 * one upsert of the links, their titles, their prices). Uploaded files are stored first and taken
 * back if the rows cannot be written.
 */
@Injectable()
export class LinkWriter {
  constructor(
    private readonly ds: Database,
    private readonly files: DownloadableFiles,
  ) {}

  /**
   * Saves the drafts as links of the product and answers their ids in draft order. With `replace`,
   * the product's other links are deleted (a product save sends its whole list).
   */
  async write(productId: number, drafts: readonly LinkDraft[], scope: WriteScope, replace = false): Promise<number[]> {
    const written: { area: FileArea; file: string }[] = [];
    try {
      const stored: { link: StoredResource; sample: StoredResource | null }[] = [];
      for (const d of drafts) {
        stored.push({
          link: await storeResource(this.files, d.link, written),
          sample: d.sample && (await storeResource(this.files, d.sample, written)),
        });
      }
      return await this.ds.transaction(async () => {
        const ids = await this.ids(drafts);
        if (drafts.length) await this.upsert(productId, ids, drafts, stored, scope);
        if (replace) {
          await this.ds.query(`DELETE FROM downloadable_link WHERE product_id = $1 AND link_id <> ALL($2::int[])`, [
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

  /** Answers whether the link existed. */
  async delete(linkId: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.ds.query(`DELETE FROM downloadable_link WHERE link_id = $1`, [linkId]);
    return affected > 0;
  }

  async deleteAllOf(productId: number): Promise<void> {
    await this.ds.query(`DELETE FROM downloadable_link WHERE product_id = $1`, [productId]);
  }

  /** The drafts' ids: stored ones kept, new ones drawn from the sequence in one statement. */
  private async ids(drafts: readonly LinkDraft[]): Promise<number[]> {
    const missing = drafts.filter((d) => d.id === null).length;
    const fresh: number[] = missing
      ? (
          await this.ds.query(
            `SELECT nextval(pg_get_serial_sequence('downloadable_link', 'link_id'))::int AS id FROM generate_series(1, $1)`,
            [missing],
          )
        ).map((r: { id: number }) => r.id)
      : [];
    return drafts.map((d) => d.id ?? fresh.shift()!);
  }

  private async upsert(
    productId: number,
    ids: number[],
    drafts: readonly LinkDraft[],
    stored: { link: StoredResource; sample: StoredResource | null }[],
    scope: WriteScope,
  ): Promise<void> {
    await this.ds.query(
      `INSERT INTO downloadable_link (link_id, product_id, sort_order, number_of_downloads, is_shareable,
                                      link_url, link_file, link_type, sample_url, sample_file, sample_type)
       SELECT id, $2, so, nd, sh, lu, lf, lt, su, sf, st
       FROM unnest($1::int[], $3::int[], $4::int[], $5::smallint[], $6::text[], $7::text[], $8::text[], $9::text[],
         $10::text[], $11::text[])
         AS x(id, so, nd, sh, lu, lf, lt, su, sf, st)
       ON CONFLICT (link_id) DO UPDATE SET sort_order = EXCLUDED.sort_order, number_of_downloads = EXCLUDED.number_of_downloads,
         is_shareable = EXCLUDED.is_shareable, link_url = EXCLUDED.link_url, link_file = EXCLUDED.link_file,
         link_type = EXCLUDED.link_type, sample_url = EXCLUDED.sample_url, sample_file = EXCLUDED.sample_file,
         sample_type = EXCLUDED.sample_type`,
      [
        numberArray(ids),
        productId,
        numberArray(drafts.map((d) => d.sortOrder)),
        numberArray(drafts.map((d) => d.numberOfDownloads)),
        numberArray(drafts.map((d) => d.isShareable)),
        textArray(stored.map((s) => s.link.url)),
        textArray(stored.map((s) => s.link.file)),
        textArray(stored.map((s) => s.link.type)),
        textArray(stored.map((s) => s.sample?.url)),
        textArray(stored.map((s) => s.sample?.file)),
        textArray(stored.map((s) => s.sample?.type)),
      ],
    );
    const titled = drafts.map((d, i) => ({ id: ids[i], title: d.title }));
    const withTitle = titled.filter((t) => t.title !== '');
    const withoutTitle = titled.filter((t) => t.title === '');
    if (withTitle.length) {
      await this.ds.query(
        `INSERT INTO downloadable_link_title (link_id, store_id, title)
         SELECT l, $2, t FROM unnest($1::int[], $3::text[]) AS x(l, t)
         ON CONFLICT (link_id, store_id) DO UPDATE SET title = EXCLUDED.title`,
        [numberArray(withTitle.map((t) => t.id)), scope.storeId, textArray(withTitle.map((t) => t.title))],
      );
    }
    // A store view's emptied title: the store shows the default one again.
    if (withoutTitle.length && !scope.global) {
      await this.ds.query(`DELETE FROM downloadable_link_title WHERE store_id = $2 AND link_id = ANY($1::int[])`, [
        numberArray(withoutTitle.map((t) => t.id)),
        scope.storeId,
      ]);
    }
    await this.ds.query(
      `INSERT INTO downloadable_link_price (link_id, website_id, price)
       SELECT l, $2, p FROM unnest($1::int[], $3::numeric[]) AS x(l, p)
       ON CONFLICT (link_id, website_id) DO UPDATE SET price = EXCLUDED.price`,
      [numberArray(ids), scope.websiteId, numberArray(drafts.map((d) => d.price))],
    );
  }
}
