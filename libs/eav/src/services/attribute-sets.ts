import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/** Attribute sets read for the modules whose entities use them, one statement per call. */
@Injectable()
export class AttributeSets {
  constructor(private readonly ds: Database) {}

  /** The ids among these that are sets of the entity type. */
  async existing(ids: number[], entityTypeId: number): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows: { attribute_set_id: number }[] = await this.ds.query(
      `SELECT attribute_set_id FROM eav_attribute_set WHERE attribute_set_id = ANY($1::int[]) AND entity_type_id = $2`,
      [[...new Set(ids)], entityTypeId],
    );
    return new Set(rows.map((r) => r.attribute_set_id));
  }
}
