import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { MarketplaceError } from '../http/errors';
import { SessionService } from './session-service';

interface AccountRow {
  mage_id: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  username: string;
  last_logged_in: string | null;
  created_at: string;
  updated_at: string;
}

const emptySocialMedia = () => ({ twitter: null, stackexchange_url: null, facebook_url: null, linkedin_url: null, github_username: null });

/**
 * `GET /rest/v1/users/:mage_id`: the developer profile with Adobe's field list. What we know comes
 * from the administrator behind the account (names, e-mail, user name as screen name) and the
 * account's own times; everything else has its empty value (null, false, [] or a default).
 */
@Injectable()
export class ProfileService {
  constructor(
    private readonly ds: Database,
    private readonly sessions: SessionService,
  ) {}

  async read(ust: string | null, mageId: string, style: string | null): Promise<Record<string, unknown>> {
    const session = await this.sessions.resolve(ust);
    if (session.mage_id !== mageId) throw new MarketplaceError('FORBIDDEN');
    const [row]: AccountRow[] = await this.ds.query(
      `SELECT acc.mage_id, u.firstname, u.lastname, u.email, u.username,
              to_char(acc.last_logged_in, 'YYYY-MM-DD HH24:MI:SS') AS last_logged_in,
              to_char(acc.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at,
              to_char(acc.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at
       FROM marketplace_account acc JOIN admin_user u ON u.user_id = acc.user_id
       WHERE acc.user_id = $1`,
      [session.user_id],
    );
    if (!row) throw new MarketplaceError('INVALID_TOKEN');
    const summary = {
      mage_id: row.mage_id,
      adobe_user_id: null,
      first_name: row.firstname,
      last_name: row.lastname,
      email: row.email,
      screen_name: row.username,
      has_completed_profile: false,
      has_accepted_tos: false,
      profile_image_artifact: {
        file_upload_id: null,
        filename: null,
        content_type: null,
        url: null,
        size: null,
        file_hash: null,
        malware_status: null,
      },
    };
    if (style === 'summary') return summary;
    return {
      ...summary,
      send_newsletter: false,
      tos_accepted_version: null,
      tos_accepted_date: null,
      is_company: false,
      vendor_name: null,
      partner_level: null,
      locale: 'en_US',
      timezone: 'UTC',
      payment_type: null,
      payment_info: null,
      taxpayer_type: null,
      tax_review_status: null,
      tax_withhold_percent: null,
      extension_share_percent: null,
      theme_share_percent: null,
      install_share_percent: null,
      support_share_percent: null,
      privacy_policy_url: null,
      api_callbacks: [],
      personal_profile: {
        bio: null,
        last_logged_in: row.last_logged_in,
        created_at: row.created_at,
        modified_at: row.updated_at,
        social_media_info: emptySocialMedia(),
        addresses: [],
      },
      company_profile: {
        name: null,
        bio: null,
        website_url: null,
        primary_email: null,
        support_email: null,
        created_at: null,
        modified_at: null,
        social_media_info: emptySocialMedia(),
        addresses: [],
      },
      organizations: [],
    };
  }
}
