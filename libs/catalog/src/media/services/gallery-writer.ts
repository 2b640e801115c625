import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { AttributeCatalog, AttributeMeta, AttributeScope } from '@mercato/eav';
import { GalleryPlan } from './gallery-plan';
import { mediaRoles } from './gallery-rows';
import { MediaFiles } from './media-files';

/** What Magento stores in a store view whose role the gallery leaves unassigned. */
const NO_SELECTION = 'no_selection';

/**
 * Applies a gallery plan to one product inside the current transaction (the product save's): new
 * files first (see MediaFiles for how a failed transaction leaves none behind), then a constant
 * number of statements whatever the number of images.
 */
@Injectable()
export class GalleryWriter {
  constructor(
    private readonly ds: Database,
    private readonly files: MediaFiles,
    private readonly attributes: AttributeCatalog,
  ) {}

  async apply(productId: number, plan: GalleryPlan): Promise<void> {
    const removedFiles = plan.removed.map((e) => e.file);
    await this.files.settleWithTransaction(removedFiles);
    const createdFiles: string[] = [];
    for (const entry of plan.created) {
      const path = await this.files.write(entry.image.fileName, entry.image.bytes);
      await this.files.settleWithTransaction([path]);
      createdFiles.push(path);
    }

    const roles = await mediaRoles(this.attributes);
    if (plan.removed.length) {
      await this.ds.query(`DELETE FROM catalog_product_entity_media_gallery WHERE entity_id = $1 AND value_id = ANY($2::int[])`, [
        productId,
        plan.removed.map((e) => e.value_id),
      ]);
      // Magento's deleteMediaAttributeValues: no store keeps a role on a file that is gone.
      await this.ds.query(
        `DELETE FROM catalog_product_entity_varchar WHERE entity_id = $1 AND attribute_id = ANY($2::int[]) AND value = ANY($3::text[])`,
        [productId, roles.map((r) => r.attribute_id), removedFiles],
      );
    }

    const ids = await this.insertImages(productId, plan, createdFiles);
    await this.writeValues(plan, ids);
    await this.writeRoles(productId, plan, createdFiles, roles);
  }

  /**
   * The roles at the plan's store (the default for global ones): the last image claiming a role
   * (kept ones, then new ones) plays it; a role no image claims is unassigned.
   */
  private async writeRoles(productId: number, plan: GalleryPlan, createdFiles: string[], roles: AttributeMeta[]): Promise<void> {
    const roleFile = new Map<string, string>();
    plan.kept.forEach((e) => e.types.forEach((t) => roleFile.set(t, e.file)));
    plan.created.forEach((e, i) => e.types.forEach((t) => roleFile.set(t, createdFiles[i])));
    const assigned = { attr: [] as number[], store: [] as number[], value: [] as string[] };
    const unassigned = { attr: [] as number[], store: [] as number[] };
    for (const role of roles) {
      const store = role.is_global === AttributeScope.Global ? 0 : plan.storeId;
      const file = roleFile.get(role.attribute_code);
      const target = file === undefined ? unassigned : assigned;
      target.attr.push(role.attribute_id);
      target.store.push(store);
      if (file !== undefined) assigned.value.push(file);
    }
    if (assigned.attr.length) {
      await this.ds.query(
        `INSERT INTO catalog_product_entity_varchar (entity_id, attribute_id, store_id, value)
         SELECT $1, a, s, v FROM unnest($2::int[], $3::int[], $4::varchar[]) AS x(a, s, v)
         ON CONFLICT (entity_id, attribute_id, store_id) DO UPDATE SET value = EXCLUDED.value`,
        [productId, assigned.attr, assigned.store, assigned.value],
      );
    }
    if (unassigned.attr.length) await this.unassign(productId, unassigned.attr, unassigned.store);
    if (plan.storeId !== 0)
      await this.inheritDefaults(
        productId,
        plan.storeId,
        roles.map((r) => r.attribute_id),
      );
  }

  /**
   * A store view's role equal to the default is dropped, so the store view keeps following the
   * default (Magento's gallery save also avoids "breaking store inheritance"): saving a gallery
   * through a store view sends every role back, and would otherwise copy them all into it.
   */
  private async inheritDefaults(productId: number, storeId: number, roleIds: number[]): Promise<void> {
    await this.ds.query(
      `DELETE FROM catalog_product_entity_varchar v USING catalog_product_entity_varchar d
       WHERE v.entity_id = $1 AND v.store_id = $2 AND v.attribute_id = ANY($3::int[])
         AND d.entity_id = v.entity_id AND d.attribute_id = v.attribute_id AND d.store_id = 0 AND d.value = v.value`,
      [productId, storeId, roleIds],
    );
  }

  /** The new images' rows; answers their ids in the plan's order (files are unique, so they match rows). */
  private async insertImages(productId: number, plan: GalleryPlan, files: string[]): Promise<number[]> {
    if (!plan.created.length) return [];
    const rows: { value_id: number; value: string }[] = await this.ds.query(
      `INSERT INTO catalog_product_entity_media_gallery (entity_id, value, media_type)
       SELECT $1, f, t FROM unnest($2::varchar[], $3::varchar[]) AS x(f, t)
       RETURNING value_id, value`,
      [productId, files, plan.created.map((e) => e.mediaType)],
    );
    const idOf = new Map(rows.map((r) => [r.value, r.value_id]));
    return files.map((f) => idOf.get(f)!);
  }

  /**
   * Labels, positions and visibility at the plan's store: for new images and for kept images whose
   * values changed. A new image saved in a store view also gets default values (no label, visible),
   * as Magento's gallery CreateHandler gives it.
   */
  private async writeValues(plan: GalleryPlan, newIds: number[]): Promise<void> {
    const rows = {
      id: [] as number[],
      store: [] as number[],
      label: [] as (string | null)[],
      position: [] as (number | null)[],
      disabled: [] as boolean[],
    };
    const add = (id: number, store: number, label: string | null, position: number | null, disabled: boolean) => {
      rows.id.push(id);
      rows.store.push(store);
      rows.label.push(label);
      rows.position.push(position);
      rows.disabled.push(disabled);
    };
    for (const e of plan.kept) if (e.changed) add(e.id, plan.storeId, e.label, e.position, e.disabled);
    plan.created.forEach((e, i) => {
      add(newIds[i], plan.storeId, e.label, e.position, e.disabled);
      if (plan.storeId !== 0) add(newIds[i], 0, null, e.position, false);
    });
    if (!rows.id.length) return;
    await this.ds.query(
      `INSERT INTO catalog_product_entity_media_gallery_value (value_id, store_id, label, position, disabled)
       SELECT * FROM unnest($1::int[], $2::int[], $3::varchar[], $4::int[], $5::boolean[])
       ON CONFLICT (value_id, store_id) DO UPDATE SET label = EXCLUDED.label, position = EXCLUDED.position, disabled = EXCLUDED.disabled`,
      [rows.id, rows.store, rows.label, rows.position, rows.disabled],
    );
  }

  /**
   * Roles no image claims: the stored value goes. In a store view whose default still names an
   * image, Magento's `no_selection` is stored instead, so the store view really shows no image for
   * that role rather than falling back to the default one.
   */
  private async unassign(productId: number, attr: number[], store: number[]): Promise<void> {
    await this.ds.query(
      `DELETE FROM catalog_product_entity_varchar v USING unnest($2::int[], $3::int[]) AS x(a, s)
       WHERE v.entity_id = $1 AND v.attribute_id = x.a AND v.store_id = x.s`,
      [productId, attr, store],
    );
    await this.ds.query(
      `INSERT INTO catalog_product_entity_varchar (entity_id, attribute_id, store_id, value)
       SELECT $1, x.a, x.s, $4::varchar FROM unnest($2::int[], $3::int[]) AS x(a, s)
       WHERE x.s <> 0 AND EXISTS (
         SELECT 1 FROM catalog_product_entity_varchar d
         WHERE d.entity_id = $1 AND d.attribute_id = x.a AND d.store_id = 0 AND d.value IS NOT NULL AND d.value <> $4::varchar)`,
      [productId, attr, store, NO_SELECTION],
    );
  }
}
