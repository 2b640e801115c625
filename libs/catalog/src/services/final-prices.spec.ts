import { customOptionsPrice } from '../options/chosen-options';
import { exactMatch, listMatch } from '../tier-prices/group-tier-prices';
import { localDateTime, priceHoldsUntil } from './final-prices';

/**
 * The parts of price resolution that run outside the database. The rule itself (lowest of price,
 * active special price and tier price) is the SQL function catalog_product_final_price, covered
 * end to end by test/quote/final-prices.e2e-spec.ts; these are its inputs and what is added on top.
 */

describe('the store-local time special prices are dated by', () => {
  const at = new Date('2030-01-01T05:30:00Z');

  it('is the wall-clock time of the store time zone', () => {
    // Magento's default zone is 8 hours behind UTC in January: still the last day of 2029 there.
    expect(localDateTime('America/Los_Angeles', at)).toBe('2029-12-31 21:30:00');
    expect(localDateTime('Europe/Berlin', at)).toBe('2030-01-01 06:30:00');
  });

  it('is UTC when no zone is configured or the zone is unknown', () => {
    expect(localDateTime(null, at)).toBe('2030-01-01 05:30:00');
    expect(localDateTime('Not/AZone', at)).toBe('2030-01-01 05:30:00');
  });

  it('writes midnight as 00, never 24', () => {
    expect(localDateTime('UTC', new Date('2030-06-15T00:00:05Z'))).toBe('2030-06-15 00:00:05');
  });
});

describe('how long a computed final price holds (the special price dates still ahead)', () => {
  const now = '2030-01-10 12:00:00';

  it('holds for good when no date is ahead', () => {
    expect(priceHoldsUntil(now, [null, null])).toBeNull();
    expect(priceHoldsUntil(now, ['2030-01-01 00:00:00', '2030-01-05 00:00:00'])).toBeNull();
  });

  it('holds until the special price starts, or until the first second after its last day', () => {
    expect(priceHoldsUntil(now, ['2030-01-12 00:00:00', null])).toBe('2030-01-12 00:00:00');
    expect(priceHoldsUntil(now, ['2030-01-01 00:00:00', '2030-01-16 00:00:00'])).toBe('2030-01-16 00:00:00');
    expect(priceHoldsUntil(now, ['2030-01-12 00:00:00', '2030-01-16 00:00:00'])).toBe('2030-01-12 00:00:00');
  });

  it('a date reached is behind it: the price computed at that second already follows it', () => {
    expect(priceHoldsUntil(now, [now, null])).toBeNull();
  });
});

describe('custom option prices on top of the final price (Product\\Type\\Price::_applyOptionsPrice)', () => {
  // Magento's Catalog/_files/product_simple.php: a field (+1), a date and time (+2), a drop-down and
  // radio buttons whose values cost 3 each.
  const product = {
    options: [
      { option_id: 1, type: 'field', price: 1, price_type: 'fixed' },
      { option_id: 2, type: 'date_time', price: 2, price_type: 'fixed' },
      {
        option_id: 3,
        type: 'drop_down',
        values: [
          { option_type_id: 31, price: 3, price_type: 'fixed' },
          { option_type_id: 32, price: 3, price_type: 'fixed' },
        ],
      },
      {
        option_id: 4,
        type: 'radio',
        values: [
          { option_type_id: 41, price: 3, price_type: 'fixed' },
          { option_type_id: 42, price: 3, price_type: 'fixed' },
        ],
      },
      {
        option_id: 5,
        type: 'checkbox',
        values: [
          { option_type_id: 51, price: 10, price_type: 'percent' },
          { option_type_id: 52, price: 1.5, price_type: 'fixed' },
        ],
      },
    ],
  };

  it('adds each filled option its price (Magento PriceTest::testGetFinalPrice: 10 with options is 16)', () => {
    const choices = [
      { option_id: 1, option_value: 'engraving' },
      { option_id: 2, option_value: '2030-01-01 10:00:00' },
      { option_id: 3, option_value: '31' },
    ];
    expect(10 + customOptionsPrice(product, choices, 10)).toBe(16);
  });

  it('takes a percentage of the final price before options, and every chosen checkbox value', () => {
    // Tier price 8 at quantity 2: 10 % of 8 = 0.8, plus the fixed 1.5.
    expect(customOptionsPrice(product, [{ option_id: 5, option_value: '51,52' }], 8)).toBeCloseTo(2.3, 10);
    expect(customOptionsPrice(product, [{ option_id: 5, option_value: ['51'] }], 8)).toBeCloseTo(0.8, 10);
  });

  it('adds nothing for empty values and options the product does not have', () => {
    expect(
      customOptionsPrice(
        product,
        [
          { option_id: 1, option_value: '' },
          { option_id: 99, option_value: 'x' },
        ],
        10,
      ),
    ).toBe(0);
    expect(customOptionsPrice({}, [{ option_id: 1, option_value: 'x' }], 10)).toBe(0);
  });
});

describe('which tier prices a customer group path names', () => {
  it('reads "all" and 32000 as the all-groups tiers, and truncates numbers for getList', () => {
    expect(listMatch('all')).toEqual({ allGroups: true });
    expect(listMatch('32000')).toEqual({ allGroups: true });
    expect(listMatch('1.9')).toEqual({ allGroups: false, groupId: 1 });
    expect(listMatch(' 0')).toEqual({ allGroups: false, groupId: 0 });
    expect(listMatch('general')).toBeNull();
  });

  it('compares loosely for add and remove: only a whole number names a group', () => {
    expect(exactMatch('2.0')).toEqual({ allGroups: false, groupId: 2 });
    expect(exactMatch('1.5')).toBeNull();
    expect(exactMatch('3.2e4')).toEqual({ allGroups: true });
  });
});
