import { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogProducts1763800000005 implements MigrationInterface {
  name = 'CatalogProducts1763800000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog_category_entity" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL DEFAULT '0',
         "path" character varying(255) NOT NULL, "position" integer NOT NULL DEFAULT '0', "level" integer NOT NULL DEFAULT '0',
         "children_count" integer NOT NULL DEFAULT '0', "name" character varying(255) NOT NULL, "is_active" boolean NOT NULL DEFAULT true,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_6c2861cd50572389be41e928926" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(
      `CREATE TABLE "catalog_product_entity" ("entity_id" SERIAL NOT NULL, "attribute_set_id" integer NOT NULL DEFAULT '4',
         "type_id" character varying(32) NOT NULL DEFAULT 'simple', "sku" character varying(64) NOT NULL,
         "has_options" boolean NOT NULL DEFAULT false, "required_options" boolean NOT NULL DEFAULT false,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_4a9119f150d6ce6fb2500b6464f" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(
      `CREATE TABLE "catalog_category_product" ("category_id" integer NOT NULL, "product_id" integer NOT NULL,
         "position" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_5234e55c1fe93c75903fa2e4671" PRIMARY KEY ("category_id", "product_id"))`,
    );
    await q.query(
      `CREATE TABLE "catalog_product_entity_varchar" ("value_id" SERIAL NOT NULL, "attribute_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "entity_id" integer NOT NULL, "value" character varying,
         CONSTRAINT "catalog_product_entity_varchar_entity_attribute_store" UNIQUE ("entity_id", "attribute_id", "store_id"),
         CONSTRAINT "PK_c13b49cb7c29467a188da280f0d" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `CREATE INDEX "catalog_product_entity_varchar_attribute_store" ON "catalog_product_entity_varchar" ("attribute_id", "store_id") `,
    );
    await q.query(
      `CREATE TABLE "catalog_product_entity_int" ("value_id" SERIAL NOT NULL, "attribute_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "entity_id" integer NOT NULL, "value" integer,
         CONSTRAINT "catalog_product_entity_int_entity_attribute_store" UNIQUE ("entity_id", "attribute_id", "store_id"),
         CONSTRAINT "PK_95ec5dd2ab2b7e02958c81ed3e3" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `CREATE INDEX "catalog_product_entity_int_attribute_store" ON "catalog_product_entity_int" ("attribute_id", "store_id") `,
    );
    await q.query(
      `CREATE TABLE "catalog_product_entity_decimal" ("value_id" SERIAL NOT NULL, "attribute_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "entity_id" integer NOT NULL, "value" numeric(20,6),
         CONSTRAINT "catalog_product_entity_decimal_entity_attribute_store" UNIQUE ("entity_id", "attribute_id", "store_id"),
         CONSTRAINT "PK_66d28a55aef29b945e6ef309f7f" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `CREATE INDEX "catalog_product_entity_decimal_attribute_store" ON "catalog_product_entity_decimal" ("attribute_id", "store_id") `,
    );
    await q.query(
      `CREATE TABLE "catalog_product_entity_datetime" ("value_id" SERIAL NOT NULL, "attribute_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "entity_id" integer NOT NULL, "value" TIMESTAMP,
         CONSTRAINT "catalog_product_entity_datetime_entity_attribute_store" UNIQUE ("entity_id", "attribute_id", "store_id"),
         CONSTRAINT "PK_5da1d58e89055ec86ae31810ff2" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `CREATE INDEX "catalog_product_entity_datetime_attribute_store" ON "catalog_product_entity_datetime" ("attribute_id", "store_id") `,
    );
    await q.query(
      `CREATE TABLE "catalog_product_entity_text" ("value_id" SERIAL NOT NULL, "attribute_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "entity_id" integer NOT NULL, "value" text,
         CONSTRAINT "catalog_product_entity_text_entity_attribute_store" UNIQUE ("entity_id", "attribute_id", "store_id"),
         CONSTRAINT "PK_b0266a586385b8b69e086801c35" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `CREATE INDEX "catalog_product_entity_text_attribute_store" ON "catalog_product_entity_text" ("attribute_id", "store_id") `,
    );
    await q.query(
      `CREATE TABLE "catalog_product_website" ("product_id" integer NOT NULL, "website_id" integer NOT NULL,
         CONSTRAINT "PK_f8caaec1ff20e643e018de2cc04" PRIMARY KEY ("product_id", "website_id"))`,
    );
    await q.query(
      `CREATE TABLE "catalog_product_entity_tier_price" ("value_id" SERIAL NOT NULL, "entity_id" integer NOT NULL,
         "all_groups" boolean NOT NULL DEFAULT true, "customer_group_id" integer NOT NULL DEFAULT '0',
         "qty" numeric(12,4) NOT NULL DEFAULT '1', "value" numeric(20,6) NOT NULL DEFAULT '0', "website_id" integer NOT NULL DEFAULT '0',
         "percentage_value" numeric(5,2),
         CONSTRAINT "tier_price_unique" UNIQUE ("entity_id", "all_groups", "customer_group_id", "qty", "website_id"),
         CONSTRAINT "PK_8bc2dc6fe7298146f8817709d7f" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `ALTER TABLE "catalog_category_product" ADD CONSTRAINT "FK_0afac3b558f13d827d1413ae25f" FOREIGN KEY ("category_id")
       REFERENCES "catalog_category_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_category_product" ADD CONSTRAINT "FK_670a4ebcf48d87a83cbd12dd96c" FOREIGN KEY ("product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_entity_varchar" ADD CONSTRAINT "FK_ece76fcfc92eca7368fb292405e" FOREIGN KEY ("entity_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_entity_int" ADD CONSTRAINT "FK_1ce5d001b428cd7b3a990e60eac" FOREIGN KEY ("entity_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_entity_decimal" ADD CONSTRAINT "FK_3e934bf50fad6409ac8a00e43a0" FOREIGN KEY ("entity_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_entity_datetime" ADD CONSTRAINT "FK_26234090ec7464996f9c575ae3b" FOREIGN KEY ("entity_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_entity_text" ADD CONSTRAINT "FK_b3f8c79511308328bcf87c1e703" FOREIGN KEY ("entity_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_website" ADD CONSTRAINT "FK_b87882d939c61e06f76c7d45b15" FOREIGN KEY ("product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_entity_tier_price" ADD CONSTRAINT "FK_c492de70af83edd070c79a17f46" FOREIGN KEY ("entity_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`CREATE UNIQUE INDEX catalog_product_entity_sku_ci ON catalog_product_entity (lower(sku))`);
    await q.query(`INSERT INTO catalog_category_entity (entity_id, parent_id, path, position, level, children_count, name, is_active) VALUES
      (1, 0, '1', 0, 0, 1, 'Root Catalog', true), (2, 1, '1/2', 1, 1, 0, 'Default Category', true) ON CONFLICT DO NOTHING`);
    await q.query(
      `SELECT setval(pg_get_serial_sequence('catalog_category_entity', 'entity_id'), (SELECT MAX(entity_id) FROM catalog_category_entity))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalog_product_entity_tier_price" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_product_website" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_product_entity_text" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_product_entity_datetime" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_product_entity_decimal" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_product_entity_int" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_product_entity_varchar" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_category_product" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_product_entity" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_category_entity" CASCADE`);
  }
}
