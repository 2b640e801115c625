import { Inject, Injectable } from '@nestjs/common';
import { isIP } from 'node:net';
import { APP_CONFIG, AppConfig, ScopeConfig } from '@mercato/platform';

/**
 * Where the list of hosts a link or sample URL may point to is kept (core_config_data, default
 * scope): Magento keeps it as `downloadable_domains` in env.php and edits it with
 * `bin/magento downloadable:domains:add`. A comma- or space-separated list of host names.
 */
export const DOWNLOADABLE_DOMAINS_PATH = 'downloadable/domains';

/**
 * Magento's DomainValidator: the store later fetches a link's URL for the buyer, so only hosts the
 * operator named are accepted, and never an IP address (no requests into the private network).
 * Unset, the list holds the host of the store's own base URL, as Magento's installer seeds it.
 */
@Injectable()
export class DownloadableDomains {
  constructor(
    private readonly config: ScopeConfig,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  async isAllowed(url: string): Promise<boolean> {
    const host = hostOf(url);
    if (!host || isIP(host)) return false;
    return (await this.domains()).includes(host);
  }

  async domains(): Promise<string[]> {
    const configured = await this.config.get(DOWNLOADABLE_DOMAINS_PATH);
    if (configured === null) return [hostOf(this.app.baseUrl)].filter((h) => h !== '');
    return parseDomains(configured);
  }

  /** `downloadable:domains:add` (the CLI): adds hosts to the list; answers the new list. */
  async add(hosts: string[]): Promise<string[]> {
    const list = [...new Set([...(await this.domains()), ...parseDomains(hosts.join(' '))])];
    await this.config.set(DOWNLOADABLE_DOMAINS_PATH, list.join(','));
    return list;
  }

  /** `downloadable:domains:remove` (the CLI): removes hosts from the list; answers the new list. */
  async remove(hosts: string[]): Promise<string[]> {
    const gone = new Set(parseDomains(hosts.join(' ')));
    const list = (await this.domains()).filter((d) => !gone.has(d));
    await this.config.set(DOWNLOADABLE_DOMAINS_PATH, list.join(','));
    return list;
  }
}

function parseDomains(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((d) => d.trim().toLowerCase())
    .filter((d) => d !== '');
}

/** The URL's host, lower case, without the brackets of an IPv6 address; '' when it has none. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return '';
  }
}
