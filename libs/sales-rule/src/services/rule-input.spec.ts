import { InputException, LocalizedException } from '@mercato/platform';
import { applyRuleInput } from './rule-input';

describe('rule input (ToModel::toModel validation)', () => {
  const message = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return [(e as Error).constructor.name, (e as Error).message];
    }
    return null;
  };

  it('joins Magento\'s validateData messages with "; " into one input error', () => {
    expect(message(() => applyRuleInput({ name: 'r' }, null))).toEqual([
      InputException.name,
      'Please specify a website.; Please specify Customer Groups.; ',
    ]);
    expect(
      message(() => applyRuleInput({ website_ids: [1], customer_group_ids: [], from_date: '2030-02-01', to_date: '2030-01-01' }, null)),
    ).toEqual([InputException.name, 'End Date must follow Start Date.; Please specify Customer Groups.; ']);
  });

  it('refuses a negative discount amount (Rule beforeSave)', () => {
    expect(message(() => applyRuleInput({ website_ids: [1], customer_group_ids: [0], discount_amount: -5 }, null))).toEqual([
      LocalizedException.name,
      'Please choose a valid discount amount.',
    ]);
  });

  it('maps coupon types and free-shipping modes, and keeps the date part of dates', () => {
    const v = applyRuleInput(
      {
        website_ids: [2, 1, 2],
        customer_group_ids: [1],
        coupon_type: 'SPECIFIC_COUPON',
        simple_free_shipping: 'FREE_WITH_MATCHING_ITEMS',
        from_date: '2030-01-02 10:00:00',
        discount_qty: 0,
      },
      null,
    );
    expect(v).toMatchObject({ website_ids: [1, 2], coupon_type: 2, simple_free_shipping: 2, from_date: '2030-01-02', discount_qty: null });
    expect(() => applyRuleInput({ website_ids: [1], customer_group_ids: [1], coupon_type: 'SPECIFIC' }, null)).toThrow(InputException);
    expect(() => applyRuleInput({ website_ids: [1], customer_group_ids: [1], from_date: '2030-02-30' }, null)).toThrow(InputException);
  });
});
