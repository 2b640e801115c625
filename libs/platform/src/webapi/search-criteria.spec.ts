import { compileCriteria, echoCriteria, normaliseQueryInput, SearchCriteria, SearchFieldMap } from './search-criteria';

const fields: SearchFieldMap = {
  id: { sql: 't.id', type: 'int' },
  name: { sql: 't.name', type: 'text' },
  price: { sql: 't.price', type: 'numeric' },
  created_at: { sql: 't.created_at', type: 'timestamp' },
};

describe('searchCriteria', () => {
  it('ORs filters inside a group and ANDs groups', () => {
    const c = compileCriteria(
      {
        filter_groups: [
          {
            filters: [
              { field: 'name', value: '%bag%', condition_type: 'like' },
              { field: 'id', value: '3' },
            ],
          },
          { filters: [{ field: 'price', value: '10', condition_type: 'gt' }] },
        ],
      },
      fields,
      't.id ASC',
    );
    expect(c.where).toBe('((t.name)::text ILIKE $1 OR t.id = $2::bigint) AND (t.price > $3::numeric)');
    expect(c.params).toEqual(['%bag%', '3', '10']);
  });

  it('merges a from/to pair on one field into a range', () => {
    const c = compileCriteria(
      {
        filter_groups: [
          {
            filters: [
              { field: 'price', value: '1', condition_type: 'from' },
              { field: 'price', value: '5', condition_type: 'to' },
            ],
          },
        ],
      },
      fields,
      't.id',
    );
    expect(c.where).toBe('((t.price >= $1::numeric AND t.price <= $2::numeric))');
  });

  it('supports in/nin lists, null/notnull, finset, and falls back to eq for unknown types', () => {
    const c = compileCriteria(
      {
        filter_groups: [
          { filters: [{ field: 'id', value: '1,2, 3', condition_type: 'in' }] },
          { filters: [{ field: 'name', value: 'a,b', condition_type: 'nin' }] },
          { filters: [{ field: 'name', value: '', condition_type: 'notnull' }] },
          { filters: [{ field: 'name', value: 'x', condition_type: 'finset' }] },
          { filters: [{ field: 'name', value: 'y', condition_type: 'moreq' }] },
        ],
      },
      fields,
      't.id',
    );
    expect(c.where).toContain('t.id = ANY($1::numeric[])');
    expect(c.params[0]).toEqual(['1', '2', '3']);
    expect(c.where).toContain('lower((t.name)::text) <> ALL($2::text[])');
    expect(c.where).toContain('t.name IS NOT NULL');
    expect(c.where).toContain("$3 = ANY(string_to_array((t.name)::text, ','))");
    expect(c.where).toContain('lower(t.name) = lower($4::text)');
  });

  it('compares a non-number with a number column as MySQL does: its leading digits, else 0', () => {
    const c = compileCriteria(
      { filter_groups: [{ filters: [{ field: 'price', value: 'abc' }] }, { filters: [{ field: 'price', value: '12abc' }] }] },
      fields,
      't.id',
    );
    expect(c.where).toBe('(t.price = $1::numeric) AND (t.price = $2::numeric)');
    expect(c.params).toEqual(['0', '12']);
  });

  it('compares a date column with a value that is not a date as with the zero date', () => {
    const c = compileCriteria(
      {
        filter_groups: [
          { filters: [{ field: 'created_at', value: 'None', condition_type: 'gteq' }] },
          { filters: [{ field: 'created_at', value: '2024-02-30', condition_type: 'lt' }] },
        ],
      },
      fields,
      't.id',
    );
    expect(c.where).toBe("(t.created_at >= '-infinity'::timestamp) AND (t.created_at < '-infinity'::timestamp)");
    const real = compileCriteria(
      { filter_groups: [{ filters: [{ field: 'created_at', value: '2024-02-29 10:00:00', condition_type: 'gteq' }] }] },
      fields,
      't.id',
    );
    expect(real.where).toBe('(t.created_at >= $1::timestamp)');
  });

  it("finds fields without regard to case, as MySQL's collation does", () => {
    const c = compileCriteria(
      { filter_groups: [{ filters: [{ field: 'PRICE', value: '3' }] }], sort_orders: [{ field: 'Price', direction: 'asc' }] },
      fields,
      't.id',
    );
    expect(c.where).toBe('(t.price = $1::numeric)');
    expect(c.orderBy).toBe('t.price ASC NULLS FIRST, t.id');
  });

  it('pages and sorts, validating direction and field', () => {
    const c = compileCriteria({ sort_orders: [{ field: 'price', direction: 'desc' }], page_size: 20, current_page: 3 }, fields, 't.id ASC');
    expect(c.orderBy).toBe('t.price DESC NULLS LAST, t.id ASC');
    expect([c.limit, c.offset]).toEqual([20, 40]);
    expect(compileCriteria({ page_size: 5, current_page: 0 }, fields, 't.id').offset).toBe(0);
    expect(() => compileCriteria({ sort_orders: [{ field: 'price', direction: 'UP' }] }, fields, 't.id')).toThrow(
      'The sort order has to be specified as %1 for ascending order or %2 for descending order.',
    );
    expect(() => compileCriteria({ sort_orders: [{ field: 'price;drop', direction: 'ASC' }] }, fields, 't.id')).toThrow(
      'Sort order field %1 contains restricted symbols',
    );
    expect(() => compileCriteria({ filter_groups: [{ filters: [{ field: 'nope', value: '1' }] }] }, fields, 't.id')).toThrow(
      'Invalid attribute name: %1',
    );
  });

  it('normalises camelCase keys and qs objects with numeric keys', () => {
    const input = normaliseQueryInput({
      searchCriteria: { filterGroups: { '0': { filters: { '0': { field: 'id', value: '1', conditionType: 'eq' } } } }, pageSize: '2' },
    });
    expect(input.searchCriteria).toEqual({
      filter_groups: [{ filters: [{ field: 'id', value: '1', condition_type: 'eq' }] }],
      page_size: '2',
    });
    expect(normaliseQueryInput({ searchCriteria: '' }).searchCriteria).toEqual({});
  });

  it('echoes criteria as Magento does', () => {
    const criteria: SearchCriteria = { filter_groups: [{ filters: [{ field: 'id', value: 5 as unknown as string }] }], page_size: 10 };
    expect(echoCriteria(criteria)).toEqual({
      filter_groups: [{ filters: [{ field: 'id', value: '5', condition_type: 'eq' }] }],
      page_size: 10,
    });
    expect(echoCriteria({})).toEqual({ filter_groups: [] });
  });
});
