import { Injectable } from '@nestjs/common';
import { Database, Extends, numberArray } from '@mercato/platform';
import { ProductPart, ProductParts, SavedProductRef } from '@mercato/catalog';
import { rebuildDocumentsSql } from './document-sql';

const REBUILD = rebuildDocumentsSql('SELECT unnest($1::int[])');

/**
 * Keeps `catalogsearch_fulltext` current (Magento's catalogsearch_fulltext indexer, run on save).
 * As a product part it rebuilds a saved product's documents for every store in the save's
 * transaction, so a search right after the save finds what was saved; `rebuild` does the same for
 * any set of products, for writers outside product save that change searchable text, status or
 * visibility. Category, website and price are not in the documents (they are read when searching),
 * so the routes that change those need not call it.
 */
@Injectable()
@Extends(ProductParts)
export class SearchDocuments implements ProductPart<true> {
  readonly name = 'search_documents';
  readonly order = 10;

  constructor(private readonly ds: Database) {}

  /** Every save touches the product's text or flags, so the part always has something to write. */
  prepare(): true {
    return true;
  }

  async writeMany(saved: { product: SavedProductRef }[]): Promise<void> {
    await this.rebuild(saved.map((s) => s.product.id));
  }

  /** One statement for any number of products and stores. */
  async rebuild(productIds: readonly number[]): Promise<void> {
    if (!productIds.length) return;
    await this.ds.prepared('search_documents_rebuild', REBUILD, [numberArray([...productIds])]);
  }
}
