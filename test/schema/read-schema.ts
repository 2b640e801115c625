import { Client } from 'pg';

/** A table's parts, each by name: columns in their order, the rest by name. */
export interface TableDump {
  /** `type [NOT NULL] [DEFAULT expression]` */
  columns: Record<string, string>;
  /** Primary, unique, foreign key, check and exclusion constraints (NOT NULL is the column's). */
  constraints: Record<string, string>;
  indexes: Record<string, string>;
  triggers: Record<string, string>;
}

/** A database's schema as test/schema/schema.json holds it: every object's definition, by name. */
export interface SchemaDump {
  tables: Record<string, TableDump>;
  sequences: Record<string, string>;
  /** By `name(argument types)`. */
  functions: Record<string, string>;
  views: Record<string, string>;
}

/** TypeORM's record of the migrations applied: its shape is TypeORM's, not the migrations'. */
const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * The schema of the connection's current schema, read from the catalogs. Names are sorted in
 * code (the server's collation does not decide), and only what PostgreSQL 15 to 18 print alike is
 * read, so the external and the embedded server give the same dump.
 */
export async function readSchema(db: Client): Promise<SchemaDump> {
  const query = async <T>(sql: string): Promise<T[]> => (await db.query(sql)).rows;
  const tables: Record<string, TableDump> = {};
  const table = (name: string) => (tables[name] ??= { columns: {}, constraints: {}, indexes: {}, triggers: {} });

  const columns = await query<{ table: string; name: string; type: string; not_null: boolean; default: string | null }>(
    `SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
            pg_get_expr(d.adbin, d.adrelid) AS default
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid AND c.relkind IN ('r', 'p')
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname COLLATE "C", a.attnum`,
  );
  for (const c of columns) {
    table(c.table).columns[c.name] = [c.type, c.not_null ? 'NOT NULL' : '', c.default !== null ? `DEFAULT ${c.default}` : '']
      .filter(Boolean)
      .join(' ');
  }

  const constraints = await query<{ table: string; name: string; definition: string }>(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
      WHERE k.contype IN ('p', 'u', 'f', 'c', 'x')`,
  );
  for (const k of constraints) table(k.table).constraints[k.name] = k.definition;

  const indexes = await query<{ table: string; name: string; definition: string }>(
    `SELECT tablename AS table, indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema()`,
  );
  for (const i of indexes) table(i.table).indexes[i.name] = i.definition;

  const triggers = await query<{ table: string; name: string; definition: string }>(
    `SELECT c.relname AS table, t.tgname AS name, pg_get_triggerdef(t.oid) AS definition
       FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
      WHERE NOT t.tgisinternal`,
  );
  for (const t of triggers) table(t.table).triggers[t.name] = t.definition;

  const sequences = await query<{ name: string; owner: string | null; definition: string }>(
    `SELECT s.sequencename AS name, o.relname AS owner,
            concat_ws(' ', s.data_type::text, 'START', s.start_value, 'INCREMENT', s.increment_by, 'MINVALUE', s.min_value,
                      'MAXVALUE', s.max_value, 'CACHE', s.cache_size, CASE WHEN s.cycle THEN 'CYCLE' END,
                      'OWNED BY ' || o.relname || '.' || a.attname) AS definition
       FROM pg_sequences s
       JOIN pg_namespace n ON n.nspname = s.schemaname
       JOIN pg_class q ON q.relname = s.sequencename AND q.relnamespace = n.oid
       LEFT JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = q.oid AND d.refclassid = 'pg_class'::regclass
                            AND d.deptype IN ('a', 'i')
       LEFT JOIN pg_class o ON o.oid = d.refobjid
       LEFT JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
      WHERE s.schemaname = current_schema()`,
  );

  const functions = await query<{ name: string; definition: string }>(
    `SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS name, pg_get_functiondef(p.oid) AS definition
       FROM pg_proc p
       JOIN pg_namespace n ON n.oid = p.pronamespace AND n.nspname = current_schema()
      WHERE p.prokind IN ('f', 'p')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
  );

  const views = await query<{ name: string; definition: string }>(
    `SELECT viewname AS name, definition FROM pg_views WHERE schemaname = current_schema()
      UNION ALL
     SELECT matviewname, 'MATERIALIZED ' || definition FROM pg_matviews WHERE schemaname = current_schema()`,
  );

  delete tables[MIGRATIONS_TABLE];
  return {
    tables: sorted(tables, (t) => ({
      columns: t.columns,
      constraints: sorted(t.constraints),
      indexes: sorted(t.indexes),
      triggers: sorted(t.triggers),
    })),
    sequences: byName(sequences.filter((s) => s.owner !== MIGRATIONS_TABLE)),
    functions: byName(functions),
    views: byName(views),
  };
}

/**
 * What differs between two dumps, one line per object: its path, and its definition in each
 * (`absent` where there is none).
 */
export function schemaDifferences(committed: SchemaDump, migrated: SchemaDump): string[] {
  const before = flatten(committed);
  const after = flatten(migrated);
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  return paths
    .filter((p) => before.get(p) !== after.get(p))
    .map((p) => `${p}\n      committed: ${before.get(p) ?? 'absent'}\n      migrated:  ${after.get(p) ?? 'absent'}`);
}

/** Every definition under its path (`table sales_order column entity_id`, `function f(integer)`). */
function flatten(dump: SchemaDump): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, t] of Object.entries(dump.tables)) {
    out.set(`table ${name}`, 'present'); // a table without columns still differs from no table
    for (const part of ['columns', 'constraints', 'indexes', 'triggers'] as const) {
      const kind = part === 'indexes' ? 'index' : part.slice(0, -1);
      for (const [object, definition] of Object.entries(t[part])) out.set(`table ${name} ${kind} ${object}`, definition);
    }
  }
  for (const kind of ['sequences', 'functions', 'views'] as const) {
    for (const [name, definition] of Object.entries(dump[kind])) out.set(`${kind.slice(0, -1)} ${name}`, definition);
  }
  return out;
}

function byName(rows: { name: string; definition: string }[]): Record<string, string> {
  return sorted(Object.fromEntries(rows.map((r) => [r.name, r.definition])));
}

/** The record with its keys in code-point order, values mapped. */
function sorted<T, U = T>(record: Record<string, T>, map: (value: T) => U = (v) => v as unknown as U): Record<string, U> {
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((k) => [k, map(record[k])]),
  );
}
