import { SalesRuleCoupon } from './coupon.entity';
import { SalesRuleCouponUsage } from './coupon-usage.entity';
import { SalesRule } from './rule.entity';
import { SalesRuleCustomer } from './rule-customer.entity';
import { SalesRuleCustomerGroup } from './rule-customer-group.entity';
import { SalesRuleLabel } from './rule-label.entity';
import { SalesRuleWebsite } from './rule-website.entity';

export { SalesRule, SalesRuleCoupon, SalesRuleCouponUsage, SalesRuleCustomer, SalesRuleCustomerGroup, SalesRuleLabel, SalesRuleWebsite };
export const salesRuleEntities = [
  SalesRule,
  SalesRuleWebsite,
  SalesRuleCustomerGroup,
  SalesRuleLabel,
  SalesRuleCoupon,
  SalesRuleCustomer,
  SalesRuleCouponUsage,
];
