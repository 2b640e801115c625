import { Injectable } from '@nestjs/common';
import { Database, RequestContext } from '@mercato/platform';
import { CountryInformation, countryName, Directory } from '@mercato/directory';
import { StoreScopes } from '@mercato/store';

/** Magento's OptionInterface: a value, or nested options (store views under their website). */
export interface AttributeOption {
  label: string;
  value?: string;
  options?: AttributeOption[];
}

const SOURCE = 'Magento\\Customer\\Model\\Customer\\Attribute\\Source\\';
const ADDRESS_SOURCE = 'Magento\\Customer\\Model\\ResourceModel\\Address\\Attribute\\Source\\';
/** Magento indents store groups and store views with four no-break spaces in these lists. */
const INDENT = '\u00a0'.repeat(4);

/**
 * The options an attribute's source model gives (Magento's getAllOptions of each source model
 * the customer attributes use), computed from the current data as Magento does.
 */
@Injectable()
export class AttributeOptions {
  constructor(
    private readonly ds: Database,
    private readonly scopes: StoreScopes,
    private readonly directory: Directory,
    private readonly countries: CountryInformation,
  ) {}

  /** Magento's usesSource(): select and multiselect inputs, and any attribute with a source model. */
  usesSource(input: string, sourceModel: string | null): boolean {
    return input === 'select' || input === 'multiselect' || !!sourceModel;
  }

  async options(ctx: RequestContext, attributeId: number, sourceModel: string | null): Promise<AttributeOption[]> {
    switch (sourceModel) {
      case SOURCE + 'Website':
        return this.websites();
      case SOURCE + 'Store':
        return this.storeTree();
      case SOURCE + 'Group':
        return this.loggedInGroups();
      case ADDRESS_SOURCE + 'Country':
      case ADDRESS_SOURCE + 'CountryWithWebsites':
        return this.allowedCountries(ctx);
      case ADDRESS_SOURCE + 'Region':
        return this.regions();
      default:
        return this.table(attributeId);
    }
  }

  /** Option table (gender): a blank first option, then the options by position. */
  private async table(attributeId: number): Promise<AttributeOption[]> {
    const rows: { option_id: number; value: string }[] = await this.ds.query(
      `SELECT option_id, value FROM customer_eav_attribute_option WHERE attribute_id = $1 ORDER BY sort_order, option_id`,
      [attributeId],
    );
    return [{ label: ' ', value: '' }, ...rows.map((r) => ({ label: r.value, value: String(r.option_id) }))];
  }

  private async websites(): Promise<AttributeOption[]> {
    return (await this.scopes.websites()).map((w) => ({ label: w.name, value: String(w.id) }));
  }

  /** Every group but NOT LOGGED IN (Magento's getLoggedInGroups). */
  private async loggedInGroups(): Promise<AttributeOption[]> {
    const rows: { id: number; code: string }[] = await this.ds.query(
      `SELECT customer_group_id AS id, customer_group_code AS code FROM customer_group WHERE customer_group_id NOT IN (0, 32000)
       ORDER BY customer_group_id`,
    );
    return rows.map((g) => ({ label: g.code, value: String(g.id) }));
  }

  /** Websites, each followed by its store groups with their store views (System\Store::getStoreValuesForForm). */
  private async storeTree(): Promise<AttributeOption[]> {
    const { websites, groups, stores } = await this.scopes.tree();
    const out: AttributeOption[] = [];
    for (const w of websites) {
      let shown = false;
      for (const g of groups.filter((x) => x.parentId === w.id)) {
        const views = stores.filter((s) => s.parentId === g.id);
        if (!views.length) continue;
        if (!shown) out.push({ label: w.name, options: [] });
        shown = true;
        out.push({ label: INDENT + g.name, options: views.map((s) => ({ label: INDENT + s.name, value: String(s.id) })) });
      }
    }
    return out;
  }

  /** Allowed countries by name in the store's locale, after a blank option. */
  private async allowedCountries(ctx: RequestContext): Promise<AttributeOption[]> {
    const { countries, locale } = await this.countries.allowed(ctx);
    const collator = new Intl.Collator(locale.replace('_', '-'));
    const named = countries.map((c) => ({ label: countryName(c.country_id, locale), value: c.country_id }));
    named.sort((a, b) => collator.compare(a.label, b.label));
    return [{ label: ' ', value: '' }, ...named];
  }

  private async regions(): Promise<AttributeOption[]> {
    const regions = await this.directory.allRegions();
    return [
      { label: 'Please select a region, state or province.', value: '' },
      ...regions.map((r) => ({ label: r.name, value: String(r.region_id) })),
    ];
  }
}
