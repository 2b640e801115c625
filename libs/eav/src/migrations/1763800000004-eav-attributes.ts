import { MigrationInterface, QueryRunner } from 'typeorm';

export class EavAttributes1763800000004 implements MigrationInterface {
  name = 'EavAttributes1763800000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "eav_attribute" ("attribute_id" SERIAL NOT NULL, "entity_type_id" integer NOT NULL,
         "attribute_code" character varying(255) NOT NULL, "backend_type" character varying(8) NOT NULL,
         "frontend_input" character varying(50) NOT NULL DEFAULT 'text', "frontend_label" character varying(255),
         "is_required" boolean NOT NULL DEFAULT false, "is_user_defined" boolean NOT NULL DEFAULT true, "default_value" text,
         "is_global" smallint NOT NULL DEFAULT '1', "is_price_scoped" boolean NOT NULL DEFAULT false,
         CONSTRAINT "eav_attribute_entity_type_code" UNIQUE ("entity_type_id", "attribute_code"),
         CONSTRAINT "PK_efefd829010b8d47048a5f524c8" PRIMARY KEY ("attribute_id"))`,
    );
    await q.query(
      `CREATE TABLE "eav_attribute_set" ("attribute_set_id" SERIAL NOT NULL, "entity_type_id" integer NOT NULL,
         "attribute_set_name" character varying(255) NOT NULL, "sort_order" integer NOT NULL DEFAULT '0',
         CONSTRAINT "PK_7d36a2a57f93f1fad7415424821" PRIMARY KEY ("attribute_set_id"))`,
    );
    await q.query(`INSERT INTO eav_attribute_set (attribute_set_id, entity_type_id, attribute_set_name, sort_order) VALUES
      (1, 1, 'Default', 2), (2, 2, 'Default', 2), (3, 3, 'Default', 1), (4, 4, 'Default', 1) ON CONFLICT DO NOTHING`);
    await q.query(
      `SELECT setval(pg_get_serial_sequence('eav_attribute_set', 'attribute_set_id'),
         (SELECT MAX(attribute_set_id) FROM eav_attribute_set))`,
    );
    // The system product attributes of a fresh install (entity type 4). is_global: 0 store view,
    // 1 global, 2 website; price attributes follow catalog/price/scope.
    const attributes: [string, string, string, string, boolean, number, boolean][] = [
      ['name', 'varchar', 'text', 'Product Name', true, 0, false],
      ['sku', 'static', 'text', 'SKU', true, 1, false],
      ['price', 'decimal', 'price', 'Price', true, 1, true],
      ['special_price', 'decimal', 'price', 'Special Price', false, 1, true],
      ['special_from_date', 'datetime', 'date', 'Special Price From Date', false, 1, true],
      ['special_to_date', 'datetime', 'date', 'Special Price To', false, 1, true],
      ['cost', 'decimal', 'price', 'Cost', false, 1, true],
      ['weight', 'decimal', 'weight', 'Weight', false, 1, false],
      ['status', 'int', 'select', 'Enable Product', false, 2, false],
      ['visibility', 'int', 'select', 'Visibility', false, 0, false],
      ['tax_class_id', 'int', 'select', 'Tax Class', false, 2, false],
      ['description', 'text', 'textarea', 'Description', false, 0, false],
      ['short_description', 'text', 'textarea', 'Short Description', false, 0, false],
      ['url_key', 'varchar', 'text', 'URL Key', false, 0, false],
      ['meta_title', 'varchar', 'text', 'Meta Title', false, 0, false],
      ['meta_keyword', 'text', 'textarea', 'Meta Keywords', false, 0, false],
      ['meta_description', 'varchar', 'textarea', 'Meta Description', false, 0, false],
      ['news_from_date', 'datetime', 'date', 'Set Product as New from Date', false, 2, false],
      ['news_to_date', 'datetime', 'date', 'Set Product as New to Date', false, 2, false],
      ['country_of_manufacture', 'varchar', 'select', 'Country of Manufacture', false, 2, false],
      ['color', 'int', 'select', 'Color', false, 1, false],
      ['manufacturer', 'int', 'select', 'Manufacturer', false, 1, false],
      ['image', 'varchar', 'media_image', 'Base', false, 0, false],
      ['small_image', 'varchar', 'media_image', 'Small', false, 0, false],
      ['thumbnail', 'varchar', 'media_image', 'Thumbnail', false, 0, false],
      ['swatch_image', 'varchar', 'media_image', 'Swatch', false, 0, false],
      ['options_container', 'varchar', 'select', 'Display Product Options In', false, 0, false],
      ['gift_message_available', 'varchar', 'boolean', 'Allow Gift Message', false, 0, false],
      ['price_type', 'int', 'boolean', 'Dynamic Price', false, 1, false],
      ['sku_type', 'int', 'boolean', 'Dynamic SKU', false, 1, false],
      ['weight_type', 'int', 'boolean', 'Dynamic Weight', false, 1, false],
      ['price_view', 'int', 'select', 'Price View', false, 1, false],
      ['shipment_type', 'int', 'select', 'Ship Bundle Items', false, 1, false],
      ['links_purchased_separately', 'int', 'boolean', 'Links can be purchased separately', false, 1, false],
      ['links_title', 'varchar', 'text', 'Links title', false, 0, false],
      ['samples_title', 'varchar', 'text', 'Samples title', false, 0, false],
      ['links_exist', 'int', 'text', 'Links exist', false, 1, false],
    ];
    await q.query(
      `INSERT INTO eav_attribute (entity_type_id, attribute_code, backend_type, frontend_input, frontend_label, is_required,
         is_user_defined, is_global, is_price_scoped)
       SELECT 4, code, backend, input, label, required, false, scope, price_scoped
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::smallint[], $7::boolean[])
         AS a(code, backend, input, label, required, scope, price_scoped)
       ON CONFLICT DO NOTHING`,
      [0, 1, 2, 3, 4, 5, 6].map((i) => attributes.map((a) => a[i])),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "eav_attribute_set" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "eav_attribute" CASCADE`);
  }
}
