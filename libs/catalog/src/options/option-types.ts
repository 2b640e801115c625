/**
 * Magento's custom option types (Catalog etc/product_options.xml): each input type belongs to a
 * group, and the group decides what an option carries. Select-group options carry values, each
 * with its own price; the others carry one price of their own.
 */
export type OptionGroup = 'text' | 'file' | 'select' | 'date';

interface OptionTypeDefinition {
  code: string;
  label: string;
  group: OptionGroup;
}

const GROUP_LABELS: Record<OptionGroup, string> = { text: 'Text', file: 'File', select: 'Select', date: 'Date' };

/** In product_options.xml order: Text, File, Select, Date. */
export const OPTION_TYPES: readonly OptionTypeDefinition[] = [
  { code: 'field', label: 'Field', group: 'text' },
  { code: 'area', label: 'Area', group: 'text' },
  { code: 'file', label: 'File', group: 'file' },
  { code: 'drop_down', label: 'Drop-down', group: 'select' },
  { code: 'radio', label: 'Radio Buttons', group: 'select' },
  { code: 'checkbox', label: 'Checkbox', group: 'select' },
  { code: 'multiple', label: 'Multiple Select', group: 'select' },
  { code: 'date', label: 'Date', group: 'date' },
  { code: 'date_time', label: 'Date & Time', group: 'date' },
  { code: 'time', label: 'Time', group: 'date' },
];

/** Magento\Catalog\Model\Config\Source\Product\Options\Price. */
export const PRICE_TYPES: readonly string[] = ['fixed', 'percent'];

const GROUP_OF = new Map(OPTION_TYPES.map((t) => [t.code, t.group]));

/** The group of a type; undefined for a type Magento does not know. */
export function groupOf(type: unknown): OptionGroup | undefined {
  return typeof type === 'string' ? GROUP_OF.get(type) : undefined;
}

export const isSelectType = (type: unknown): boolean => groupOf(type) === 'select';

/** ProductCustomOptionTypeInterface items, as GET /V1/products/options/types answers them. */
export function optionTypeItems(): { label: string; code: string; group: string }[] {
  return OPTION_TYPES.map((t) => ({ label: t.label, code: t.code, group: GROUP_LABELS[t.group] }));
}
