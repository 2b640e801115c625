import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Product } from '@mercato/catalog';
import { Store } from '@mercato/store';

/**
 * `catalogsearch_fulltext`: one search document per product and store view (store 0 holds the
 * default values), the weighted text of the product's searchable attributes as a tsvector, with
 * the status and visibility that decide whether the product is found in that store. Magento keeps
 * this in the search engine's index; here PostgreSQL's full-text search answers from a GIN index
 * (created by the migration: TypeORM cannot describe it, so it is left out of synchronisation).
 */
@Entity('catalogsearch_fulltext')
@Index('catalogsearch_fulltext_document', { synchronize: false })
export class CatalogSearchFulltext {
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @Index('catalogsearch_fulltext_entity')
  @PrimaryColumn({ type: 'int' })
  entity_id: number;
  @Column({ type: 'smallint' }) status: number;
  @Column({ type: 'smallint' }) visibility: number;
  @Column({ type: 'tsvector' }) document: string;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'entity_id' })
  product?: Product;
}
