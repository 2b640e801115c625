import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Magento_GiftRegistry: registry types with their labels, registries (a copy of the shipping
 * address as JSON), their wanted items and registrants; Magento's three default types.
 */
export class GiftRegistry1763800000300 implements MigrationInterface {
  name = 'GiftRegistry1763800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "magento_giftregistry_type" ("type_id" SERIAL NOT NULL, "code" character varying(15) NOT NULL, "meta_config" text,
         CONSTRAINT "magento_giftregistry_type_code" UNIQUE ("code"), CONSTRAINT "PK_175788d0f6e8fb264ae428c7aaf" PRIMARY KEY ("type_id"))`,
    );
    await q.query(
      `CREATE TABLE "magento_giftregistry_type_info" ("type_id" integer NOT NULL, "store_id" integer NOT NULL,
         "label" character varying(255) NOT NULL, "is_listed" boolean NOT NULL DEFAULT true, "sort_order" integer NOT NULL DEFAULT '0',
         CONSTRAINT "PK_c7b7ac8fbedba24e653178c8d60" PRIMARY KEY ("type_id", "store_id"))`,
    );
    await q.query(
      `CREATE TABLE "magento_giftregistry_entity" ("entity_id" SERIAL NOT NULL, "type_id" integer NOT NULL, "customer_id" integer NOT NULL,
         "website_id" integer NOT NULL, "is_public" boolean NOT NULL DEFAULT false, "url_key" character varying(100) NOT NULL,
         "title" character varying(255) NOT NULL, "message" text, "shipping_address" jsonb, "custom_values" jsonb,
         "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "magento_giftregistry_entity_url_key" UNIQUE ("url_key"),
         CONSTRAINT "PK_d4c0c84a2c25b17b74d59b26a1c" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "magento_giftregistry_entity_type_id" ON "magento_giftregistry_entity" ("type_id")`);
    await q.query(`CREATE INDEX "magento_giftregistry_entity_customer_id" ON "magento_giftregistry_entity" ("customer_id")`);
    await q.query(`CREATE INDEX "magento_giftregistry_entity_website_id" ON "magento_giftregistry_entity" ("website_id")`);
    await q.query(
      `CREATE TABLE "magento_giftregistry_item" ("item_id" SERIAL NOT NULL, "entity_id" integer NOT NULL, "product_id" integer NOT NULL,
         "qty" numeric(12,4) NOT NULL DEFAULT '0', "qty_fulfilled" numeric(12,4) NOT NULL DEFAULT '0', "note" text,
         "added_at" TIMESTAMP NOT NULL DEFAULT now(), "custom_options" jsonb,
         CONSTRAINT "PK_167d2e718a6dc5ede7d2a044431" PRIMARY KEY ("item_id"))`,
    );
    await q.query(`CREATE INDEX "magento_giftregistry_item_entity_id" ON "magento_giftregistry_item" ("entity_id")`);
    await q.query(`CREATE INDEX "magento_giftregistry_item_product_id" ON "magento_giftregistry_item" ("product_id")`);
    await q.query(
      `CREATE TABLE "magento_giftregistry_person" ("person_id" SERIAL NOT NULL, "entity_id" integer NOT NULL,
         "firstname" character varying(100) NOT NULL, "lastname" character varying(100) NOT NULL, "email" character varying(150) NOT NULL,
         "role" character varying(32), "custom_values" jsonb, CONSTRAINT "PK_9ebf3c33bc02a115e7944f2522b" PRIMARY KEY ("person_id"))`,
    );
    await q.query(`CREATE INDEX "magento_giftregistry_person_entity_id" ON "magento_giftregistry_person" ("entity_id")`);
    await q.query(
      `ALTER TABLE "magento_giftregistry_type_info" ADD CONSTRAINT "FK_a6621210f25febbf06f52a2ce9c" FOREIGN KEY ("type_id")
       REFERENCES "magento_giftregistry_type"("type_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftregistry_type_info" ADD CONSTRAINT "FK_a82575094d006131e43f5a4e1f2" FOREIGN KEY ("store_id")
       REFERENCES "store"("store_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftregistry_entity" ADD CONSTRAINT "FK_488888a565e369aaa673c6c5d61" FOREIGN KEY ("type_id")
       REFERENCES "magento_giftregistry_type"("type_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftregistry_entity" ADD CONSTRAINT "FK_3c21281bc7afd6647aebece8ef5" FOREIGN KEY ("customer_id")
       REFERENCES "customer_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftregistry_entity" ADD CONSTRAINT "FK_891781384f978235c840b1fbf74" FOREIGN KEY ("website_id")
       REFERENCES "store_website"("website_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftregistry_item" ADD CONSTRAINT "FK_b9440feb08feef44292ffea57d6" FOREIGN KEY ("entity_id")
       REFERENCES "magento_giftregistry_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftregistry_item" ADD CONSTRAINT "FK_ede51f1bb01b252612fcfa7ba7c" FOREIGN KEY ("product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftregistry_person" ADD CONSTRAINT "FK_38280d85c7002fdf620757d5b8e" FOREIGN KEY ("entity_id")
       REFERENCES "magento_giftregistry_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Magento_GiftRegistry's install data: the default types, labelled for the default store view.
    await q.query(
      `INSERT INTO "magento_giftregistry_type" ("type_id", "code") VALUES (1, 'birthday'), (2, 'baby_registry'), (3, 'wedding')`,
    );
    await q.query(`SELECT setval(pg_get_serial_sequence('magento_giftregistry_type', 'type_id'), 3)`);
    await q.query(`INSERT INTO "magento_giftregistry_type_info" ("type_id", "store_id", "label", "is_listed", "sort_order") VALUES
      (1, 0, 'Birthday', true, 1), (2, 0, 'Baby Registry', true, 5), (3, 0, 'Wedding', true, 10)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'magento_giftregistry_person',
      'magento_giftregistry_item',
      'magento_giftregistry_entity',
      'magento_giftregistry_type_info',
      'magento_giftregistry_type',
    ]) {
      await q.query(`DROP TABLE IF EXISTS "${table}"`);
    }
  }
}
