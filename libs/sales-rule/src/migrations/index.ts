import { SalesRules1763800000055 } from './1763800000055-sales-rules';
import { SalesRuleCoupons1763800000056 } from './1763800000056-sales-rule-coupons';
import { SalesRuleUsage1763800000057 } from './1763800000057-sales-rule-usage';
import { SalesRuleNotifications1763800000493 } from './1763800000493-sales-rule-notifications';

export const salesRuleMigrations = [
  SalesRules1763800000055,
  SalesRuleCoupons1763800000056,
  SalesRuleUsage1763800000057,
  SalesRuleNotifications1763800000493,
];
