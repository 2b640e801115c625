import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * catalog_eav_attribute rows of the system category attributes (entity type 3), as Magento's
 * CategorySetup installs them: the source models that give the selects their options, the backend
 * models, WYSIWYG for the description; and include_in_menu's default (Yes).
 */
export class CategoryAttributeMetadata1763800000210 implements MigrationInterface {
  name = 'CategoryAttributeMetadata1763800000210';

  async up(q: QueryRunner): Promise<void> {
    const boolean = 'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Boolean';
    const sortBy = 'Magento\\Catalog\\Model\\Category\\Attribute\\Source\\Sortby';
    const sortByBackend = 'Magento\\Catalog\\Model\\Category\\Attribute\\Backend\\Sortby';
    // code → [source model, backend model]
    const models: Record<string, [string | null, string | null]> = {
      is_active: [boolean, null],
      image: [null, 'Magento\\Catalog\\Model\\Category\\Attribute\\Backend\\Image'],
      display_mode: ['Magento\\Catalog\\Model\\Category\\Attribute\\Source\\Mode', null],
      landing_page: ['Magento\\Catalog\\Model\\Category\\Attribute\\Source\\Page', null],
      is_anchor: [boolean, null],
      include_in_menu: [boolean, null],
      available_sort_by: [sortBy, sortByBackend],
      default_sort_by: [sortBy, sortByBackend],
      page_layout: ['Magento\\Catalog\\Model\\Category\\Attribute\\Source\\Layout', null],
      custom_design: ['Magento\\Theme\\Model\\Theme\\Source\\Theme', null],
      custom_layout_update: [null, 'Magento\\Catalog\\Model\\Attribute\\Backend\\Customlayoutupdate'],
      custom_use_parent_settings: [boolean, null],
      custom_apply_to_products: [boolean, null],
    };
    const codes = Object.keys(models);
    await q.query(
      `INSERT INTO catalog_eav_attribute (attribute_id, source_model, backend_model, is_wysiwyg_enabled, is_html_allowed_on_front)
       SELECT a.attribute_id, m.source, m.backend, a.attribute_code = 'description', a.attribute_code = 'description'
       FROM eav_attribute a
       LEFT JOIN unnest($1::text[], $2::text[], $3::text[]) AS m(code, source, backend) ON m.code = a.attribute_code
       WHERE a.entity_type_id = 3
       ON CONFLICT (attribute_id) DO NOTHING`,
      [codes, codes.map((c) => models[c][0]), codes.map((c) => models[c][1])],
    );
    await q.query(
      `UPDATE eav_attribute SET default_value = '1' WHERE entity_type_id = 3 AND attribute_code = 'include_in_menu'
       AND default_value IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM catalog_eav_attribute c USING eav_attribute a WHERE a.attribute_id = c.attribute_id AND a.entity_type_id = 3`,
    );
  }
}
