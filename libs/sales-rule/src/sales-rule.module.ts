import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { CustomerModule } from '@mercato/customer';
import { StoreModule } from '@mercato/store';
import { DiscountCalculator } from './discount/discount-calculator';
import { SalesRuleUsage } from './discount/sales-rule-usage';
import { CouponManagement } from './services/coupon-management';
import { CouponRepository } from './services/coupon-repository';
import { RuleRepository } from './services/rule-repository';
import { salesRuleRoutes } from './webapi';

/**
 * Magento_SalesRule: cart price rules and coupons (routes), and the discount calculator and usage
 * counters the cart and orders use (the quote and sales modules import this one).
 */
@WebApiRoutes(salesRuleRoutes)
@Module({
  imports: [StoreModule, CustomerModule],
  providers: [RuleRepository, CouponRepository, CouponManagement, DiscountCalculator, SalesRuleUsage],
  exports: [RuleRepository, CouponRepository, CouponManagement, DiscountCalculator, SalesRuleUsage],
})
export class SalesRuleModule {}
