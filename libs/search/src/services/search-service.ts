import { Injectable } from '@nestjs/common';
import { echoCriteria, InputException, LocalizedException, RequestContext } from '@mercato/platform';
import { ScopedConfig, StoreDirectory } from '@mercato/store';
import { FinalPrices } from '@mercato/catalog';
import { SearchRequestCriteria } from '../dto/search-criteria.input';
import { autoRanges, DynamicRange, manualRanges, ValueCount } from './dynamic-buckets';
import { BoundRequest, SearchEngine } from './search-engine';
import { SearchRequests } from './search-requests';

/** The size of a search request when the criteria give no page size (search_request.xml `<size>`). */
const DEFAULT_SIZE = 10000;
const ALGORITHMS = new Set(['auto', 'improved', 'manual']);

export interface SearchDocument {
  id: number;
  custom_attributes: { attribute_code: 'score'; value: number }[];
}

export interface SearchResult {
  items: SearchDocument[];
  aggregations: { buckets: { name: string; values: { value: string; metrics: unknown[] }[] }[]; bucket_names: string[] };
  search_criteria: Record<string, unknown>;
  total_count: number;
}

/**
 * Magento\Search\Api\SearchInterface::search (Magento\Framework\Search\Search): binds each filter's
 * value to the placeholder its field names (condition types play no part), searches the current
 * store and answers the documents with their score, the request's aggregations and the total.
 * As in Magento the page starts at `current_page × page_size` (the first page is 0) and a request
 * without page size returns up to 10000 documents. An unknown or missing request name, or a
 * request left with nothing to search by, are Magento's \InvalidArgumentExceptions: internal
 * errors (500), their text shown in developer mode only.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly requests: SearchRequests,
    private readonly engine: SearchEngine,
    private readonly stores: StoreDirectory,
    private readonly config: ScopedConfig,
    private readonly finalPrices: FinalPrices,
  ) {}

  async search(ctx: RequestContext, criteria: SearchRequestCriteria): Promise<SearchResult> {
    // Magento's NonExistingRequestNameException is a LocalizedException (400); a missing name is its
    // InvalidArgumentException (a 500 there): both are what the client sent, so both are 400 here.
    if (!criteria.request_name) throw new LocalizedException('Request name not defined.');
    const request = await this.requests.get(criteria.request_name);
    if (!request) throw new LocalizedException("Request name '%1' doesn't exist.", [criteria.request_name]);

    const values = new Map<string, string>();
    for (const group of criteria.filter_groups ?? []) {
      for (const f of group.filters ?? []) {
        if (f.field && f.value !== undefined && f.value !== null) values.set(f.field, String(f.value));
      }
    }
    const dynamicBuckets = new Map<string, string>();
    for (const bucket of request.buckets) {
      if (bucket.kind !== 'dynamic') continue;
      const method = 'fixed' in bucket.method ? bucket.method.fixed : values.get(bucket.method.placeholder);
      if (method === undefined) continue;
      if (!ALGORITHMS.has(method)) throw new LocalizedException('%1 was not found in algorithms', [method]);
      dynamicBuckets.set(bucket.name, method);
    }

    const storeId = ctx.store.storeId;
    const websiteId = storeId === 0 ? null : ((await this.stores.store(storeId))?.website_id ?? null);
    const scope = { storeId, websiteId: websiteId ?? 0 };
    const settings = await this.config.values(scope, {
      'catalog/layered_navigation/price_range_step': '100',
      'catalog/layered_navigation/price_range_max_intervals': '10',
    });
    const pageSize = criteria.page_size ?? null;
    const bound: BoundRequest = {
      request,
      values,
      storeId,
      websiteId,
      priceScope: await this.finalPrices.scope(storeId, websiteId ?? 0),
      from: Math.max(0, (criteria.current_page ?? 0) * (pageSize ?? 0)),
      size: pageSize === null ? DEFAULT_SIZE : Math.max(0, pageSize),
      sort: sortOrders(criteria),
      dynamicBuckets,
    };
    const result = await this.engine.run(bound);

    const buckets = result.buckets.map(({ bucket, rows }) => {
      if (bucket.kind === 'term') {
        return { name: bucket.name, values: rows.map(([value, count]) => ({ value: String(value), metrics: [value, count] })) };
      }
      const counts: ValueCount[] = rows.map(([value, count]) => ({ value: Number(value), count }));
      const method = dynamicBuckets.get(bucket.name);
      // Magento's `improved` algorithm (a statistical split) is answered as `auto`.
      const ranges: DynamicRange[] =
        method === 'manual'
          ? manualRanges(counts, {
              rangeStep: Number(settings['catalog/layered_navigation/price_range_step']),
              maxIntervals: Number(settings['catalog/layered_navigation/price_range_max_intervals']),
            })
          : autoRanges(counts);
      return { name: bucket.name, values: ranges.map((r) => ({ value: r.value, metrics: [r.from, r.to, r.count, r.value] })) };
    });

    return {
      items: result.items.map((i) => ({ id: i.id, custom_attributes: [{ attribute_code: 'score', value: i.score }] })),
      aggregations: { buckets, bucket_names: buckets.map((b) => b.name) },
      search_criteria: { request_name: criteria.request_name, ...echoCriteria(criteria) },
      total_count: result.total,
    };
  }
}

function sortOrders(criteria: SearchRequestCriteria): BoundRequest['sort'] {
  return (criteria.sort_orders ?? []).map((s) => {
    const direction = (s.direction ?? (s.field === 'relevance' ? 'DESC' : 'ASC')).toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw new InputException('The sort order has to be specified as %1 for ascending order or %2 for descending order.', ['ASC', 'DESC']);
    }
    return { field: s.field, direction };
  });
}
