import { CONDITION, ConditionNode } from '../model/condition-tree';
import { isNumeric, isScalar, phpBool, phpCompare, phpLooseEquals, phpString } from './php-values';

/** A cart line as rule conditions see it. */
export interface ItemFacts {
  sku: string;
  qty: number;
  /** Unit price the discount is computed on (excl. tax). */
  price: number;
  row_total: number;
  category_ids: readonly number[];
  attribute_set_id?: number | null;
  /** Further product attributes a product condition may test (color, manufacturer…). */
  attributes?: Readonly<Record<string, unknown>>;
}

/** The cart as rule conditions see it: the shipping address's data and the lines. */
export interface CartFacts {
  /** base_subtotal, total_qty, weight, country_id, region_id, postcode, shipping_method, payment_method… */
  address: Readonly<Record<string, unknown>>;
  items: readonly ItemFacts[];
}

/**
 * Evaluates Magento condition trees the way Magento_Rule and Magento_SalesRule do, PHP loose
 * comparisons included, so a rule written for Magento selects the same carts and lines here.
 */

/** A rule's conditions (`condition`): does the cart qualify? */
export function validateCart(root: ConditionNode, cart: CartFacts): boolean {
  return combinationHolds(root, (child) => cartCondition(child, cart));
}

/** A rule's actions (`action_condition`): does this line get the discount? */
export function validateItem(root: ConditionNode, item: ItemFacts): boolean {
  return combinationHolds(root, (child) => itemCondition(child, item));
}

/** Rule\Model\Condition\Combine::_isValid: every (all) or one (any) child must equal the combination's truth value. */
function combinationHolds(node: ConditionNode, check: (child: ConditionNode) => boolean): boolean {
  const children = node.conditions ?? [];
  if (!children.length) return true;
  const all = node.aggregator === 'all';
  const expected = phpBool(node.value);
  for (const child of children) {
    const validated = check(child);
    if (all && validated !== expected) return false;
    if (!all && validated === expected) return true;
  }
  return all;
}

function cartCondition(node: ConditionNode, cart: CartFacts): boolean {
  switch (node.type) {
    case CONDITION.COMBINE:
      return combinationHolds(node, (child) => cartCondition(child, cart));
    case CONDITION.ADDRESS:
      return validateAttribute(node, cart.address[node.attribute ?? ''] ?? null, addressInputType(node.attribute));
    case CONDITION.FOUND:
      return found(node, cart.items);
    case CONDITION.SUBSELECT:
      return subselect(node, cart.items);
    default:
      return false;
  }
}

function itemCondition(node: ConditionNode, item: ItemFacts): boolean {
  switch (node.type) {
    case CONDITION.PRODUCT_COMBINE:
      return combinationHolds(node, (child) => itemCondition(child, item));
    case CONDITION.PRODUCT:
      return productCondition(node, item);
    default:
      return false;
  }
}

/**
 * Product\Found: is there (value 1) or is there no (value 0) line for which all (or any) of the
 * children hold? The children's own truth is taken as is (unlike a plain combination).
 */
function found(node: ConditionNode, items: readonly ItemFacts[]): boolean {
  const all = node.aggregator === 'all';
  const wanted = phpBool(node.value);
  let isFound = false;
  for (const item of items) {
    isFound = all;
    for (const child of node.conditions ?? []) {
      const validated = itemCondition(child, item);
      if ((all && !validated) || (!all && validated)) {
        isFound = validated;
        break;
      }
    }
    if (isFound) break;
  }
  return isFound === wanted;
}

/**
 * Product\Subselect: the total quantity (`qty`) or amount (`base_row_total`) of the lines matching
 * the children, compared with the value. As in Magento, the value also serves as the truth value
 * the children are matched against, and a subselection without children never holds.
 */
function subselect(node: ConditionNode, items: readonly ItemFacts[]): boolean {
  if (!node.conditions?.length) return false;
  let total = 0;
  for (const item of items) {
    if (combinationHolds(node, (child) => itemCondition(child, item))) total += Number(lineData(item, node.attribute ?? '') ?? 0) || 0;
  }
  return validateAttribute(node, total, 'string');
}

/** SalesRule\Model\Rule\Condition\Product::validate. */
function productCondition(node: ConditionNode, item: ItemFacts): boolean {
  const attribute = withoutScope(node.attribute);
  if (attribute === 'category_ids') return validateAttribute(node, [...item.category_ids], 'category');
  const value = productValue(item, attribute);
  // AbstractProduct::validate: a product without the attribute matches only "is undefined".
  if (value === null || value === undefined) return node.operator === '<=>';
  if (attribute === 'quote_item_price' && NUMERIC_OPERATORS.includes(node.operator ?? '')) {
    return validateAttribute({ ...node, value: localePrice(node.value) }, value, 'string');
  }
  return validateAttribute(node, value, attribute === 'attribute_set_id' ? 'select' : 'string');
}

const NUMERIC_OPERATORS = ['==', '!=', '>=', '>', '<=', '<', '()', '!()'];

/** `parent::sku` / `children::sku` name the same attribute; this platform's lines have no children. */
function withoutScope(attribute: string | null): string {
  const a = attribute ?? '';
  const i = a.indexOf('::');
  return i >= 0 ? a.slice(i + 2) : a;
}

function productValue(item: ItemFacts, attribute: string): unknown {
  switch (attribute) {
    case 'sku':
      return item.sku;
    case 'attribute_set_id':
      return item.attribute_set_id ?? item.attributes?.attribute_set_id ?? null;
    case 'quote_item_qty':
      return item.qty;
    case 'quote_item_price':
      return item.price;
    case 'quote_item_row_total':
      return item.row_total;
    default:
      return item.attributes?.[attribute] ?? null;
  }
}

/** Quote item data a subselection sums. */
function lineData(item: ItemFacts, attribute: string): unknown {
  switch (attribute) {
    case 'qty':
      return item.qty;
    case 'base_row_total':
    case 'row_total':
      return item.row_total;
    case 'price':
    case 'base_price':
      return item.price;
    default:
      return null;
  }
}

/** The en_US reading of a price typed with separators ("1,000.50"). */
function localePrice(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value.replace(/[^0-9.,-]/g, '').replace(/,/g, '');
  return cleaned === '' ? null : Number(cleaned);
}

function addressInputType(attribute: string | null): string {
  switch (attribute) {
    case 'base_subtotal':
    case 'base_subtotal_with_discount':
    case 'base_subtotal_total_incl_tax':
    case 'weight':
    case 'total_qty':
      return 'numeric';
    case 'shipping_method':
    case 'payment_method':
    case 'country_id':
    case 'region_id':
      return 'select';
    default:
      return 'string';
  }
}

// --- AbstractCondition::validateAttribute ------------------------------------------------------

const ARRAY_INPUT_TYPES = ['multiselect', 'grid', 'category'];

function isArrayOperatorType(operator: string | null, inputType: string): boolean {
  return operator === '()' || operator === '!()' || ARRAY_INPUT_TYPES.includes(inputType);
}

/** getValueParsed: a one-element list is its element; array operators split "a, b; c" into a list. */
function parsedValue(node: ConditionNode, inputType: string): unknown {
  let value = node.value;
  if (Array.isArray(value) && value.length === 1) value = value[0];
  if (!Array.isArray(value) && isArrayOperatorType(node.operator, inputType) && phpBool(value)) {
    value = phpString(value)
      .split(/\s*[,;]\s*/)
      .filter((s) => s !== '');
  }
  return value;
}

/** Category conditions read "is" / "is not" as "contains" / "does not contain" (AbstractProduct). */
function operatorForValidate(operator: string | null, inputType: string): string {
  if (inputType === 'category') {
    if (operator === '==') return '{}';
    if (operator === '!=') return '!{}';
  }
  return operator ?? '';
}

const NEGATED = new Set(['!=', '>', '<', '!{}', '!()']);

export function validateAttribute(node: ConditionNode, validated: unknown, inputType: string): boolean {
  if (validated !== null && typeof validated === 'object' && !Array.isArray(validated)) return false;
  const value = parsedValue(node, inputType);
  const option = operatorForValidate(node.operator, inputType);
  if (isArrayOperatorType(node.operator, inputType) !== Array.isArray(value)) return false;

  let result = false;
  switch (option) {
    case '==':
    case '!=':
      if (Array.isArray(value)) {
        if (!Array.isArray(validated)) return false;
        result = intersects(value, validated);
      } else if (Array.isArray(validated)) {
        result = validated.length === 1 && phpLooseEquals(validated[0], value);
      } else {
        result = compareValues(validated, value, true);
      }
      break;
    case '<=':
    case '>':
      if (!isScalar(validated)) return false;
      result = phpCompare(validated, value) <= 0;
      break;
    case '>=':
    case '<':
      if (!isScalar(validated)) return false;
      result = phpCompare(validated, value) >= 0;
      break;
    case '{}':
    case '!{}':
      if (isScalar(validated) && Array.isArray(value)) {
        const haystack = phpString(validated).toLowerCase();
        result = value.some((item) => haystack.includes(phpString(item).toLowerCase()));
      } else if (Array.isArray(value)) {
        if (!Array.isArray(validated)) return false;
        result = intersects(value, validated);
      } else if (Array.isArray(validated)) {
        result = validated.some((v) => phpLooseEquals(v, value));
      } else {
        result = compareValues(value, validated, false);
      }
      break;
    case '()':
    case '!()':
      if (Array.isArray(validated)) {
        result = intersects(validated, Array.isArray(value) ? value : [value]);
      } else {
        result = (Array.isArray(value) ? value : [value]).some((item) => compareValues(validated, item, true));
      }
      break;
  }
  return NEGATED.has(option) ? !result : result;
}

/** array_intersect is not empty: elements compared as strings. */
function intersects(a: readonly unknown[], b: readonly unknown[]): boolean {
  const set = new Set(b.map(phpString));
  return a.some((x) => set.has(phpString(x)));
}

/**
 * _compareValues: numbers numerically; otherwise case-insensitively, the whole string (strict) or
 * `value` containing `validated` as a substring (not strict).
 */
function compareValues(validated: unknown, value: unknown, strict: boolean): boolean {
  if (strict && isNumeric(validated) && isNumeric(value)) return Number(validated) === Number(value);
  const needle = phpString(validated).toLowerCase();
  const haystack = phpString(value).toLowerCase();
  return strict ? needle === haystack : haystack.includes(needle);
}
