import { DataInterface, Field } from '@mercato/platform';

const API = 'Magento\\SalesRule\\Api\\Data\\';

@DataInterface(`${API}ConditionExtensionInterface`)
export class ConditionExtensionInput {}

/**
 * Magento\SalesRule\Api\Data\ConditionInterface: one node of a condition tree. Combinations carry
 * `aggregator_type` (all|any), a truth `value` and child `conditions`; leaves an `attribute_name`,
 * an `operator` and a `value`.
 */
@DataInterface(`${API}ConditionInterface`)
export class ConditionInput {
  @Field('string') condition_type?: string | null;
  @Field(() => ConditionInput, { array: true }) conditions?: ConditionInput[] | null;
  @Field('string') aggregator_type?: string | null;
  @Field('string') operator?: string | null;
  @Field('string') attribute_name?: string | null;
  @Field('mixed') value?: unknown;
  @Field(() => ConditionExtensionInput) extension_attributes?: ConditionExtensionInput | null;
}

@DataInterface(`${API}RuleLabelExtensionInterface`)
export class RuleLabelExtensionInput {}

@DataInterface(`${API}RuleLabelInterface`)
export class RuleLabelInput {
  @Field('int') store_id?: number | null;
  @Field('string') store_label?: string | null;
  @Field(() => RuleLabelExtensionInput) extension_attributes?: RuleLabelExtensionInput | null;
}

/** The open-source edition declares no rule extension attributes; any given is refused. */
@DataInterface(`${API}RuleExtensionInterface`)
export class RuleExtensionInput {}

/** Magento\SalesRule\Api\Data\RuleInterface. Requiredness is checked by the rule validation, as Magento does. */
@DataInterface(`${API}RuleInterface`)
export class RuleInput {
  @Field('int') rule_id?: number | null;
  @Field('string') name?: string | null;
  @Field(() => RuleLabelInput, { array: true }) store_labels?: RuleLabelInput[] | null;
  @Field('string') description?: string | null;
  @Field('int', { array: true }) website_ids?: number[] | null;
  @Field('int', { array: true }) customer_group_ids?: number[] | null;
  @Field('string') from_date?: string | null;
  @Field('string') to_date?: string | null;
  @Field('int') uses_per_customer?: number | null;
  @Field('bool') is_active?: boolean | null;
  @Field(() => ConditionInput) condition?: ConditionInput | null;
  @Field(() => ConditionInput) action_condition?: ConditionInput | null;
  @Field('bool') stop_rules_processing?: boolean | null;
  @Field('bool') is_advanced?: boolean | null;
  @Field('int', { array: true }) product_ids?: number[] | null;
  @Field('int') sort_order?: number | null;
  @Field('string') simple_action?: string | null;
  @Field('float') discount_amount?: number | null;
  @Field('float') discount_qty?: number | null;
  @Field('int') discount_step?: number | null;
  @Field('bool') apply_to_shipping?: boolean | null;
  @Field('int') times_used?: number | null;
  @Field('bool') is_rss?: boolean | null;
  @Field('string') coupon_type?: string | null;
  @Field('bool') use_auto_generation?: boolean | null;
  @Field('int') uses_per_coupon?: number | null;
  @Field('string') simple_free_shipping?: string | null;
  @Field(() => RuleExtensionInput) extension_attributes?: RuleExtensionInput | null;
}

/** POST /V1/salesRules */
export class RuleSaveInput {
  @Field(() => RuleInput, { required: true }) rule: RuleInput;
}

/** PUT /V1/salesRules/:ruleId (the path id overrides `rule.rule_id`). */
export class RuleUpdateInput extends RuleSaveInput {
  @Field('int', { required: true, carriedBy: 'rule.rule_id' }) ruleId: number;
}

export class RuleIdInput {
  @Field('int', { required: true }) ruleId: number;
}
