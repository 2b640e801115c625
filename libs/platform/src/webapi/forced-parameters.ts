import { Injectable } from '@nestjs/common';
import { RequestContext, UserType } from '../context/request-context';
import { AuthorizationException } from './errors';

export type ForcedValueResolver = (ctx: RequestContext) => Promise<unknown> | unknown;

/**
 * Magento's forced route parameters (webapi.xml `<parameter force="true">%customer_id%</parameter>`):
 * a route declares `force: { customerId: '%customer_id%' }` and the value comes from the caller,
 * whatever the request says. Values are named placeholders that domain libraries register
 * (`%cart_id%` by the quote lib); `%customer_id%` is the platform's own.
 */
@Injectable()
export class ForcedParameters {
  private readonly resolvers = new Map<string, ForcedValueResolver>([
    [
      '%customer_id%',
      (ctx) => {
        if (ctx.caller.type !== UserType.Customer || ctx.caller.id === null) throw AuthorizationException.forResources(['self']);
        return ctx.caller.id;
      },
    ],
  ]);

  register(placeholder: string, resolver: ForcedValueResolver): void {
    this.resolvers.set(placeholder, resolver);
  }

  /** Overwrites each forced argument of `input` with its value for this caller. */
  async apply(force: Record<string, string> | undefined, ctx: RequestContext, input: Record<string, unknown>): Promise<void> {
    if (!force) return;
    for (const [argument, placeholder] of Object.entries(force)) {
      const resolve = this.resolvers.get(placeholder);
      if (!resolve) throw new Error(`No resolver registered for forced parameter ${placeholder}`);
      input[argument] = await resolve(ctx);
    }
  }
}
