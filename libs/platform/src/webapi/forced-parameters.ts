import { Injectable, OnModuleInit } from '@nestjs/common';
import { RequestContext, UserType } from '../context/request-context';
import { AuthorizationException } from './errors';
import { Contributions, ExtensionPoint } from '../extension-point';

/** The caller's value for a placeholder, or `undefined` when this kind of caller has none. */
export type ForcedValueResolver = (ctx: RequestContext) => unknown;

/** A placeholder's resolver, answered by a domain library's method marked `@Extends(ForcedParameters)`. */
export interface ForcedParameter {
  placeholder: string;
  resolve: ForcedValueResolver;
}

/**
 * Magento's forced route parameters (webapi.xml `<parameter force="true">%customer_id%</parameter>`):
 * a route declares `force: { customerId: '%customer_id%' }` and the value comes from the caller,
 * whatever the request says. Values are named placeholders that domain libraries contribute
 * (`%cart_id%` by the quote lib); `%customer_id%` is the platform's own.
 */
@Injectable()
export class ForcedParameters implements OnModuleInit {
  private readonly resolvers = new ExtensionPoint<ForcedParameter>('Forced parameters', (r) => r.placeholder);

  constructor(private readonly contributions: Contributions) {
    this.resolvers.add({
      placeholder: '%customer_id%',
      resolve: (ctx) => (ctx.caller.type === UserType.Customer && ctx.caller.id !== null ? ctx.caller.id : undefined),
    });
  }

  onModuleInit(): void {
    this.contributions.addTo(this.resolvers, ForcedParameters);
  }

  /**
   * Overwrites each forced argument of `input` with its value for this caller. A caller without such
   * a value (a guest has no customer id) is refused, except on a route open to anonymous callers:
   * there the request's own value is read, and the service decides whether this caller may use it.
   */
  async apply(
    force: Record<string, string> | undefined,
    ctx: RequestContext,
    input: Record<string, unknown>,
    acl: readonly string[] = [],
  ): Promise<void> {
    if (!force) return;
    for (const [argument, placeholder] of Object.entries(force)) {
      const resolve = this.resolvers.get(placeholder)?.resolve;
      if (!resolve) throw new Error(`No resolver registered for forced parameter ${placeholder}`);
      const value = await resolve(ctx);
      if (value !== undefined) input[argument] = value;
      else if (!acl.includes('anonymous')) throw AuthorizationException.forResources(['self']);
    }
  }
}
