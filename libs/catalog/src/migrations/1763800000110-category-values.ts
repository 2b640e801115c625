import { MigrationInterface, QueryRunner } from 'typeorm';

export class CategoryValues1763800000110 implements MigrationInterface {
  name = 'CategoryValues1763800000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog_category_entity_varchar" ("value_id" SERIAL NOT NULL, "attribute_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "entity_id" integer NOT NULL, "value" character varying,
         CONSTRAINT "catalog_category_entity_varchar_entity_attribute_store" UNIQUE ("entity_id", "attribute_id", "store_id"),
         CONSTRAINT "PK_180eac11cb38d3806a90e1c8406" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `CREATE INDEX "catalog_category_entity_varchar_attribute_store" ON "catalog_category_entity_varchar" ("attribute_id", "store_id") `,
    );
    await q.query(
      `CREATE TABLE "catalog_category_entity_int" ("value_id" SERIAL NOT NULL, "attribute_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "entity_id" integer NOT NULL, "value" integer,
         CONSTRAINT "catalog_category_entity_int_entity_attribute_store" UNIQUE ("entity_id", "attribute_id", "store_id"),
         CONSTRAINT "PK_ab1c89567a4a14bf8c24e658e41" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `CREATE INDEX "catalog_category_entity_int_attribute_store" ON "catalog_category_entity_int" ("attribute_id", "store_id") `,
    );
    await q.query(
      `CREATE TABLE "catalog_category_entity_text" ("value_id" SERIAL NOT NULL, "attribute_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "entity_id" integer NOT NULL, "value" text,
         CONSTRAINT "catalog_category_entity_text_entity_attribute_store" UNIQUE ("entity_id", "attribute_id", "store_id"),
         CONSTRAINT "PK_04018177a095cb5bd3a869da374" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `CREATE INDEX "catalog_category_entity_text_attribute_store" ON "catalog_category_entity_text" ("attribute_id", "store_id") `,
    );
    await q.query(
      `ALTER TABLE "catalog_category_entity_varchar" ADD CONSTRAINT "FK_9300a2548380e0a2a793e32e5b8" FOREIGN KEY ("entity_id")
       REFERENCES "catalog_category_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_category_entity_int" ADD CONSTRAINT "FK_4037b1c33f3bfc0b097c9dbde31" FOREIGN KEY ("entity_id")
       REFERENCES "catalog_category_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_category_entity_text" ADD CONSTRAINT "FK_c3c7d5aafb3fc6a8213da002ce8" FOREIGN KEY ("entity_id")
       REFERENCES "catalog_category_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Magento's main category attributes (entity type 3, Magento_Catalog's CategorySetup), all
    // store-view scoped; the static ones are columns of catalog_category_entity.
    const attributes: [string, string, string, string, boolean][] = [
      ['name', 'varchar', 'text', 'Name', true],
      ['is_active', 'int', 'select', 'Is Active', true],
      ['description', 'text', 'textarea', 'Description', false],
      ['image', 'varchar', 'image', 'Image', false],
      ['meta_title', 'varchar', 'text', 'Page Title', false],
      ['meta_keywords', 'text', 'textarea', 'Meta Keywords', false],
      ['meta_description', 'text', 'textarea', 'Meta Description', false],
      ['display_mode', 'varchar', 'select', 'Display Mode', false],
      ['landing_page', 'int', 'select', 'CMS Block', false],
      ['is_anchor', 'int', 'select', 'Is Anchor', false],
      ['include_in_menu', 'int', 'select', 'Include in Navigation Menu', true],
      ['url_key', 'varchar', 'text', 'URL Key', false],
      ['url_path', 'varchar', 'text', 'URL Path', false],
      ['available_sort_by', 'text', 'multiselect', 'Available Product Listing Sort By', true],
      ['default_sort_by', 'varchar', 'select', 'Default Product Listing Sort By', true],
      ['page_layout', 'varchar', 'select', 'Page Layout', false],
      ['custom_design', 'varchar', 'select', 'Custom Design', false],
      ['custom_layout_update', 'text', 'textarea', 'Custom Layout Update', false],
      ['custom_use_parent_settings', 'int', 'select', 'Use Parent Category Settings', false],
      ['custom_apply_to_products', 'int', 'select', 'Apply To Products', false],
    ];
    await q.query(
      `INSERT INTO eav_attribute (entity_type_id, attribute_code, backend_type, frontend_input, frontend_label, is_required,
         is_user_defined, is_global)
       SELECT 3, code, backend, input, label, required, false, 0
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[]) AS a(code, backend, input, label, required)
       ON CONFLICT DO NOTHING`,
      [0, 1, 2, 3, 4].map((i) => attributes.map((a) => a[i])),
    );
    // Magento's install data: both seeded categories are in the menu.
    await q.query(
      `INSERT INTO catalog_category_entity_int (attribute_id, store_id, entity_id, value)
       SELECT a.attribute_id, 0, c.entity_id, 1 FROM eav_attribute a CROSS JOIN catalog_category_entity c
       WHERE a.entity_type_id = 3 AND a.attribute_code = 'include_in_menu' AND c.entity_id IN (1, 2) ON CONFLICT DO NOTHING`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalog_category_entity_text" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_category_entity_int" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_category_entity_varchar" CASCADE`);
  }
}
