export { salesRuleMigrations } from './migrations';
export { SalesRuleModule } from './sales-rule.module';
export { salesRuleRoutes } from './webapi';
export { DiscountCalculator } from './discount/discount-calculator';
export { SalesRuleUsage } from './discount/sales-rule-usage';
export { INVALID_COUPON } from './discount/discount-engine';
export type {
  CouponRejection,
  CouponResult,
  DiscountAddressInput,
  DiscountInput,
  DiscountItemInput,
  DiscountItemResult,
  DiscountResult,
  RuleDiscount,
  UsageInput,
} from './discount/types';
export { RuleRepository } from './services/rule-repository';
export { CouponRepository } from './services/coupon-repository';
export { CouponManagement } from './services/coupon-management';
