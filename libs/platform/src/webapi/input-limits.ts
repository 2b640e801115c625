import { Injectable } from '@nestjs/common';
import { ScopeConfig } from '../config/scope-config';
import { fieldsOf, interfaceOf } from './fields';
import { InputException } from './errors';
import { DeclaredRoute } from './registry';

/**
 * Magento's web API input limits (Stores › Configuration › Services › Web API › Input Limits), off
 * by default: when `webapi/validation/input_limit_enabled` is on, an array of data objects may hold
 * at most `complex_array_limit` items (a route may declare its own limit), a searchCriteria page
 * at most `maximum_page_size` rows, and a search without a page size gets `default_page_size`.
 */
@Injectable()
export class InputLimits {
  constructor(private readonly config: ScopeConfig) {}

  async apply(route: DeclaredRoute, raw: Record<string, unknown>): Promise<void> {
    if (!(await this.config.getFlag('webapi/validation/input_limit_enabled'))) return;
    const cls = route.definition.input;
    if (!cls) return;
    const max = route.definition.inputArraySizeLimit ?? (await this.config.getInt('webapi/validation/complex_array_limit', 20));
    checkArrays(cls, raw, max);
    // Only a method that takes searchCriteria has a page to limit (clients send `?searchCriteria=` to every GET).
    const sc = fieldsOf(cls).some((f) => f.name === 'searchCriteria') ? (raw.searchCriteria as Record<string, unknown> | undefined) : undefined;
    if (sc && typeof sc === 'object') {
      const maxPage = await this.config.getInt('webapi/validation/maximum_page_size', 300);
      if (sc.page_size === undefined || sc.page_size === null || sc.page_size === '') {
        sc.page_size = await this.config.getInt('webapi/validation/default_page_size', 20);
      } else if (Number(sc.page_size) > maxPage) {
        throw new InputException('Maximum SearchCriteria pageSize is %max', { max: maxPage });
      }
    }
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
