import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Attribute groups and set membership (Magento's eav_attribute_group / eav_entity_attribute), seeded
 * as a fresh install: the product Default set's tabs with each system product attribute in its tab,
 * and a General group holding every attribute of the other entity types' Default sets.
 */
export class AttributeGroups1763800000130 implements MigrationInterface {
  name = 'AttributeGroups1763800000130';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "eav_attribute_group" ("attribute_group_id" SERIAL NOT NULL, "attribute_set_id" integer NOT NULL,
         "attribute_group_name" character varying(255) NOT NULL, "sort_order" smallint NOT NULL DEFAULT '0',
         "default_id" smallint NOT NULL DEFAULT '0', "attribute_group_code" character varying(255) NOT NULL,
         "tab_group_code" character varying(255),
         CONSTRAINT "eav_attribute_group_set_code" UNIQUE ("attribute_set_id", "attribute_group_code"),
         CONSTRAINT "eav_attribute_group_set_name" UNIQUE ("attribute_set_id", "attribute_group_name"),
         CONSTRAINT "PK_0558d6938cbd80b564ca5433d6b" PRIMARY KEY ("attribute_group_id"))`,
    );
    await q.query(
      `CREATE TABLE "eav_entity_attribute" ("entity_attribute_id" SERIAL NOT NULL, "entity_type_id" integer NOT NULL,
         "attribute_set_id" integer NOT NULL, "attribute_group_id" integer NOT NULL, "attribute_id" integer NOT NULL,
         "sort_order" smallint NOT NULL DEFAULT '0',
         CONSTRAINT "eav_entity_attribute_group_attribute" UNIQUE ("attribute_group_id", "attribute_id"),
         CONSTRAINT "eav_entity_attribute_set_attribute" UNIQUE ("attribute_set_id", "attribute_id"),
         CONSTRAINT "PK_2c038c189b55f3baa3af5282dde" PRIMARY KEY ("entity_attribute_id"))`,
    );
    await q.query(`CREATE INDEX "eav_entity_attribute_attribute_id" ON "eav_entity_attribute" ("attribute_id") `);
    await q.query(
      `ALTER TABLE "eav_attribute_group" ADD CONSTRAINT "FK_4aa528ac76a0f2443e009fe5b13" FOREIGN KEY ("attribute_set_id")
       REFERENCES "eav_attribute_set"("attribute_set_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "eav_entity_attribute" ADD CONSTRAINT "FK_c5de4671b83dea7d3f278ac610f" FOREIGN KEY ("attribute_set_id")
       REFERENCES "eav_attribute_set"("attribute_set_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "eav_entity_attribute" ADD CONSTRAINT "FK_c820ffaa62e41b123a821673cef" FOREIGN KEY ("attribute_group_id")
       REFERENCES "eav_attribute_group"("attribute_group_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "eav_entity_attribute" ADD CONSTRAINT "FK_d5a1cd4026c9888a00c87b63e56" FOREIGN KEY ("attribute_id")
       REFERENCES "eav_attribute"("attribute_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    // The product Default set's tabs (name, code, tab group, sort order, the attributes it holds).
    const productGroups: [string, string, string, number, string[]][] = [
      [
        'Product Details',
        'product-details',
        'basic',
        10,
        [
          'name',
          'sku',
          'price',
          'tax_class_id',
          'status',
          'visibility',
          'weight',
          'country_of_manufacture',
          'news_from_date',
          'news_to_date',
          'color',
          'manufacturer',
          'price_type',
          'sku_type',
          'weight_type',
        ],
      ],
      ['Content', 'content', 'basic', 15, ['description', 'short_description']],
      ['Bundle Items', 'bundle-items', 'basic', 16, ['shipment_type']],
      ['Images', 'image-management', 'basic', 20, ['image', 'small_image', 'thumbnail', 'swatch_image']],
      [
        'Search Engine Optimization',
        'search-engine-optimization',
        'basic',
        30,
        ['url_key', 'meta_title', 'meta_keyword', 'meta_description'],
      ],
      [
        'Advanced Pricing',
        'advanced-pricing',
        'advanced',
        40,
        ['special_price', 'special_from_date', 'special_to_date', 'cost', 'price_view'],
      ],
      ['Design', 'design', 'advanced', 50, ['options_container']],
      ['Schedule Design Update', 'schedule-design-update', 'advanced', 55, []],
      ['Gift Options', 'gift-options', 'advanced', 60, ['gift_message_available']],
      [
        'Downloadable Information',
        'downloadable-information',
        'advanced',
        70,
        ['links_purchased_separately', 'links_title', 'samples_title', 'links_exist'],
      ],
    ];
    await q.query(
      `INSERT INTO eav_attribute_group (attribute_set_id, attribute_group_name, attribute_group_code, tab_group_code, sort_order,
         default_id)
       SELECT 4, name, code, tab, sort, CASE WHEN code = 'product-details' THEN 1 ELSE 0 END
       FROM unnest($1::text[], $2::text[], $3::text[], $4::smallint[]) AS g(name, code, tab, sort)`,
      [0, 1, 2, 3].map((i) => productGroups.map((g) => g[i])),
    );
    const pairs = productGroups.flatMap(([, code, , , attrs]) => attrs.map((a) => [code, a]));
    await q.query(
      `INSERT INTO eav_entity_attribute (entity_type_id, attribute_set_id, attribute_group_id, attribute_id, sort_order)
       SELECT 4, 4, g.attribute_group_id, a.attribute_id, p.n * 10
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(group_code, attribute_code, n)
       JOIN eav_attribute_group g ON g.attribute_set_id = 4 AND g.attribute_group_code = p.group_code
       JOIN eav_attribute a ON a.entity_type_id = 4 AND a.attribute_code = p.attribute_code`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    // The other Default sets: one General group each.
    await q.query(
      `INSERT INTO eav_attribute_group (attribute_set_id, attribute_group_name, attribute_group_code, sort_order, default_id)
       SELECT attribute_set_id, 'General', 'general', 1, 1 FROM eav_attribute_set WHERE attribute_set_id IN (1, 2, 3)`,
    );
    // Every attribute not placed yet joins its entity type's Default set, in that set's default group.
    await q.query(
      `INSERT INTO eav_entity_attribute (entity_type_id, attribute_set_id, attribute_group_id, attribute_id, sort_order)
       SELECT a.entity_type_id, s.attribute_set_id, g.attribute_group_id, a.attribute_id, 1000 + a.attribute_id
       FROM eav_attribute a
       JOIN eav_attribute_set s ON s.attribute_set_id = a.entity_type_id
       JOIN eav_attribute_group g ON g.attribute_set_id = s.attribute_set_id AND g.default_id = 1
       ON CONFLICT DO NOTHING`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "eav_entity_attribute" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "eav_attribute_group" CASCADE`);
  }
}
