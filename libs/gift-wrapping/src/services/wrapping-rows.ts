import { Injectable } from '@nestjs/common';
import { Database, numberArray } from '@mercato/platform';

/** A stored wrapping read for one store view: its design is that view's label, else the default one. */
export interface WrappingRow {
  wrapping_id: number;
  status: number;
  base_price: string;
  image: string | null;
  design: string | null;
  website_ids: number[];
}

/** Reads wrappings of a batch in one statement (designs and websites aggregated in it). */
@Injectable()
export class WrappingRows {
  constructor(private readonly ds: Database) {}

  async find(id: number, storeId = 0): Promise<WrappingRow | null> {
    const [row] = await this.load([id], storeId);
    return row ?? null;
  }

  /** The wrappings of `ids` that exist, in the order of `ids`. */
  async load(ids: readonly number[], storeId = 0): Promise<WrappingRow[]> {
    if (!ids.length) return [];
    const rows: WrappingRow[] = await this.ds.query(
      `SELECT w.wrapping_id, w.status, w.base_price::text AS base_price, w.image,
         COALESCE(
           (SELECT s.design FROM magento_giftwrapping_store_attributes s WHERE s.wrapping_id = w.wrapping_id AND s.store_id = $2),
           (SELECT s.design FROM magento_giftwrapping_store_attributes s WHERE s.wrapping_id = w.wrapping_id AND s.store_id = 0)
         ) AS design,
         ARRAY(SELECT ws.website_id FROM magento_giftwrapping_website ws WHERE ws.wrapping_id = w.wrapping_id
         ORDER BY ws.website_id) AS website_ids
       FROM magento_giftwrapping w WHERE w.wrapping_id = ANY($1::int[])`,
      [numberArray(ids), storeId],
    );
    const byId = new Map(rows.map((r) => [r.wrapping_id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is WrappingRow => !!r);
  }
}

/** What presenting a wrapping needs from the request's store. */
export interface WrappingScope {
  baseCurrencyCode: string;
  /** The store's media base URL, ending in `/`. */
  mediaUrl: string;
}

/**
 * WrappingInterface as Magento's REST answers it: getters in the interface's order, the null ones
 * left out; the image as its file name and its URL under the media folder's `wrapping/`.
 */
export function presentWrapping(r: WrappingRow, scope: WrappingScope): Record<string, unknown> {
  const out: Record<string, unknown> = { wrapping_id: r.wrapping_id };
  if (r.design !== null) out.design = r.design;
  out.status = Number(r.status);
  out.base_price = Number(r.base_price);
  if (r.image) out.image_name = r.image;
  out.base_currency_code = scope.baseCurrencyCode;
  out.website_ids = r.website_ids.map(Number);
  if (r.image) out.image_url = `${scope.mediaUrl}wrapping/${r.image}`;
  return out;
}
