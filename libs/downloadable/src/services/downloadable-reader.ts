import { Injectable } from '@nestjs/common';
import { Database, numberArray } from '@mercato/platform';
import { LinkRow, SampleRow } from './downloadable-data';

/** Store view and website whose titles and prices are read (each falling back to the default). */
export interface ReadScope {
  storeId: number;
  websiteId: number;
}

export interface ProductDownloadables {
  links: LinkRow[];
  samples: SampleRow[];
}

const LINKS = `
  SELECT l.*, COALESCE(NULLIF(st.title, ''), dt.title) AS title, COALESCE(wp.price, dp.price, 0) AS price
  FROM downloadable_link l
  LEFT JOIN downloadable_link_title dt ON dt.link_id = l.link_id AND dt.store_id = 0
  LEFT JOIN downloadable_link_title st ON st.link_id = l.link_id AND st.store_id = $2 AND $2 <> 0
  LEFT JOIN downloadable_link_price dp ON dp.link_id = l.link_id AND dp.website_id = 0
  LEFT JOIN downloadable_link_price wp ON wp.link_id = l.link_id AND wp.website_id = $3 AND $3 <> 0`;

const SAMPLES = `
  SELECT s.*, COALESCE(NULLIF(st.title, ''), dt.title) AS title
  FROM downloadable_sample s
  LEFT JOIN downloadable_sample_title dt ON dt.sample_id = s.sample_id AND dt.store_id = 0
  LEFT JOIN downloadable_sample_title st ON st.sample_id = s.sample_id AND st.store_id = $2 AND $2 <> 0`;

/**
 * Links and samples of any number of products in one statement, ordered as Magento lists them
 * (sort order, then id), each with the title of the store view and the price of its website.
 */
@Injectable()
export class DownloadableReader {
  constructor(private readonly ds: Database) {}

  async forProducts(productIds: readonly number[], scope: ReadScope): Promise<Map<number, ProductDownloadables>> {
    const out = new Map<number, ProductDownloadables>();
    if (!productIds.length) return out;
    const rows: { id: number; links: LinkRow[] | null; samples: SampleRow[] | null }[] = await this.ds.query(
      `SELECT p.id,
         (SELECT json_agg(row_to_json(x) ORDER BY x.sort_order, x.link_id) FROM (${LINKS} WHERE l.product_id = p.id) x) AS links,
         (SELECT json_agg(row_to_json(y) ORDER BY y.sort_order, y.sample_id) FROM (${SAMPLES} WHERE s.product_id = p.id) y) AS samples
       FROM unnest($1::int[]) AS p(id)`,
      [numberArray(productIds), scope.storeId, scope.websiteId],
    );
    for (const r of rows) out.set(r.id, { links: r.links ?? [], samples: r.samples ?? [] });
    return out;
  }

  async links(productId: number, scope: ReadScope): Promise<LinkRow[]> {
    return this.ds.query(`${LINKS} WHERE l.product_id = $1 ORDER BY l.sort_order, l.link_id`, [productId, scope.storeId, scope.websiteId]);
  }

  async samples(productId: number, scope: ReadScope): Promise<SampleRow[]> {
    return this.ds.query(`${SAMPLES} WHERE s.product_id = $1 ORDER BY s.sort_order, s.sample_id`, [productId, scope.storeId]);
  }

  /** The stored link (default title and price), for an update. */
  async link(linkId: number): Promise<LinkRow | undefined> {
    return (await this.linksById([linkId])).get(linkId);
  }

  async sample(sampleId: number): Promise<SampleRow | undefined> {
    return (await this.samplesById([sampleId])).get(sampleId);
  }

  /** Stored links by id (default title and price), for the updates of one save. */
  async linksById(ids: readonly number[]): Promise<Map<number, LinkRow>> {
    if (!ids.length) return new Map();
    const rows: LinkRow[] = await this.ds.query(`${LINKS} WHERE l.link_id = ANY($1::int[])`, [numberArray(ids), 0, 0]);
    return new Map(rows.map((r) => [r.link_id, r]));
  }

  async samplesById(ids: readonly number[]): Promise<Map<number, SampleRow>> {
    if (!ids.length) return new Map();
    const rows: SampleRow[] = await this.ds.query(`${SAMPLES} WHERE s.sample_id = ANY($1::int[])`, [numberArray(ids), 0]);
    return new Map(rows.map((r) => [r.sample_id, r]));
  }
}
