import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database } from './database';

/**
 * The column names and types of the migrated schema's tables, read once at start. Raw saves
 * (Magento's repositories store a record as given) keep only the properties their table has a
 * column for.
 */
@Injectable()
export class TableColumns implements OnModuleInit {
  /** Per table, each column's type as SQL declares it (format_type: `numeric(20,4)`, `character varying(255)`). */
  private readonly byTable = new Map<string, Map<string, string>>();
  private readonly names = new Map<string, Set<string>>();

  constructor(private readonly ds: Database) {}

  async onModuleInit(): Promise<void> {
    const rows: { table_name: string; column_name: string; type: string }[] = await this.ds.query(
      `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v') AND a.attnum > 0 AND NOT a.attisdropped`,
    );
    for (const r of rows) {
      const columns = this.byTable.get(r.table_name) ?? new Map<string, string>();
      columns.set(r.column_name, r.type);
      this.byTable.set(r.table_name, columns);
    }
    for (const [table, columns] of this.byTable) this.names.set(table, new Set(columns.keys()));
  }

  of(table: string): Set<string> {
    const columns = this.names.get(table);
    if (!columns) throw new Error(`table ${table} is not in the schema`);
    return columns;
  }

  /**
   * A column definition list for `jsonb_to_record(…) AS r(<list>)` of these columns of `table`, each
   * with the column's own type. Converting only the listed keys, to a row of only those columns,
   * costs PostgreSQL less than `jsonb_populate_record(NULL::<table>, …)`, which builds the whole
   * row type (defaults and constraints copied) on every call and converts every key that names a
   * column.
   */
  recordDefinition(table: string, columns: readonly string[]): string {
    this.of(table);
    const types = this.byTable.get(table)!;
    return columns
      .map((c) => {
        const type = types.get(c);
        if (!type) throw new Error(`column ${table}.${c} is not in the schema`);
        return `"${c}" ${type}`;
      })
      .join(', ');
  }
}
