import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

export const PRODUCT_ENTITY_TYPE_ID = 4;

/** The table an attribute's values live in: `static` on the entity's own row, else its `_<type>` table. */
export type BackendType = 'static' | 'varchar' | 'int' | 'decimal' | 'datetime' | 'text';

/** Attribute scope, Magento's `is_global`: 0 store view, 1 global, 2 website. */
export enum AttributeScope {
  Store = 0,
  Global = 1,
  Website = 2,
}

export interface AttributeMeta {
  attribute_id: number;
  attribute_code: string;
  backend_type: BackendType;
  frontend_input: string;
  frontend_label: string | null;
  is_required: boolean;
  is_global: AttributeScope;
  is_price_scoped: boolean;
}

/**
 * Product attribute metadata, cached: every product read and write consults it. Refreshed after
 * a short time so attributes added by another process appear.
 */
@Injectable()
export class AttributeCatalog {
  private byCode = new Map<string, AttributeMeta>();
  private byId = new Map<number, AttributeMeta>();
  private loadedAt = 0;
  private static readonly TTL_MS = 10_000;

  constructor(private readonly ds: Database) {}

  async productAttribute(code: string): Promise<AttributeMeta | undefined> {
    await this.fresh();
    return this.byCode.get(code);
  }

  async productAttributeById(id: number): Promise<AttributeMeta | undefined> {
    await this.fresh();
    return this.byId.get(id);
  }

  /** attribute id → metadata, the cached map itself (read-only for callers). */
  async productAttributesById(): Promise<ReadonlyMap<number, AttributeMeta>> {
    await this.fresh();
    return this.byId;
  }

  /** Like productAttribute, for system attributes the code relies on (price, special_price…). */
  async require(code: string): Promise<AttributeMeta> {
    const meta = await this.productAttribute(code);
    if (!meta) throw new Error(`System product attribute "${code}" is missing; migrations did not run`);
    return meta;
  }

  async productAttributes(): Promise<AttributeMeta[]> {
    await this.fresh();
    return [...this.byCode.values()];
  }

  invalidate(): void {
    this.loadedAt = 0;
  }

  private async fresh(): Promise<void> {
    if (Date.now() - this.loadedAt < AttributeCatalog.TTL_MS) return;
    const rows: AttributeMeta[] = await this.ds.outsideTransaction(() =>
      this.ds.query(
        `SELECT attribute_id, attribute_code, backend_type, frontend_input, frontend_label, is_required, is_global, is_price_scoped
       FROM eav_attribute WHERE entity_type_id = $1`,
        [PRODUCT_ENTITY_TYPE_ID],
      ),
    );
    this.byCode = new Map(rows.map((r) => [r.attribute_code, r]));
    this.byId = new Map(rows.map((r) => [r.attribute_id, r]));
    this.loadedAt = Date.now();
  }
}

/** The value table of a backend type. */
export function valueTable(entity: 'catalog_product', backend: BackendType): string {
  return `${entity}_entity_${backend}`;
}
