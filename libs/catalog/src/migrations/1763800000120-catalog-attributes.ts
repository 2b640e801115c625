import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product attribute metadata (catalog_eav_attribute), options with per-store labels and per-store
 * attribute labels; seeds catalog_eav_attribute for the system product attributes of an install.
 */
export class CatalogAttributes1763800000120 implements MigrationInterface {
  name = 'CatalogAttributes1763800000120';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog_eav_attribute" ("attribute_id" integer NOT NULL, "note" character varying(255),
         "backend_model" character varying(255), "source_model" character varying(255), "frontend_class" character varying(255),
         "is_unique" boolean NOT NULL DEFAULT false, "is_wysiwyg_enabled" boolean NOT NULL DEFAULT false,
         "is_html_allowed_on_front" boolean NOT NULL DEFAULT false, "used_for_sort_by" boolean NOT NULL DEFAULT false,
         "is_filterable" smallint NOT NULL DEFAULT '0', "is_filterable_in_search" boolean NOT NULL DEFAULT false,
         "is_used_in_grid" boolean NOT NULL DEFAULT false, "is_visible_in_grid" boolean NOT NULL DEFAULT false,
         "is_filterable_in_grid" boolean NOT NULL DEFAULT false, "position" integer NOT NULL DEFAULT '0', "apply_to" character varying(255),
         "is_searchable" boolean NOT NULL DEFAULT false, "is_visible_in_advanced_search" boolean NOT NULL DEFAULT false,
         "is_comparable" boolean NOT NULL DEFAULT false, "is_used_for_promo_rules" boolean NOT NULL DEFAULT false,
         "is_visible_on_front" boolean NOT NULL DEFAULT false, "used_in_product_listing" boolean NOT NULL DEFAULT false,
         "is_visible" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_ff37948a74def235c8cc8d9968f" PRIMARY KEY ("attribute_id"))`,
    );
    await q.query(
      `CREATE TABLE "eav_attribute_option" ("option_id" SERIAL NOT NULL, "attribute_id" integer NOT NULL,
         "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_7e776374803f9a849d7e8df9443" PRIMARY KEY ("option_id"))`,
    );
    await q.query(
      `CREATE TABLE "eav_attribute_option_value" ("value_id" SERIAL NOT NULL, "option_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "value" character varying(255) NOT NULL,
         CONSTRAINT "PK_d5a100e57346611d26232f3400d" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `CREATE TABLE "eav_attribute_label" ("attribute_label_id" SERIAL NOT NULL, "attribute_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "value" character varying(255) NOT NULL,
         CONSTRAINT "PK_27ca006635331e472655801958b" PRIMARY KEY ("attribute_label_id"))`,
    );
    await q.query(
      `ALTER TABLE "catalog_eav_attribute" ADD CONSTRAINT "FK_ff37948a74def235c8cc8d9968f" FOREIGN KEY ("attribute_id")
       REFERENCES "eav_attribute"("attribute_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "eav_attribute_option" ADD CONSTRAINT "FK_e6f3a903ba8a17eb2e6cd64f333" FOREIGN KEY ("attribute_id")
       REFERENCES "eav_attribute"("attribute_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "eav_attribute_option_value" ADD CONSTRAINT "FK_f808207bdd84d264a54af270ee4" FOREIGN KEY ("option_id")
       REFERENCES "eav_attribute_option"("option_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "eav_attribute_label" ADD CONSTRAINT "FK_db0e70a91a51331bc5918e773a6" FOREIGN KEY ("attribute_id")
       REFERENCES "eav_attribute"("attribute_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Install flags of the system attributes (Magento's catalog_eav_attribute rows, simplified):
    // searchable/listing for the storefront basics, source models for selects and yes/no.
    await q.query(`INSERT INTO catalog_eav_attribute (attribute_id, backend_model, source_model, is_searchable,
        is_visible_in_advanced_search, used_in_product_listing, is_used_for_promo_rules, is_wysiwyg_enabled, is_html_allowed_on_front,
        used_for_sort_by, position)
      SELECT attribute_id,
        CASE WHEN frontend_input = 'price' THEN 'Magento\\Catalog\\Model\\Product\\Attribute\\Backend\\Price' END,
        CASE WHEN frontend_input = 'boolean' THEN 'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Boolean'
             WHEN attribute_code = 'status' THEN 'Magento\\Catalog\\Model\\Product\\Attribute\\Source\\Status'
             WHEN attribute_code = 'visibility' THEN 'Magento\\Catalog\\Model\\Product\\Visibility' END,
        attribute_code IN ('name', 'sku', 'description', 'short_description', 'price', 'meta_title', 'meta_keyword', 'meta_description'),
        attribute_code IN ('name', 'sku', 'description', 'short_description', 'price'),
        attribute_code IN ('name', 'price', 'special_price', 'special_from_date', 'special_to_date', 'status', 'visibility', 'tax_class_id',
                           'short_description', 'image', 'small_image', 'thumbnail', 'url_key', 'news_from_date', 'news_to_date'),
        attribute_code IN ('sku', 'color', 'manufacturer'),
        attribute_code IN ('description', 'short_description'),
        attribute_code IN ('description', 'short_description'),
        attribute_code IN ('name', 'price'),
        0
      FROM eav_attribute WHERE entity_type_id = 4
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['eav_attribute_label', 'eav_attribute_option_value', 'eav_attribute_option', 'catalog_eav_attribute']) {
      await q.query(`DROP TABLE IF EXISTS "${t}" CASCADE`);
    }
  }
}
