import { Injectable } from '@nestjs/common';
import { ScopeConfig } from '../config/scope-config';
import { Caller, UserType } from '../context/request-context';
import { fieldsOf, interfaceOf } from './fields';
import { InputException } from './errors';
import { DeclaredRoute } from './registry';

/** How many requests one bulk may carry, per kind of caller (`webapi/validation/bulk_item_limit_<kind>`). */
const BULK_ITEM_LIMITS: Record<UserType, [string, number]> = {
  [UserType.Guest]: ['webapi/validation/bulk_item_limit_guest', 20],
  [UserType.Customer]: ['webapi/validation/bulk_item_limit_customer', 100],
  [UserType.Integration]: ['webapi/validation/bulk_item_limit_integration', 100_000],
  [UserType.Admin]: ['webapi/validation/bulk_item_limit_admin', 100_000],
};

/**
 * Limits on what one request may ask for, checked before any work is done.
 *
 * Magento's web API input limits (Stores › Configuration › Services › Web API › Input Limits), off
 * by default as in Magento 2.4.6: when `webapi/validation/input_limit_enabled` is on, an array of
 * data objects may hold at most `complex_array_limit` items (a route may declare its own limit), and
 * a search without a page size gets `default_page_size`.
 *
 * Always on, so that no request can ask for unbounded work: a page size above
 * `webapi/validation/maximum_page_size` (300) is refused with Magento's message; a search of a
 * table that grows without end gets that many rows when it names no page size; and a bulk carries
 * at most as many requests as its caller's kind may send (guests 20, customers 100, administrators
 * and integrations 100,000 by default).
 */
@Injectable()
export class InputLimits {
  constructor(private readonly config: ScopeConfig) {}

  /** The number of requests in one bulk, for this caller. */
  async bulk(route: DeclaredRoute, caller: Caller, count: number): Promise<void> {
    const [path, fallback] = BULK_ITEM_LIMITS[caller.type];
    const max = await this.config.getInt(path, fallback);
    if (count > max) {
      const type = route.definition.input ? '\\' + interfaceOf(route.definition.input) : 'array';
      throw new InputException('Maximum items of type "%type" is %max', { type, max });
    }
  }

  async apply(route: DeclaredRoute, raw: Record<string, unknown>): Promise<void> {
    const cls = route.definition.input;
    if (!cls) return;
    const { enabled, complexArrayLimit, maxPage, defaultPage } = await this.settings();
    if (enabled) {
      const max = route.definition.inputArraySizeLimit ?? complexArrayLimit;
      checkArrays(cls, raw, max);
    }
    // Only a method that takes searchCriteria has a page to limit (clients send `?searchCriteria=` to every GET).
    if (!fieldsOf(cls).some((f) => f.name === 'searchCriteria')) return;
    if (raw.searchCriteria === undefined || raw.searchCriteria === null || raw.searchCriteria === '') {
      if (!enabled && !route.definition.growsWithoutBound) return;
      raw.searchCriteria = {};
    }
    const sc = raw.searchCriteria;
    if (typeof sc !== 'object' || Array.isArray(sc)) return;
    const criteria = sc as Record<string, unknown>;
    const size = criteria.page_size ?? criteria.pageSize;
    if (size === undefined || size === null || size === '') {
      if (enabled) criteria.page_size = defaultPage;
      else if (route.definition.growsWithoutBound) criteria.page_size = maxPage;
    } else if (Number(size) > maxPage) {
      throw new InputException('Maximum SearchCriteria pageSize is %max', { max: maxPage });
    }
  }

  /** `webapi/validation/*`, read once per configuration version: every request with a body asks. */
  private settings() {
    return this.config.derive('webapi-input-limits', (config) => ({
      enabled: config.flag('webapi/validation/input_limit_enabled'),
      complexArrayLimit: config.int('webapi/validation/complex_array_limit', 20),
      maxPage: config.int('webapi/validation/maximum_page_size', 300),
      defaultPage: config.int('webapi/validation/default_page_size', 20),
    }));
  }
}

function checkArrays(cls: Function, raw: unknown, max: number): void {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return;
  for (const f of fieldsOf(cls)) {
    if (typeof f.type !== 'function') continue;
    const value = (raw as Record<string, unknown>)[f.name];
    const child = f.type();
    if (f.array && Array.isArray(value)) {
      if (value.length > max) {
        throw new InputException('Maximum items of type "%type" is %max', { type: '\\' + interfaceOf(child), max });
      }
      for (const item of value) checkArrays(child, item, max);
    } else {
      checkArrays(child, value, max);
    }
  }
}
