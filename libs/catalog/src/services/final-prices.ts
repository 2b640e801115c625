import { Injectable } from '@nestjs/common';
import { Database, numberArray } from '@mercato/platform';
import { AttributeCatalog } from '@mercato/eav';
import { ScopedConfig } from '@mercato/store';
import { PriceScope } from './price-scope';
import { ProductCache } from './product-cache';

/** Where and for whom a price is asked: the store (and its website) and the customer group. */
export interface PriceContext {
  storeId: number;
  websiteId: number;
  customerGroupId: number;
}

/** The values the final price is computed with, resolved once per call. */
export interface PriceScopeValues {
  /** The store whose price values count: the store itself, or 0 when prices are global. */
  priceStoreId: number;
  /** The website whose tier prices count besides website 0: 0 when prices are global. */
  priceWebsiteId: number;
  /** The store's local time, `YYYY-MM-DD hh:mm:ss` (Magento's scope timestamp, for special price dates). */
  now: string;
}

export interface LinePrice {
  /** What one unit costs the shopper at that quantity (Magento's final price). */
  finalPrice: number;
  /** The product's own price (Magento's original price). */
  price: number;
}

/**
 * A line's price as kept in the product cache: `until` is the store-local time from which it may
 * change by itself (a special price's first day or the end of its last one), or null.
 */
interface KeptPrice extends LinePrice {
  until: string | null;
}

/**
 * A product's final price, as Magento's Product\Type\Price computes it: the lowest of its price, an
 * active special price and the tier price for the quantity and the customer's group, never below 0.
 * The rule itself is the database function `catalog_product_final_price` (catalog migration
 * 1763800000410), so carts, the render info and search all apply the one implementation, set-based.
 */
@Injectable()
export class FinalPrices {
  constructor(
    private readonly ds: Database,
    private readonly priceScope: PriceScope,
    private readonly config: ScopedConfig,
    private readonly attributes: AttributeCatalog,
    private readonly cache: ProductCache,
  ) {}

  /** The price scope and local time of a store: what every final price of a call is computed with. */
  async scope(storeId: number, websiteId: number): Promise<PriceScopeValues> {
    const global = await this.priceScope.isGlobal();
    const { 'general/locale/timezone': timezone } = await this.config.values(
      { storeId, websiteId },
      { 'general/locale/timezone': 'America/Los_Angeles' },
    );
    return { priceStoreId: global ? 0 : storeId, priceWebsiteId: global ? 0 : websiteId, now: localDateTime(timezone) };
  }

  /**
   * Each line's final and original price (one statement for those not kept, whatever their number).
   * A line with `fromPrice` is priced from that amount instead of the product's price (a bundle's
   * special and tier prices are percentages: its final price from 100 is the share its parts are
   * charged). Prices are kept beside the product in the product cache, which drops them with the
   * product when any of its price values changes (the catalogue's notifications), and each is used
   * only until the special price dates can change it: a cart is priced on every call, three times
   * in a checkout, and the statement was one of each call's dearest.
   */
  async forLines(lines: readonly { productId: number; qty: number; fromPrice?: number }[], ctx: PriceContext): Promise<LinePrice[]> {
    if (!lines.length) return [];
    const s = await this.scope(ctx.storeId, ctx.websiteId);
    const keys = lines.map((l) =>
      this.cache.derivedKey(l.productId, ['price', s.priceStoreId, s.priceWebsiteId, ctx.customerGroupId, l.qty, l.fromPrice ?? '']),
    );
    const prices: LinePrice[] = [];
    const missing: number[] = [];
    keys.forEach((key, n) => {
      const kept = this.cache.derived<KeptPrice>(key);
      if (kept && (kept.until === null || s.now < kept.until)) prices[n] = { finalPrice: kept.finalPrice, price: kept.price };
      else missing.push(n);
    });
    if (!missing.length) return prices;
    // What a cart call reads is committed data (it writes no product): kept once its transaction commits.
    const token = this.cache.beginCommitted();
    const read = await this.read(
      missing.map((n) => lines[n]),
      ctx.customerGroupId,
      s,
    );
    for (const [m, n] of missing.entries()) {
      prices[n] = { finalPrice: read[m].finalPrice, price: read[m].price };
      await this.cache.keepAfterCommit(keys[n], read[m], token, [lines[n].productId]);
    }
    return prices;
  }

  private async read(
    lines: readonly { productId: number; qty: number; fromPrice?: number }[],
    customerGroupId: number,
    s: PriceScopeValues,
  ): Promise<KeptPrice[]> {
    const [price, from, to] = await Promise.all(
      ['price', 'special_from_date', 'special_to_date'].map((code) => this.attributes.require(code)),
    );
    // The product's price is read once, here, and handed to the function as the amount to start
    // from (it reads the same value when given none). The special price dates say how long the
    // answer holds: whether or not a special price is set, a conservative bound.
    const rows: { final_price: number; price: number; special_from: string | null; special_ends: string | null }[] = await this.ds.query(
      `SELECT catalog_product_final_price(v.id, $1, $2, $3, v.qty, $4::timestamp, COALESCE(v.from_price, p.value))::float8 AS final_price,
              COALESCE(p.value, 0)::float8 AS price,
              to_char(sf.value, 'YYYY-MM-DD HH24:MI:SS') AS special_from,
              to_char(st.value + interval '1 day', 'YYYY-MM-DD HH24:MI:SS') AS special_ends
         FROM unnest($5::int[], $6::numeric[], $7::numeric[]) WITH ORDINALITY AS v(id, qty, from_price, n)
         LEFT JOIN LATERAL (SELECT d.value FROM catalog_product_entity_decimal d
                             WHERE d.entity_id = v.id AND d.attribute_id = $8 AND d.store_id IN (0, $1)
                             ORDER BY d.store_id DESC LIMIT 1) p ON true
         LEFT JOIN LATERAL (SELECT d.value FROM catalog_product_entity_datetime d
                             WHERE d.entity_id = v.id AND d.attribute_id = $9 AND d.store_id IN (0, $1)
                             ORDER BY d.store_id DESC LIMIT 1) sf ON true
         LEFT JOIN LATERAL (SELECT d.value FROM catalog_product_entity_datetime d
                             WHERE d.entity_id = v.id AND d.attribute_id = $10 AND d.store_id IN (0, $1)
                             ORDER BY d.store_id DESC LIMIT 1) st ON true
        ORDER BY v.n`,
      [
        s.priceStoreId,
        s.priceWebsiteId,
        customerGroupId,
        s.now,
        numberArray(lines.map((l) => l.productId)),
        lines.map((l) => l.qty),
        lines.map((l) => l.fromPrice ?? null),
        price.attribute_id,
        from.attribute_id,
        to.attribute_id,
      ],
    );
    return rows.map((r) => ({
      finalPrice: Number(r.final_price),
      price: Number(r.price),
      until: priceHoldsUntil(s.now, [r.special_from, r.special_ends]),
    }));
  }

  /**
   * The final price as a SQL expression, for statements that filter, sort or bucket by it (search):
   * `entity` is the product id expression, `bind` adds a parameter and answers its placeholder.
   */
  sql(entity: string, scope: PriceScopeValues, customerGroupId: number, qty: number, bind: (value: unknown) => string): string {
    return (
      `catalog_product_final_price(${entity}, ${bind(scope.priceStoreId)}::int, ${bind(scope.priceWebsiteId)}::int, ` +
      `${bind(customerGroupId)}::int, ${bind(qty)}::numeric, ${bind(scope.now)}::timestamp)`
    );
  }
}

/**
 * The first of the special price's date boundaries still ahead of `now` (all `YYYY-MM-DD hh:mm:ss`,
 * which compare as text), or null: a price computed at `now` holds until then. The end is the first
 * second after the last day, when the function stops applying the special price (a second early at
 * worst: the price is read again).
 */
export function priceHoldsUntil(now: string, boundaries: readonly (string | null)[]): string | null {
  let until: string | null = null;
  for (const b of boundaries) if (b !== null && b > now && (until === null || b < until)) until = b;
  return until;
}

/** Formatters by time zone: making one costs more than a cart's whole price computation. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    // Zones come from configuration: a handful, but never let them grow without bound.
    if (formatters.size >= 100) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The last time formatted per zone, by whole second: every cart line's price asks for the current one. */
const lastFormatted = new Map<string, { second: number; text: string }>();

/** Wall-clock time in a time zone, `YYYY-MM-DD hh:mm:ss` (UTC when the zone is unknown). */
export function localDateTime(timeZone: string | null, at = new Date()): string {
  const zone = timeZone || 'UTC';
  const second = Math.floor(at.getTime() / 1000);
  const last = lastFormatted.get(zone);
  if (last?.second === second) return last.text;
  let text: string;
  try {
    const parts = formatterFor(zone).formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    text = `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
  } catch {
    return at.toISOString().slice(0, 19).replace('T', ' ');
  }
  if (lastFormatted.size >= 100) lastFormatted.clear();
  lastFormatted.set(zone, { second, text });
  return text;
}
