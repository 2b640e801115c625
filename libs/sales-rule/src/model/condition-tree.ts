import { InputException } from '@mercato/platform';
import { ConditionInput } from '../dto/rule.input';

/** Magento's condition classes this platform stores and evaluates. */
export const CONDITION = {
  COMBINE: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine',
  ADDRESS: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Address',
  FOUND: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Found',
  SUBSELECT: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Subselect',
  PRODUCT_COMBINE: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Combine',
  PRODUCT: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product',
} as const;

/**
 * One stored node: the array Magento serialises a condition to (`asArray()`). Combinations have an
 * aggregator and children; Subselect also an attribute and operator.
 */
export interface ConditionNode {
  type: string;
  attribute: string | null;
  operator: string | null;
  value: unknown;
  aggregator?: string | null;
  conditions?: ConditionNode[];
}

const COMBINATIONS: ReadonlySet<string> = new Set([CONDITION.COMBINE, CONDITION.FOUND, CONDITION.SUBSELECT, CONDITION.PRODUCT_COMBINE]);

/** What may be nested where: cart conditions under cart combinations, product conditions under product ones. */
const CHILDREN: Record<string, readonly string[]> = {
  [CONDITION.COMBINE]: [CONDITION.ADDRESS, CONDITION.FOUND, CONDITION.SUBSELECT, CONDITION.COMBINE],
  [CONDITION.FOUND]: [CONDITION.PRODUCT, CONDITION.PRODUCT_COMBINE],
  [CONDITION.SUBSELECT]: [CONDITION.PRODUCT, CONDITION.PRODUCT_COMBINE],
  [CONDITION.PRODUCT_COMBINE]: [CONDITION.PRODUCT, CONDITION.PRODUCT_COMBINE],
};

const CANONICAL = new Map(Object.values(CONDITION).map((name) => [name.toLowerCase(), name]));

export function isCombination(node: ConditionNode): boolean {
  return COMBINATIONS.has(node.type);
}

/**
 * The empty tree Magento saves when a rule is given no condition: a combination of all children,
 * true (Rule\Model\Condition\Combine's defaults).
 */
export function emptyTree(rootType: typeof CONDITION.COMBINE | typeof CONDITION.PRODUCT_COMBINE): ConditionNode {
  return { type: rootType, attribute: null, operator: null, value: true, aggregator: 'all' };
}

/**
 * Converts a REST condition into the stored tree the way Magento's ToModel + loadArray do: the root
 * is always the rule's own combination whatever type was sent; a combination's aggregator falls
 * back to the attribute and its value to the operator. A class Magento does not have, or one that
 * cannot stand where it was put, is refused (Magento logs and silently drops it).
 */
export function treeFromInput(input: ConditionInput, rootType: typeof CONDITION.COMBINE | typeof CONDITION.PRODUCT_COMBINE): ConditionNode {
  return nodeFromInput(input, rootType);
}

function nodeFromInput(input: ConditionInput, type: string): ConditionNode {
  const attribute = input.attribute_name ?? null;
  const operator = input.operator ?? null;
  const value = input.value ?? null;
  if (!COMBINATIONS.has(type)) return { type, attribute, operator, value };
  const node: ConditionNode = {
    type,
    attribute: type === CONDITION.SUBSELECT ? attribute : null,
    operator: type === CONDITION.SUBSELECT ? operator : null,
    value: value ?? operator,
    aggregator: input.aggregator_type || attribute,
  };
  const children = (input.conditions ?? []).map((child) => nodeFromInput(child, childType(child, type)));
  if (children.length) node.conditions = children;
  return node;
}

function childType(child: ConditionInput, parent: string): string {
  const given = String(child.condition_type ?? '').replace(/^\\+/, '');
  const type = CANONICAL.get(given.toLowerCase());
  if (!type || !CHILDREN[parent].includes(type)) throw InputException.invalidFieldValue('condition_type', child.condition_type ?? '');
  return type;
}

/**
 * A stored node as Magento's ConditionInterface answers it (ToDataModel): `conditions`,
 * `aggregator_type` and `attribute_name` only when set; `operator` and `value` always.
 */
export function presentTree(node: ConditionNode): Record<string, unknown> {
  const out: Record<string, unknown> = { condition_type: node.type };
  if (node.conditions?.length) out.conditions = node.conditions.map(presentTree);
  if (node.aggregator !== undefined && node.aggregator !== null) out.aggregator_type = node.aggregator;
  out.operator = node.operator ?? null;
  if (node.attribute !== null && node.attribute !== undefined) out.attribute_name = node.attribute;
  out.value = node.value ?? null;
  return out;
}
