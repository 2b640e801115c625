import { MigrationInterface, QueryRunner } from 'typeorm';
import { rebuildDocumentsSql } from '../services/document-sql';

/**
 * The search documents (catalogsearch_fulltext) with their GIN index, filled for the products
 * that exist. No catalog-change trigger: no product read (nor its cache) depends on this table.
 */
export class CatalogSearchFulltext1763800000200 implements MigrationInterface {
  name = 'CatalogSearchFulltext1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalogsearch_fulltext" ("store_id" integer NOT NULL, "entity_id" integer NOT NULL, "status" smallint NOT NULL,
         "visibility" smallint NOT NULL, "document" tsvector NOT NULL,
         CONSTRAINT "PK_e7fc7f7245bf2d919a7384c59df" PRIMARY KEY ("store_id", "entity_id"))`,
    );
    await q.query(`CREATE INDEX "catalogsearch_fulltext_entity" ON "catalogsearch_fulltext" ("entity_id") `);
    await q.query(
      `ALTER TABLE "catalogsearch_fulltext" ADD CONSTRAINT "FK_82a1660249f27b3333680bda3e9" FOREIGN KEY ("store_id")
       REFERENCES "store"("store_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalogsearch_fulltext" ADD CONSTRAINT "FK_9408e3d8a4784eb736e5d1ca66e" FOREIGN KEY ("entity_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`CREATE INDEX "catalogsearch_fulltext_document" ON "catalogsearch_fulltext" USING GIN ("document")`);
    await q.query(rebuildDocumentsSql('SELECT entity_id FROM catalog_product_entity'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalogsearch_fulltext" CASCADE`);
  }
}
