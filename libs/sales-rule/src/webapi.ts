import { route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import {
  CouponDeleteByCodesInput,
  CouponDeleteByIdsInput,
  CouponGenerateInput,
  CouponIdInput,
  CouponInput,
  CouponMassDeleteResultData,
  CouponSaveInput,
  CouponUpdateInput,
} from './dto/coupon.input';
import { RuleIdInput, RuleInput, RuleSaveInput, RuleUpdateInput } from './dto/rule.input';
import { CouponManagement } from './services/coupon-management';
import { CouponRepository } from './services/coupon-repository';
import { RuleRepository } from './services/rule-repository';

const ACL = ['Magento_SalesRule::quote'];
const API = 'Magento\\SalesRule\\Api\\';

/** Magento_SalesRule's web API routes: cart price rules, coupons and coupon management. */
export const salesRuleRoutes: RouteDefinition[] = [
  route({
    method: 'GET', path: '/V1/salesRules/:ruleId', contract: `${API}RuleRepositoryInterface::getById`, acl: ACL,
    input: RuleIdInput, output: RuleInput, service: RuleRepository, handler: (s, ctx, i) => s.getById(ctx, i.ruleId),
  }),
  route({
    method: 'GET', path: '/V1/salesRules/search', contract: `${API}RuleRepositoryInterface::getList`, acl: ACL,
    input: SearchCriteriaInput, output: searchResults(RuleInput),
    service: RuleRepository, handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'POST', path: '/V1/salesRules', contract: `${API}RuleRepositoryInterface::save`, acl: ACL,
    input: RuleSaveInput, output: RuleInput, service: RuleRepository, handler: (s, ctx, i) => s.save(ctx, i.rule),
  }),
  route({
    method: 'PUT', path: '/V1/salesRules/:ruleId', contract: `${API}RuleRepositoryInterface::save`, acl: ACL,
    input: RuleUpdateInput, output: RuleInput, service: RuleRepository, handler: (s, ctx, i) => s.save(ctx, i.rule),
  }),
  route({
    method: 'DELETE', path: '/V1/salesRules/:ruleId', contract: `${API}RuleRepositoryInterface::deleteById`, acl: ACL,
    input: RuleIdInput, output: 'bool', service: RuleRepository, handler: (s, ctx, i) => s.deleteById(ctx, i.ruleId),
  }),
  route({
    method: 'GET', path: '/V1/coupons/:couponId', contract: `${API}CouponRepositoryInterface::getById`, acl: ACL,
    input: CouponIdInput, output: CouponInput, service: CouponRepository, handler: (s, ctx, i) => s.getById(ctx, i.couponId),
  }),
  route({
    method: 'GET', path: '/V1/coupons/search', contract: `${API}CouponRepositoryInterface::getList`, acl: ACL,
    input: SearchCriteriaInput, output: searchResults(CouponInput),
    service: CouponRepository, handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'POST', path: '/V1/coupons', contract: `${API}CouponRepositoryInterface::save`, acl: ACL,
    input: CouponSaveInput, output: CouponInput, service: CouponRepository, handler: (s, ctx, i) => s.save(ctx, i.coupon),
  }),
  route({
    method: 'PUT', path: '/V1/coupons/:couponId', contract: `${API}CouponRepositoryInterface::save`, acl: ACL,
    input: CouponUpdateInput, output: CouponInput, service: CouponRepository, handler: (s, ctx, i) => s.save(ctx, i.coupon),
  }),
  route({
    method: 'DELETE', path: '/V1/coupons/:couponId', contract: `${API}CouponRepositoryInterface::deleteById`, acl: ACL,
    input: CouponIdInput, output: 'bool', service: CouponRepository, handler: (s, ctx, i) => s.deleteById(ctx, i.couponId),
  }),
  route({
    method: 'POST', path: '/V1/coupons/generate', contract: `${API}CouponManagementInterface::generate`, acl: ACL,
    input: CouponGenerateInput, output: ['string'], service: CouponManagement, handler: (s, ctx, i) => s.generate(ctx, i.couponSpec),
  }),
  route({
    method: 'POST', path: '/V1/coupons/deleteByIds', contract: `${API}CouponManagementInterface::deleteByIds`, acl: ACL,
    input: CouponDeleteByIdsInput, output: CouponMassDeleteResultData,
    service: CouponManagement, handler: (s, ctx, i) => s.deleteByIds(ctx, i.ids, i.ignoreInvalidCoupons ?? true),
  }),
  route({
    method: 'POST', path: '/V1/coupons/deleteByCodes', contract: `${API}CouponManagementInterface::deleteByCodes`, acl: ACL,
    input: CouponDeleteByCodesInput, output: CouponMassDeleteResultData,
    service: CouponManagement, handler: (s, ctx, i) => s.deleteByCodes(ctx, i.codes, i.ignoreInvalidCoupons ?? true),
  }),
];
