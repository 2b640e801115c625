import { ConfigReader } from './config-reader';

describe('ConfigReader', () => {
  const values = new Map([
    [
      'default:0',
      new Map<string, string | null>([
        ['a', 'default'],
        ['b', 'default'],
        ['flag', 'true'],
        ['n', 'x'],
      ]),
    ],
    [
      'websites:1',
      new Map<string, string | null>([
        ['a', 'website'],
        ['c', null],
      ]),
    ],
    ['stores:2', new Map<string, string | null>([['a', 'store']])],
  ]);
  const store = ConfigReader.forStore(values, 2, 1);

  it('answers the first scope of the chain that sets a path', () => {
    expect(store.get('a')).toBe('store');
    expect(store.get('b')).toBe('default');
    expect(ConfigReader.forStore(values, 3, 1).get('a')).toBe('website');
    expect(ConfigReader.forDefault(values).get('a')).toBe('default');
  });

  it('gives the fallback for a path set to null or set nowhere, without looking further up', () => {
    expect(store.get('c', 'fallback')).toBe('fallback');
    expect(store.get('missing', 'fallback')).toBe('fallback');
  });

  it('reads flags and numbers as Magento does', () => {
    expect(store.flag('flag')).toBe(true);
    expect(store.flag('missing')).toBe(false);
    expect(store.flag('missing', true)).toBe(true);
    expect(store.int('n', 7)).toBe(7);
    expect(store.many({ a: null, missing: 'f' })).toEqual({ a: 'store', missing: 'f' });
  });
});
