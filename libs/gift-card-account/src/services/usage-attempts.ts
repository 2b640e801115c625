import { Injectable } from '@nestjs/common';
import { CustomerLookup } from '@mercato/customer';
import { Database, LocalizedException, RequestContext, UserType } from '@mercato/platform';
import { ScopedConfig } from '@mercato/store';
import { MESSAGES } from './messages';

/** Magento's captcha form id for gift card code requests. */
const FORM = 'gift_code_request';
/** Magento_Captcha's config.xml defaults: the gift card form is not among the captcha's forms. */
const DEFAULTS = {
  'customer/captcha/enable': '1',
  'customer/captcha/forms': 'user_forgotpassword,user_login',
  'customer/captcha/failed_attempts_login': '3',
};

/**
 * The "too many attempts" guard of Magento's UsageAttemptsManager: once the captcha covers the gift
 * card code form (`customer/captcha/forms` lists `gift_code_request`), a customer who asked for
 * `failed_attempts_login` codes that do not exist is refused (web API requests cannot answer a
 * captcha, so Magento forces its "after failures" mode). Failures count for 30 minutes, the age at
 * which Magento's cron deletes captcha log rows. Guests are counted by IP address in Magento; the
 * request context carries none, so guests are not limited here.
 */
@Injectable()
export class UsageAttempts {
  constructor(
    private readonly ds: Database,
    private readonly config: ScopedConfig,
    private readonly customers: CustomerLookup,
  ) {}

  /** Before a code is used: logs a request for a code that does not exist, refuses a caller over the limit. */
  async attempt(ctx: RequestContext, found: boolean): Promise<void> {
    if (ctx.caller.type !== UserType.Customer || ctx.caller.id === null) return;
    const c = await this.config.values({ storeId: ctx.store.storeId, websiteId: ctx.store.websiteId }, DEFAULTS);
    const forms = (c['customer/captcha/forms'] ?? '').split(',').map((f) => f.trim());
    if (c['customer/captcha/enable'] !== '1' || !forms.includes(FORM)) return;
    const limit = Number(c['customer/captcha/failed_attempts_login']) || 0;
    const login = (await this.customers.contacts([ctx.caller.id])).get(ctx.caller.id)?.email ?? null;
    // Logged outside the request's transaction: a refused request must still count.
    const [row]: { login: string | null; failures: number }[] = await this.ds.outsideTransaction(() =>
      this.ds.query(
        `WITH who AS (SELECT $1::text AS login WHERE $1::text IS NOT NULL),
         logged AS (
           INSERT INTO magento_giftcardaccount_attempt (login) SELECT login FROM who WHERE NOT $2::boolean RETURNING attempt_id
         ),
         -- Magento's cron drops captcha log rows after 30 minutes; here the caller's own old rows go as they are read.
         purged AS (
           DELETE FROM magento_giftcardaccount_attempt a USING who WHERE a.login = who.login
           AND a.attempted_at <= now() - interval '30 minutes'
         )
         SELECT (SELECT login FROM who) AS login,
           (SELECT count(*)::int FROM magento_giftcardaccount_attempt a, who
            WHERE a.login = who.login AND a.attempted_at > now() - interval '30 minutes') AS failures`,
        [login, found],
      ),
    );
    // As Magento decides before it logs this request: the failures before it count.
    if (row?.login && limit > 0 && row.failures >= limit) throw new LocalizedException(MESSAGES.tooManyAttempts);
  }
}
