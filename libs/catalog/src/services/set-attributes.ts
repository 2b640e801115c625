import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database, DbNotifications, NotifiedCache } from '@mercato/platform';

/** attribute id → the product types it applies to (catalog_eav_attribute.apply_to; null: every type). */
export type SetMembers = ReadonlyMap<number, readonly string[] | null>;

/** Writes to these tables can change a set's members or where they apply (see the migration adding their triggers). */
const SOURCE_TABLES = new Set(['eav_entity_attribute', 'catalog_eav_attribute', 'eav_attribute', 'eav_attribute_set']);
const MAX_SETS = 10_000;

/**
 * The attributes each attribute set holds (eav_entity_attribute), kept in memory: every product
 * save asks, and bulk imports save thousands of products of a handful of sets. Membership changes
 * are announced by statement triggers on `mercato_catalog`; writers in this process also call
 * invalidate() so their next request sees the change at once.
 */
@Injectable()
export class SetAttributes implements OnModuleInit {
  private readonly sets: NotifiedCache<SetMembers>;

  constructor(
    private readonly ds: Database,
    notifications: DbNotifications,
  ) {
    this.sets = new NotifiedCache(this.ds, notifications, MAX_SETS);
  }

  onModuleInit(): Promise<void> {
    return this.sets.listen('mercato_catalog', (table) => (SOURCE_TABLES.has(table) ? 'all' : null));
  }

  invalidate(): void {
    this.sets.clear();
  }

  async of(setId: number): Promise<SetMembers> {
    const key = String(setId);
    const hit = this.sets.get(key);
    if (hit) return hit;
    // Committed membership only, read beside (not inside) an operation's transaction, as other caches load.
    return this.ds.outsideTransaction(async () => {
      const token = this.sets.begin();
      const rows: { attribute_id: number; apply_to: string | null }[] = await this.ds.query(
        `SELECT ea.attribute_id, c.apply_to FROM eav_entity_attribute ea
         LEFT JOIN catalog_eav_attribute c ON c.attribute_id = ea.attribute_id
         WHERE ea.attribute_set_id = $1`,
        [setId],
      );
      const members: SetMembers = new Map(rows.map((r) => [r.attribute_id, r.apply_to ? r.apply_to.split(',') : null]));
      this.sets.set(key, members, token);
      return members;
    });
  }
}
