import { MigrationInterface, QueryRunner } from 'typeorm';
import { ADDRESS_ATTRIBUTES, CUSTOMER_ATTRIBUTES, InstallAttribute } from '../metadata/data/install-attributes';

/**
 * Customer and customer-address attribute metadata: Magento's customer_eav_attribute,
 * customer_form_attribute and the gender options, and the attributes of a fresh install in
 * eav_attribute (entity types 1 and 2), written set-based in one statement per table.
 */
export class CustomerAttributeMetadata1763800000042 implements MigrationInterface {
  name = 'CustomerAttributeMetadata1763800000042';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "customer_eav_attribute" ("attribute_id" integer NOT NULL, "is_visible" boolean NOT NULL DEFAULT true,
         "input_filter" character varying(255), "multiline_count" smallint NOT NULL DEFAULT '1', "validate_rules" text,
         "is_system" boolean NOT NULL DEFAULT false, "sort_order" integer NOT NULL DEFAULT '0', "data_model" character varying(255),
         "is_used_in_grid" boolean NOT NULL DEFAULT false, "is_visible_in_grid" boolean NOT NULL DEFAULT false,
         "is_filterable_in_grid" boolean NOT NULL DEFAULT false, "is_searchable_in_grid" boolean NOT NULL DEFAULT false,
         "source_model" character varying(255), "frontend_class" character varying(255), "note" character varying(255),
         "attribute_set_sort_order" integer, CONSTRAINT "PK_c01b193572da08d3fcdace68feb" PRIMARY KEY ("attribute_id"))`,
    );
    await q.query(
      `CREATE TABLE "customer_form_attribute" ("form_code" character varying(32) NOT NULL, "attribute_id" integer NOT NULL,
         CONSTRAINT "PK_2f20c315259e09841feae775e44" PRIMARY KEY ("form_code", "attribute_id"))`,
    );
    await q.query(
      `CREATE TABLE "customer_eav_attribute_option" ("option_id" SERIAL NOT NULL, "attribute_id" integer NOT NULL,
         "sort_order" integer NOT NULL DEFAULT '0', "value" character varying(255) NOT NULL,
         CONSTRAINT "PK_d3a25f6e0452849f2d487497236" PRIMARY KEY ("option_id"))`,
    );
    await q.query(
      `ALTER TABLE "customer_eav_attribute" ADD CONSTRAINT "FK_c01b193572da08d3fcdace68feb" FOREIGN KEY ("attribute_id")
       REFERENCES "eav_attribute"("attribute_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "customer_form_attribute" ADD CONSTRAINT "FK_8559c8f77875acd13a1c4fed021" FOREIGN KEY ("attribute_id")
       REFERENCES "eav_attribute"("attribute_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "customer_eav_attribute_option" ADD CONSTRAINT "FK_84308452b9b5643a2aea1fed961" FOREIGN KEY ("attribute_id")
       REFERENCES "eav_attribute"("attribute_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    const rows: [number, InstallAttribute][] = [
      ...CUSTOMER_ATTRIBUTES.map((a) => [1, a] as [number, InstallAttribute]),
      ...ADDRESS_ATTRIBUTES.map((a) => [2, a] as [number, InstallAttribute]),
    ];
    const col = <T>(f: (a: InstallAttribute, type: number) => T) => rows.map(([type, a]) => f(a, type));
    await q.query(
      `WITH data AS (
         SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::boolean[], $7::boolean[], $8::text[],
                              $9::int[], $10::text[], $11::text[], $12::int[], $13::boolean[], $14::boolean[], $15::boolean[],
                              $16::boolean[], $17::text[], $18::int[])
           WITH ORDINALITY AS d(entity_type_id, code, input, label, required, visible, is_system, input_filter, multiline, rules,
                                data_model, sort_order, used_in_grid, visible_in_grid, filterable_in_grid, searchable_in_grid, source,
                                set_order, n)
       ), attributes AS (
         INSERT INTO eav_attribute (entity_type_id, attribute_code, backend_type, frontend_input, frontend_label, is_required,
         is_user_defined)
         SELECT entity_type_id, code, 'static', input, label, required, false FROM data ORDER BY n
         RETURNING attribute_id, entity_type_id, attribute_code
       )
       INSERT INTO customer_eav_attribute (attribute_id, is_visible, input_filter, multiline_count, validate_rules, is_system, sort_order,
         data_model, is_used_in_grid, is_visible_in_grid, is_filterable_in_grid, is_searchable_in_grid, source_model,
         attribute_set_sort_order)
       SELECT a.attribute_id, d.visible, d.input_filter, d.multiline, d.rules, d.is_system, d.sort_order, d.data_model,
              d.used_in_grid, d.visible_in_grid, d.filterable_in_grid, d.searchable_in_grid, d.source, d.set_order
       FROM attributes a JOIN data d ON d.entity_type_id = a.entity_type_id AND d.code = a.attribute_code`,
      [
        col((_, t) => t),
        col((a) => a.code),
        col((a) => a.input),
        col((a) => a.label),
        col((a) => a.required ?? true),
        col((a) => a.visible ?? true),
        col((a) => a.system ?? true),
        col((a) => a.inputFilter ?? null),
        col((a) => a.multiline ?? 0),
        col((a) => a.rules ?? null),
        col((a) => a.dataModel ?? null),
        col((a) => a.sortOrder),
        ...[0, 1, 2, 3].map((i) => col((a) => a.grid?.[i] ?? false)),
        col((a) => a.source ?? null),
        col((a) => a.setOrder),
      ],
    );

    const forms = rows.flatMap(([type, a]) => a.forms.map((f) => [type, a.code, f]));
    await q.query(
      `INSERT INTO customer_form_attribute (form_code, attribute_id)
       SELECT f.form_code, e.attribute_id FROM unnest($1::int[], $2::text[], $3::text[]) AS f(entity_type_id, code, form_code)
       JOIN eav_attribute e ON e.entity_type_id = f.entity_type_id AND e.attribute_code = f.code`,
      [forms.map((f) => f[0]), forms.map((f) => f[1]), forms.map((f) => f[2])],
    );

    const options = rows.flatMap(([type, a]) => (a.options ?? []).map((label, i) => [type, a.code, label, i] as const));
    await q.query(
      `INSERT INTO customer_eav_attribute_option (attribute_id, sort_order, value)
       SELECT e.attribute_id, o.sort_order, o.label
       FROM unnest($1::int[], $2::text[], $3::text[], $4::int[]) WITH ORDINALITY AS o(entity_type_id, code, label, sort_order, n)
       JOIN eav_attribute e ON e.entity_type_id = o.entity_type_id AND e.attribute_code = o.code ORDER BY o.n`,
      [options.map((o) => o[0]), options.map((o) => o[1]), options.map((o) => o[2]), options.map((o) => o[3])],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM eav_attribute WHERE entity_type_id IN (1, 2)`);
    for (const t of ['customer_eav_attribute_option', 'customer_form_attribute', 'customer_eav_attribute']) {
      await q.query(`DROP TABLE IF EXISTS "${t}" CASCADE`);
    }
  }
}
