import { Injectable } from '@nestjs/common';
import { NoSuchEntityException, RequestContext } from '@mercato/platform';
import { ScopedConfig } from '@mercato/store';
import { CountryRow, Directory } from './directory';

export const ALLOWED_COUNTRIES_PATH = 'general/country/allow';
export const LOCALE_PATH = 'general/locale/code';

/**
 * Magento's CountryInformationAcquirer: the countries allowed in the store of the URL
 * (`general/country/allow`, every country by default), named in the store's locale and in
 * English, each with its regions when Magento ships any.
 */
@Injectable()
export class CountryInformation {
  constructor(
    private readonly directory: Directory,
    private readonly config: ScopedConfig,
  ) {}

  async getCountriesInfo(ctx: RequestContext): Promise<Record<string, unknown>[]> {
    const { countries, locale } = await this.allowed(ctx);
    return Promise.all(countries.map((c) => this.info(c, locale)));
  }

  async getCountryInfo(ctx: RequestContext, countryId: string): Promise<Record<string, unknown>> {
    const { countries, locale } = await this.allowed(ctx);
    const country = countries.find((c) => c.country_id === countryId);
    if (!country) throw new NoSuchEntityException('Requested country is not available.');
    return this.info(country, locale);
  }

  /** Allowed countries of a store, in code order (the order of Magento's country table). */
  async allowed(ctx: RequestContext): Promise<{ countries: CountryRow[]; locale: string }> {
    const c = await this.config.values(ctx.store, { [ALLOWED_COUNTRIES_PATH]: null, [LOCALE_PATH]: 'en_US' });
    const all = await this.directory.countries();
    const allow = c[ALLOWED_COUNTRIES_PATH];
    const wanted = allow === null ? null : new Set(allow.split(',').map((s) => s.trim()));
    return { countries: wanted ? all.filter((x) => wanted.has(x.country_id)) : all, locale: c[LOCALE_PATH] ?? 'en_US' };
  }

  private async info(country: CountryRow, locale: string): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {
      id: country.country_id,
      two_letter_abbreviation: country.iso2_code,
      three_letter_abbreviation: country.iso3_code,
      full_name_locale: countryName(country.country_id, locale),
      full_name_english: countryName(country.country_id, 'en_US'),
    };
    const regions = await this.directory.regionsOf(country.country_id);
    if (regions.length) out.available_regions = regions.map((r) => ({ id: r.region_id, code: r.code, name: r.name }));
    return out;
  }
}

const names = new Map<string, Intl.DisplayNames>();

/** A country's name in a Magento locale (`en_US`), from CLDR as Magento's PHP intl gives it. */
export function countryName(countryId: string, locale: string): string {
  let display = names.get(locale);
  if (!display) {
    try {
      display = new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region', fallback: 'code' });
    } catch {
      display = new Intl.DisplayNames(['en-US'], { type: 'region', fallback: 'code' });
    }
    names.set(locale, display);
  }
  try {
    return display.of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}
