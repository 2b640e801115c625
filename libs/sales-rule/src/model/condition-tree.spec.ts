import { InputException } from '@mercato/platform';
import { CONDITION, presentTree, treeFromInput } from './condition-tree';

describe('condition trees (ToModel / ToDataModel)', () => {
  it("stores the root as the rule's combination and answers the ConditionInterface shape", () => {
    const tree = treeFromInput(
      {
        condition_type: 'anything',
        aggregator_type: 'all',
        value: '1',
        conditions: [{ condition_type: CONDITION.ADDRESS, attribute_name: 'base_subtotal', operator: '>', value: 800 }],
      },
      CONDITION.COMBINE,
    );
    expect(tree).toEqual({
      type: CONDITION.COMBINE,
      attribute: null,
      operator: null,
      value: '1',
      aggregator: 'all',
      conditions: [{ type: CONDITION.ADDRESS, attribute: 'base_subtotal', operator: '>', value: 800 }],
    });
    expect(presentTree(tree)).toEqual({
      condition_type: CONDITION.COMBINE,
      conditions: [{ condition_type: CONDITION.ADDRESS, operator: '>', attribute_name: 'base_subtotal', value: 800 }],
      aggregator_type: 'all',
      operator: null,
      value: '1',
    });
  });

  it("keeps a subselection's attribute and operator, and accepts class names with a leading backslash", () => {
    const tree = treeFromInput(
      {
        conditions: [
          {
            condition_type: '\\magento\\salesrule\\model\\rule\\condition\\product\\subselect',
            attribute_name: 'qty',
            operator: '>=',
            value: '2',
            aggregator_type: 'all',
            conditions: [{ condition_type: CONDITION.PRODUCT, attribute_name: 'sku', operator: '==', value: 'A' }],
          },
        ],
      },
      CONDITION.COMBINE,
    );
    expect(tree.conditions![0]).toMatchObject({
      type: CONDITION.SUBSELECT,
      attribute: 'qty',
      operator: '>=',
      value: '2',
      aggregator: 'all',
    });
  });

  it('refuses an unknown condition class, or one out of place', () => {
    const bad = (type: string, root: typeof CONDITION.COMBINE | typeof CONDITION.PRODUCT_COMBINE) => () =>
      treeFromInput({ conditions: [{ condition_type: type, attribute_name: 'sku', operator: '==', value: 'A' }] }, root);
    expect(bad('Magento\\SalesRule\\Model\\Rule\\Condition\\Unknown', CONDITION.COMBINE)).toThrow(InputException);
    expect(bad(CONDITION.PRODUCT, CONDITION.COMBINE)).toThrow(InputException);
    expect(bad(CONDITION.ADDRESS, CONDITION.PRODUCT_COMBINE)).toThrow(InputException);
  });
});
