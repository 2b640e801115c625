import { RequestContext } from '@mercato/platform';
import { ReadScope } from './downloadable-reader';

/** Where titles (store view) and prices (website) of a write go; store 0 / website 0 when global. */
export interface WriteScope {
  global: boolean;
  storeId: number;
  websiteId: number;
}

/**
 * Content goes to the default scope when the caller asks for it (isGlobalScopeContent, Magento's
 * default) or when the request names no store view of its own (store 0, `/rest/all`); otherwise
 * titles go to the request's store view and prices to its website.
 */
export function writeScope(ctx: RequestContext, global: boolean): WriteScope {
  if (global || ctx.store.storeId === 0) return { global: true, storeId: 0, websiteId: 0 };
  return { global: false, storeId: ctx.store.storeId, websiteId: ctx.store.websiteId };
}

export function readScope(ctx: RequestContext): ReadScope {
  return { storeId: ctx.store.storeId, websiteId: ctx.store.websiteId };
}
