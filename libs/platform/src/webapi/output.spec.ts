import { DataInterface, Field, interfaceOf } from './fields';
import { outputDepartures, searchResults } from './output';

@DataInterface('Magento\\Catalog\\Api\\Data\\SampleLineInterface')
class SampleLine {
  @Field('int') id?: number;
  @Field('string', { array: true }) tags?: string[];
}

@DataInterface('Magento\\Catalog\\Api\\Data\\SampleInterface')
class Sample {
  @Field('string') sku?: string;
  @Field('float') price?: number;
  @Field(() => SampleLine, { array: true }) lines?: SampleLine[];
}

describe('outputDepartures', () => {
  it('accepts an answer of the declared shape, absent and null fields included', () => {
    expect(outputDepartures(Sample, { sku: 'a', price: 1.5, lines: [{ id: 1, tags: ['x'] }, { tags: null }] })).toEqual([]);
    expect(outputDepartures(Sample, { sku: null })).toEqual([]);
    expect(outputDepartures([Sample], [{ sku: 'a' }, {}])).toEqual([]);
    expect(outputDepartures('bool', true)).toEqual([]);
    expect(outputDepartures('void', [])).toEqual([]);
  });

  it('names each departure: wrong types, undeclared fields, arrays for objects and back', () => {
    expect(outputDepartures(Sample, { sku: 1, extra: true, lines: { id: 1 } })).toEqual([
      '$.sku: expected string, got 1',
      '$.extra: not a field of Magento\\Catalog\\Api\\Data\\SampleInterface',
      '$.lines: expected an array',
    ]);
    expect(outputDepartures(Sample, [{ sku: 'a' }])).toEqual([
      '$: expected Magento\\Catalog\\Api\\Data\\SampleInterface, got [{"sku":"a"}]',
    ]);
    expect(outputDepartures([Sample], { sku: 'a' })).toEqual(['$: expected an array']);
    expect(outputDepartures('int', 1.5)).toEqual(['$: expected int, got 1.5']);
    expect(outputDepartures('void', true)).toEqual(['$: a void method answers []']);
  });

  it('checks search results: items of the declared class, the criteria, the total', () => {
    const results = searchResults(Sample);
    expect(outputDepartures(results, { items: [{ sku: 'a' }], search_criteria: { filter_groups: [] }, total_count: 1 })).toEqual([]);
    expect(outputDepartures(results, { items: [{ sku: 'a', oops: 1 }], total_count: '1' })).toEqual([
      '$.items[0].oops: not a field of Magento\\Catalog\\Api\\Data\\SampleInterface',
      '$.total_count: expected int, got "1"',
    ]);
  });

  it('names search results after the item interface, or as the module names them', () => {
    expect(searchResults(Sample)).toBe(searchResults(Sample));
    expect(interfaceOf(searchResults(Sample))).toBe('Magento\\Catalog\\Api\\Data\\SampleSearchResultsInterface');
    const named = searchResults(SampleLine, 'Magento\\Catalog\\Api\\Data\\SampleLineSearchResultInterface');
    expect(interfaceOf(named)).toBe('Magento\\Catalog\\Api\\Data\\SampleLineSearchResultInterface');
  });
});
