import { route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { TaxClassData, TaxClassIdInput, TaxClassSaveInput, TaxClassUpdateInput } from './dto/tax-class.input';
import { TaxRateData, TaxRateIdInput, TaxRateSaveInput } from './dto/tax-rate.input';
import { TaxRuleData, TaxRuleIdInput, TaxRuleSaveInput } from './dto/tax-rule.input';
import { TaxClassRepository } from './services/tax-class-repository';
import { TaxRateRepository } from './services/tax-rate-repository';
import { TaxRuleRepository } from './services/tax-rule-repository';

const API = 'Magento\\Tax\\Api\\';
const MANAGE_TAX = ['Magento_Tax::manage_tax'];

/** Magento_Tax's web API (etc/webapi.xml): tax rates, tax rules and tax classes. */
export const taxRoutes: RouteDefinition[] = [
  route({
    method: 'POST', path: '/V1/taxRates', contract: `${API}TaxRateRepositoryInterface::save`, acl: MANAGE_TAX,
    input: TaxRateSaveInput, output: TaxRateData, service: TaxRateRepository, handler: (s, ctx, i) => s.save(ctx, i.taxRate),
  }),
  route({
    method: 'GET', path: '/V1/taxRates/:rateId', contract: `${API}TaxRateRepositoryInterface::get`, acl: MANAGE_TAX,
    input: TaxRateIdInput, output: TaxRateData, service: TaxRateRepository, handler: (s, ctx, i) => s.get(ctx, i.rateId),
  }),
  route({
    method: 'PUT', path: '/V1/taxRates', contract: `${API}TaxRateRepositoryInterface::save`, acl: MANAGE_TAX,
    input: TaxRateSaveInput, output: TaxRateData, service: TaxRateRepository, handler: (s, ctx, i) => s.save(ctx, i.taxRate),
  }),
  route({
    method: 'DELETE', path: '/V1/taxRates/:rateId', contract: `${API}TaxRateRepositoryInterface::deleteById`, acl: MANAGE_TAX,
    input: TaxRateIdInput, output: 'bool', service: TaxRateRepository, handler: (s, ctx, i) => s.deleteById(ctx, i.rateId),
  }),
  route({
    method: 'GET', path: '/V1/taxRates/search', contract: `${API}TaxRateRepositoryInterface::getList`, acl: MANAGE_TAX,
    input: SearchCriteriaInput, output: searchResults(TaxRateData),
    service: TaxRateRepository, handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'POST', path: '/V1/taxRules', contract: `${API}TaxRuleRepositoryInterface::save`, acl: MANAGE_TAX,
    input: TaxRuleSaveInput, output: TaxRuleData, service: TaxRuleRepository, handler: (s, ctx, i) => s.save(ctx, i.rule),
  }),
  route({
    method: 'PUT', path: '/V1/taxRules', contract: `${API}TaxRuleRepositoryInterface::save`, acl: MANAGE_TAX,
    input: TaxRuleSaveInput, output: TaxRuleData, service: TaxRuleRepository, handler: (s, ctx, i) => s.save(ctx, i.rule),
  }),
  route({
    method: 'DELETE', path: '/V1/taxRules/:ruleId', contract: `${API}TaxRuleRepositoryInterface::deleteById`, acl: MANAGE_TAX,
    input: TaxRuleIdInput, output: 'bool', service: TaxRuleRepository, handler: (s, ctx, i) => s.deleteById(ctx, i.ruleId),
  }),
  route({
    method: 'GET', path: '/V1/taxRules/:ruleId', contract: `${API}TaxRuleRepositoryInterface::get`, acl: MANAGE_TAX,
    input: TaxRuleIdInput, output: TaxRuleData, service: TaxRuleRepository, handler: (s, ctx, i) => s.get(ctx, i.ruleId),
  }),
  route({
    method: 'GET', path: '/V1/taxRules/search', contract: `${API}TaxRuleRepositoryInterface::getList`, acl: MANAGE_TAX,
    input: SearchCriteriaInput, output: searchResults(TaxRuleData),
    service: TaxRuleRepository, handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'POST', path: '/V1/taxClasses', contract: `${API}TaxClassRepositoryInterface::save`, acl: MANAGE_TAX,
    input: TaxClassSaveInput, output: 'string', service: TaxClassRepository, handler: (s, ctx, i) => s.save(ctx, i.taxClass),
  }),
  route({
    method: 'GET', path: '/V1/taxClasses/:taxClassId', contract: `${API}TaxClassRepositoryInterface::get`, acl: MANAGE_TAX,
    input: TaxClassIdInput, output: TaxClassData, service: TaxClassRepository, handler: (s, ctx, i) => s.get(ctx, i.taxClassId),
  }),
  route({
    method: 'PUT', path: '/V1/taxClasses/:classId', contract: `${API}TaxClassRepositoryInterface::save`, acl: MANAGE_TAX,
    input: TaxClassUpdateInput, output: 'string', service: TaxClassRepository, handler: (s, ctx, i) => s.save(ctx, i.taxClass),
  }),
  route({
    method: 'DELETE', path: '/V1/taxClasses/:taxClassId', contract: `${API}TaxClassRepositoryInterface::deleteById`, acl: MANAGE_TAX,
    input: TaxClassIdInput, output: 'bool', service: TaxClassRepository, handler: (s, ctx, i) => s.deleteById(ctx, i.taxClassId),
  }),
  route({
    method: 'GET', path: '/V1/taxClasses/search', contract: `${API}TaxClassRepositoryInterface::getList`, acl: MANAGE_TAX,
    input: SearchCriteriaInput, output: searchResults(TaxClassData),
    service: TaxClassRepository, handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
];
