import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * catalog_product_link (related, cross-sell and up-sell links), with the
 * statement trigger that announces its writes on `mercato_catalog`: a product's links are read
 * and cached with the product.
 */
export class ProductLinks1763800000160 implements MigrationInterface {
  name = 'ProductLinks1763800000160';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog_product_link" ("link_id" SERIAL NOT NULL, "product_id" integer NOT NULL, "linked_product_id" integer NOT NULL,
         "link_type_id" smallint NOT NULL, "position" integer NOT NULL DEFAULT '0',
         CONSTRAINT "catalog_product_link_unique" UNIQUE ("product_id", "linked_product_id", "link_type_id"),
         CONSTRAINT "PK_e063d466999a707cbf20d8939fd" PRIMARY KEY ("link_id"))`,
    );
    await q.query(`CREATE INDEX "catalog_product_link_linked_product_id" ON "catalog_product_link" ("linked_product_id")`);
    await q.query(
      `ALTER TABLE "catalog_product_link" ADD CONSTRAINT "FK_2f1dad5c9cb40610887631ecc81" FOREIGN KEY ("product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_link" ADD CONSTRAINT "FK_5f3869a3583139843999c88550c" FOREIGN KEY ("linked_product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `CREATE TRIGGER catalog_product_link_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_product_link
       FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_catalog_change()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalog_product_link" CASCADE`);
  }
}
