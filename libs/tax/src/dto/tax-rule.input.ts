import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Tax\\Api\\Data\\TaxRuleExtensionInterface')
export class TaxRuleExtensionInput {}

/** Magento\Tax\Api\Data\TaxRuleInterface; what is required is reported by the rule validator. */
@DataInterface('Magento\\Tax\\Api\\Data\\TaxRuleInterface')
export class TaxRuleData {
  @Field('int') id?: number | null;
  @Field('string') code?: string | null;
  @Field('int') priority?: number | null;
  @Field('int') position?: number | null;
  @Field('int', { array: true }) customer_tax_class_ids?: number[] | null;
  @Field('int', { array: true }) product_tax_class_ids?: number[] | null;
  @Field('int', { array: true }) tax_rate_ids?: number[] | null;
  @Field('bool') calculate_subtotal?: boolean | null;
  @Field(() => TaxRuleExtensionInput) extension_attributes?: TaxRuleExtensionInput;
}

/** POST and PUT /V1/taxRules (PUT names the rule by `rule.id`). */
export class TaxRuleSaveInput {
  @Field(() => TaxRuleData, { required: true }) rule: TaxRuleData;
}

export class TaxRuleIdInput {
  @Field('int', { required: true }) ruleId: number;
}
