import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/**
 * Magento's search requests (CatalogSearch etc/search_request.xml plus what its RequestGenerator
 * adds for attributes flagged for layered navigation or advanced search): each named request is a
 * set of queries and filters bound to placeholders (`$search_term$`, `$price.from$`…), and the
 * buckets it aggregates. A filter whose placeholder the criteria leave unbound is dropped, as
 * Magento's request Cleaner does.
 */

export type Clause = 'must' | 'should';

export interface SearchAttribute {
  attribute_id: number;
  attribute_code: string;
  backend_type: string;
  frontend_input: string;
  is_searchable: boolean;
  is_filterable: number;
  is_filterable_in_search: boolean;
  is_visible_in_advanced_search: boolean;
}

/** What a query or filter tests; `placeholder` is the criteria field that binds it. */
export type Condition =
  /** The product's search document matches the words (quick search's `search` and `partial_search`). */
  | { kind: 'fulltext'; placeholder: string; clause: Clause }
  /** One attribute's text matches the words (advanced search on a text attribute). */
  | { kind: 'match'; placeholder: string; clause: Clause; attribute: SearchAttribute }
  | { kind: 'term'; placeholder: string; clause: Clause; field: 'category_ids' | 'visibility' | SearchAttribute }
  /** Bound by `<placeholder>.from` and/or `<placeholder>.to`. */
  | { kind: 'range'; placeholder: string; clause: Clause; field: 'price' | SearchAttribute }
  | { kind: 'wildcard'; placeholder: string; clause: Clause; field: 'sku' };

export type Bucket =
  /** `method` is the algorithm, or the placeholder that names it (the bucket is dropped when unbound). */
  | { kind: 'dynamic'; name: string; field: 'price' | SearchAttribute; method: { fixed: string } | { placeholder: string } }
  | { kind: 'term'; name: string; field: 'category_ids' | SearchAttribute };

export interface SearchRequest {
  name: string;
  conditions: Condition[];
  buckets: Bucket[];
  /** Visibility applied when the criteria bind none (what Magento's storefront always binds). */
  defaultVisibility: number[];
}

const VISIBLE_IN_CATALOG = [2, 4];
const VISIBLE_IN_SEARCH = [3, 4];

const PRICE_BUCKET: Bucket = { kind: 'dynamic', name: 'price_bucket', field: 'price', method: { placeholder: 'price_dynamic_algorithm' } };
const CATEGORY_BUCKET: Bucket = { kind: 'term', name: 'category_bucket', field: 'category_ids' };

/** The request names Magento answers, with the definitions of the current attribute flags. */
@Injectable()
export class SearchRequests {
  constructor(private readonly ds: Database) {}

  /** Undefined for a name no request has. */
  async get(name: string): Promise<SearchRequest | undefined> {
    switch (name) {
      case 'quick_search_container':
        return this.quickSearch(await this.attributes());
      case 'advanced_search_container':
        return this.advancedSearch(await this.attributes());
      case 'catalog_view_container':
        return this.catalogView(await this.attributes());
      default:
        return undefined;
    }
  }

  private quickSearch(attributes: SearchAttribute[]): SearchRequest {
    const layered = attributes.filter((a) => a.is_filterable_in_search && !['price', 'category_ids'].includes(a.attribute_code));
    return {
      name: 'quick_search_container',
      conditions: [
        { kind: 'fulltext', placeholder: 'search_term', clause: 'should' },
        { kind: 'term', placeholder: 'category_ids', clause: 'must', field: 'category_ids' },
        { kind: 'range', placeholder: 'price', clause: 'must', field: 'price' },
        { kind: 'term', placeholder: 'visibility', clause: 'must', field: 'visibility' },
        ...layered.map(attributeFilter),
      ],
      buckets: [PRICE_BUCKET, CATEGORY_BUCKET, ...layered.map(attributeBucket)],
      defaultVisibility: VISIBLE_IN_SEARCH,
    };
  }

  private advancedSearch(attributes: SearchAttribute[]): SearchRequest {
    const advanced = attributes.filter(
      (a) => a.is_visible_in_advanced_search && !['price', 'sku'].includes(a.attribute_code) && a.backend_type !== 'static',
    );
    return {
      name: 'advanced_search_container',
      conditions: [
        { kind: 'wildcard', placeholder: 'sku', clause: 'should', field: 'sku' },
        { kind: 'range', placeholder: 'price', clause: 'should', field: 'price' },
        { kind: 'term', placeholder: 'category_ids', clause: 'should', field: 'category_ids' },
        { kind: 'term', placeholder: 'visibility', clause: 'must', field: 'visibility' },
        ...advanced.map((a): Condition => {
          const textual = (a.backend_type === 'varchar' || a.backend_type === 'text') && a.frontend_input !== 'multiselect';
          if (textual) return { kind: 'match', placeholder: a.attribute_code, clause: 'must', attribute: a };
          if (a.backend_type === 'decimal' || a.backend_type === 'datetime')
            return { kind: 'range', placeholder: a.attribute_code, clause: 'must', field: a };
          return { kind: 'term', placeholder: a.attribute_code, clause: 'must', field: a };
        }),
      ],
      buckets: [],
      defaultVisibility: VISIBLE_IN_SEARCH,
    };
  }

  private catalogView(attributes: SearchAttribute[]): SearchRequest {
    const layered = attributes.filter((a) => a.is_filterable > 0 && !['price', 'category_ids'].includes(a.attribute_code));
    return {
      name: 'catalog_view_container',
      conditions: [
        { kind: 'term', placeholder: 'category_ids', clause: 'must', field: 'category_ids' },
        { kind: 'range', placeholder: 'price', clause: 'must', field: 'price' },
        { kind: 'term', placeholder: 'visibility', clause: 'must', field: 'visibility' },
        ...layered.map(attributeFilter),
      ],
      buckets: [PRICE_BUCKET, CATEGORY_BUCKET, ...layered.map(attributeBucket)],
      defaultVisibility: VISIBLE_IN_CATALOG,
    };
  }

  /** Product attributes with any search flag (Magento RequestGenerator::getSearchableAttributes). */
  private attributes(): Promise<SearchAttribute[]> {
    return this.ds.query(
      `SELECT a.attribute_id, a.attribute_code, a.backend_type, a.frontend_input,
              c.is_searchable, c.is_filterable, c.is_filterable_in_search, c.is_visible_in_advanced_search
       FROM eav_attribute a JOIN catalog_eav_attribute c ON c.attribute_id = a.attribute_id
       WHERE a.entity_type_id = 4
         AND (c.is_searchable OR c.is_visible_in_advanced_search OR c.is_filterable > 0 OR c.is_filterable_in_search)
       ORDER BY a.attribute_id`,
    );
  }
}

/** A layered-navigation attribute: a decimal one filters by range, any other by term (Magento's filter generators). */
function attributeFilter(a: SearchAttribute): Condition {
  if (a.backend_type === 'decimal') return { kind: 'range', placeholder: a.attribute_code, clause: 'must', field: a };
  return { kind: 'term', placeholder: a.attribute_code, clause: 'must', field: a };
}

/** A decimal attribute aggregates by price-like ranges (the manual algorithm), any other by value. */
function attributeBucket(a: SearchAttribute): Bucket {
  const name = `${a.attribute_code}_bucket`;
  if (a.backend_type === 'decimal') return { kind: 'dynamic', name, field: a, method: { fixed: 'manual' } };
  return { kind: 'term', name, field: a };
}
