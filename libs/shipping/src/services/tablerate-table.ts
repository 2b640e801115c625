import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { TablerateQuery } from '../carriers/tablerate';

export interface TablerateRow {
  dest_country_id: string;
  dest_region_id: number;
  dest_zip: string;
  condition_value: number;
  price: number;
}

/**
 * The `shipping_tablerate` table: the lookup the carrier runs and the replacement the import does.
 */
@Injectable()
export class TablerateTable {
  constructor(private readonly ds: Database) {}

  /**
   * Magento's RateQuery: among the rows whose destination matches exactly or by wildcard (country
   * `'0'`, region 0, zip `'*'`; a zip also matches by its part before `-`), the most specific one —
   * ordering country, region and zip descending (byte order) puts real values before wildcards — with the
   * highest threshold at or below the package's value.
   */
  async find(q: TablerateQuery): Promise<{ price: number; cost: number } | null> {
    const prefix = /^(.+)-(.+)$/.exec(q.postcode)?.[1] ?? q.postcode;
    const rows: { price: string; cost: string }[] = await this.ds.query(
      `SELECT price, cost FROM shipping_tablerate
        WHERE website_id = $1 AND condition_name = $2 AND condition_value <= round($3::numeric, 4)
          AND dest_country_id IN ($4, '0') AND dest_region_id IN ($5, 0)
          AND (dest_zip IN ($6, $7, '*') OR (dest_zip = '' AND dest_country_id = $4))
          AND NOT (dest_country_id = '0' AND dest_zip <> '*')
        ORDER BY dest_country_id COLLATE "C" DESC, dest_region_id DESC, dest_zip COLLATE "C" DESC, condition_value DESC
        LIMIT 1`,
      [q.websiteId, q.condition, q.value, q.countryId, q.regionId, q.postcode, prefix],
    );
    return rows.length ? { price: Number(rows[0].price), cost: Number(rows[0].cost) } : null;
  }

  /**
   * Replaces one website's rows for one condition (Magento deletes them before it inserts the
   * file), in one transaction of two statements whatever the row count.
   */
  async replace(websiteId: number, condition: string, rows: TablerateRow[]): Promise<number> {
    return this.ds.transaction(async () => {
      await this.ds.query(`DELETE FROM shipping_tablerate WHERE website_id = $1 AND condition_name = $2`, [websiteId, condition]);
      if (!rows.length) return 0;
      await this.ds.query(
        `INSERT INTO shipping_tablerate (website_id, dest_country_id, dest_region_id, dest_zip, condition_name, condition_value, price,
           cost)
         SELECT $1, c, r, z, $2, v, p, 0
           FROM unnest($3::text[], $4::int[], $5::text[], $6::numeric[], $7::numeric[]) AS t(c, r, z, v, p)`,
        [
          websiteId,
          condition,
          rows.map((r) => r.dest_country_id),
          rows.map((r) => r.dest_region_id),
          rows.map((r) => r.dest_zip),
          rows.map((r) => r.condition_value),
          rows.map((r) => r.price),
        ],
      );
      return rows.length;
    });
  }
}
