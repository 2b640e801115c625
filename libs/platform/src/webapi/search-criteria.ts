import { DataInterface, Field } from './fields';
import { InputException } from './errors';

/**
 * searchCriteria for every getList route: the input classes, Magento's query-string forms, the
 * translation to SQL (filters OR-ed inside a group, groups AND-ed) and the result shape.
 */
@DataInterface('Magento\\Framework\\Api\\Filter')
export class Filter {
  @Field('string') field: string;
  @Field('string') value: string;
  @Field('string') condition_type?: string;
}

@DataInterface('Magento\\Framework\\Api\\Search\\FilterGroup')
export class FilterGroup {
  @Field(() => Filter, { array: true }) filters?: Filter[];
}

@DataInterface('Magento\\Framework\\Api\\SortOrder')
export class SortOrder {
  @Field('string') field: string;
  @Field('string') direction?: string;
}

@DataInterface('Magento\\Framework\\Api\\SearchCriteriaInterface')
export class SearchCriteria {
  @Field(() => FilterGroup, { array: true }) filter_groups?: FilterGroup[];
  @Field(() => SortOrder, { array: true }) sort_orders?: SortOrder[];
  @Field('int') page_size?: number;
  @Field('int') current_page?: number;
}

/** The input of every getList route. */
export class SearchCriteriaInput {
  @Field(() => SearchCriteria, { required: true }) searchCriteria: SearchCriteria;
}

export interface SearchResults<T> {
  items: T[];
  search_criteria: Record<string, unknown>;
  total_count: number;
}

// --- Query-string forms ------------------------------------------------------------------------

const camelToSnake = (k: string) => k.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/**
 * qs turns `a[0][b]=1` into arrays only up to its array limit, and objects past it; Magento also
 * accepts camelCase keys (`filterGroups`, `pageSize`, `conditionType`). Normalise both.
 */
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => normalise(v));
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of entries) out[camelToSnake(k)] = normalise(v);
    return out;
  }
  return value;
}

/** GET input: the query string, with `searchCriteria` normalised (`?searchCriteria=` is empty criteria). */
export function normaliseQueryInput(query: Record<string, unknown>): Record<string, unknown> {
  const out = { ...query };
  if ('searchCriteria' in out) {
    const sc = out.searchCriteria;
    out.searchCriteria = sc === '' || sc === null ? {} : normalise(sc);
  }
  return out;
}

/** Echo of the criteria as Magento returns it: filter_groups always, the rest only when given. */
export function echoCriteria(c: SearchCriteria): Record<string, unknown> {
  const out: Record<string, unknown> = {
    filter_groups: (c.filter_groups ?? []).map((g) => ({
      filters: (g.filters ?? []).map((f) => ({
        field: f.field,
        value: f.value === undefined || f.value === null ? f.value : String(f.value),
        condition_type: f.condition_type ?? 'eq',
      })),
    })),
  };
  if (c.sort_orders?.length)
    out.sort_orders = c.sort_orders.map((s) => ({ field: s.field, direction: (s.direction ?? 'ASC').toUpperCase() }));
  if (c.page_size !== undefined && c.page_size !== null) out.page_size = c.page_size;
  if (c.current_page !== undefined && c.current_page !== null) out.current_page = c.current_page;
  return out;
}

// --- SQL -----------------------------------------------------------------------------------------

export type ColumnType = 'int' | 'numeric' | 'text' | 'timestamp' | 'bool';

export interface SearchField {
  /** SQL expression the field stands for. */
  sql: string;
  type: ColumnType;
  /**
   * The joins the expression reads from, added to the statement only when the field is filtered
   * or sorted on: plain joins let PostgreSQL hash-join a whole value table once, where a
   * correlated subquery would be run once per candidate row.
   */
  join?: string;
}

export type SearchFieldMap = Record<string, SearchField>;

export interface CompiledCriteria {
  /** `TRUE` when there is no filter. */
  where: string;
  orderBy: string;
  limit: number | null;
  offset: number;
  params: unknown[];
  /** Joins of the fields the filters use (needed by the count). */
  filterJoins: string[];
  /** Joins of the fields only the sort orders use. */
  sortJoins: string[];
}

const CASTS: Record<ColumnType, string> = { int: 'bigint', numeric: 'numeric', text: 'text', timestamp: 'timestamp', bool: 'boolean' };

/**
 * Compiles criteria into parameterised SQL pieces. `params` continues the caller's numbering:
 * pass the parameters already used and the builder appends its own.
 */
export function compileCriteria(
  criteria: SearchCriteria,
  fields: SearchFieldMap,
  defaultOrder: string,
  params: unknown[] = [],
): CompiledCriteria {
  const p = [...params];
  const bind = (v: unknown) => {
    p.push(v);
    return `$${p.length}`;
  };
  const filterJoins = new Set<string>();
  const sortJoins = new Set<string>();
  let joins = filterJoins;
  const fieldOf = (name: string): SearchField => {
    const f = Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : fieldIgnoringCase(fields, name);
    if (!f) throw new InputException('Invalid attribute name: %1', [name]);
    if (f.join) joins.add(f.join);
    return f;
  };

  const groups: string[] = [];
  for (const group of criteria.filter_groups ?? []) {
    const filters = group.filters ?? [];
    if (!filters.length) continue;
    const ors = mergeRanges(filters).map((f) => condition(fieldOf(f.field), f, bind));
    groups.push(`(${ors.join(' OR ')})`);
  }

  const orders: string[] = [];
  joins = sortJoins;
  for (const s of criteria.sort_orders ?? []) {
    const direction = (s.direction ?? 'ASC').toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw new InputException('The sort order has to be specified as %1 for ascending order or %2 for descending order.', ['ASC', 'DESC']);
    }
    if (!/^[a-z0-9_]+$/i.test(s.field ?? '')) throw new InputException('Sort order field %1 contains restricted symbols', [s.field]);
    // MySQL (Magento) sorts NULLs first ascending and last descending; PostgreSQL the opposite.
    orders.push(`${fieldOf(s.field).sql} ${direction} ${direction === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST'}`);
  }

  const pageSize = criteria.page_size && criteria.page_size > 0 ? criteria.page_size : null;
  const page = Math.max(1, criteria.current_page ?? 1);
  return {
    where: groups.length ? groups.join(' AND ') : 'TRUE',
    orderBy: [...orders, defaultOrder].join(', '),
    limit: pageSize,
    offset: pageSize ? (page - 1) * pageSize : 0,
    params: p,
    filterJoins: [...filterJoins],
    sortJoins: [...sortJoins].filter((j) => !filterJoins.has(j)),
  };
}

/**
 * Field and attribute names match without regard to case (`firstName` finds `firstname`), as they do
 * under MySQL's case-insensitive collation, which is where Magento looks them up.
 */
function fieldIgnoringCase(fields: SearchFieldMap, name: string): SearchField | undefined {
  const lower = String(name ?? '').toLowerCase();
  for (const key in fields) if (key.toLowerCase() === lower) return fields[key];
  return undefined;
}

/** A group with exactly one field filtered by both `from` and `to` is one range (Magento rule). */
function mergeRanges(filters: Filter[]): (Filter & { to?: string })[] {
  const fields = new Set(filters.map((f) => f.field));
  if (fields.size === 1 && filters.length === 2) {
    const from = filters.find((f) => f.condition_type === 'from');
    const to = filters.find((f) => f.condition_type === 'to');
    if (from && to) return [{ ...from, condition_type: 'range', to: to.value }];
  }
  return filters;
}

function condition(field: SearchField, f: Filter & { to?: string }, bind: (v: unknown) => string): string {
  const type = (f.condition_type ?? 'eq').toLowerCase();
  const expr = field.sql;
  const cast = CASTS[field.type];
  // A value is compared as MySQL converts it for the column: a number from its leading digits (0 when
  // it has none), a date that does not parse as the zero date, which sorts before every real date
  // (my-magento's get_all() sends `created_at gteq None` and expects every row).
  const typed = (v: unknown): string => {
    const s = v === null || v === undefined ? '' : String(v);
    if (field.type === 'int' || field.type === 'numeric') {
      const n = mysqlNumber(s);
      // An integer column keeps its index with a bigint operand; a fraction or a value past bigint
      // compares as numeric (a bigint cast would round it, or fail).
      return `${bind(n)}::${field.type === 'int' && /^[+-]?\d{1,18}$/.test(n) ? 'bigint' : 'numeric'}`;
    }
    if (field.type === 'timestamp' && !isDate(s)) return `'-infinity'::${cast}`;
    return `${bind(field.type === 'bool' ? ['1', 'true'].includes(s.toLowerCase()) : s)}::${cast}`;
  };
  const text = `(${expr})::text`;
  const cmp = (op: string) => {
    const v = typed(f.value);
    // Text compares case-insensitively, as under Magento's MySQL collation.
    return field.type === 'text' ? `lower(${expr}) ${op} lower(${v})` : `${expr} ${op} ${v}`;
  };
  const list = () =>
    String(f.value ?? '')
      .split(',')
      .map((s) => s.trim());
  switch (type) {
    case 'eq':
    case 'seq':
    case 'moreq':
      return cmp('=');
    case 'neq':
    case 'sneq':
      return cmp('<>');
    case 'gt':
      return cmp('>');
    case 'lt':
      return cmp('<');
    case 'gteq':
    case 'from':
      return cmp('>=');
    case 'lteq':
    case 'to':
      return cmp('<=');
    case 'range':
      return `(${expr} >= ${typed(f.value)} AND ${expr} <= ${typed(f.to)})`;
    case 'like':
      return `${text} ILIKE ${bind(String(f.value ?? ''))}`;
    case 'nlike':
      return `${text} NOT ILIKE ${bind(String(f.value ?? ''))}`;
    case 'fulltext':
      return `${text} ILIKE ${bind('%' + String(f.value ?? '') + '%')}`;
    case 'in':
    case 'nin': {
      const numeric = field.type === 'int' || field.type === 'numeric';
      const values = numeric ? list().filter((v) => /^-?(\d+\.?\d*|\.\d+)$/.test(v)) : list().map((v) => v.toLowerCase());
      const lhs = numeric ? expr : `lower(${text})`;
      const arr = `${bind(values)}::${numeric ? 'numeric' : 'text'}[]`;
      return type === 'in' ? `${lhs} = ANY(${arr})` : `${lhs} <> ALL(${arr})`;
    }
    case 'null':
      return `${expr} IS NULL`;
    case 'notnull':
      return `${expr} IS NOT NULL`;
    case 'finset':
      return `${bind(String(f.value ?? ''))} = ANY(string_to_array(${text}, ','))`;
    case 'nfinset':
      return `NOT (${bind(String(f.value ?? ''))} = ANY(string_to_array(${text}, ',')))`;
    case 'regexp':
      return `${text} ~ ${bind(String(f.value ?? ''))}`;
    default:
      // Magento's DB adapter falls back to plain equality for condition types it does not know.
      return cmp('=');
  }
}

/** MySQL's string-to-number conversion: the leading numeric part, or 0. */
function mysqlNumber(s: string): string {
  const m = /^\s*([+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)/.exec(s);
  if (!m) return '0';
  const n = Number(m[1]);
  return Number.isFinite(n) ? m[1] : '0';
}

/**
 * A value both MySQL and PostgreSQL read as the same DATETIME: `YYYY-MM-DD[ hh:mm[:ss[.fff]]]` with
 * every part in range (anything else would be an error in PostgreSQL, and the zero date in MySQL).
 */
function isDate(s: string): boolean {
  const m = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?\s*$/.exec(s);
  if (!m) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour < 24 && minute < 60 && second < 60;
}
