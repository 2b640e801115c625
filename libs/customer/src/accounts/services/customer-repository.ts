import { Injectable } from '@nestjs/common';
import {
  Database,
  echoCriteria,
  InputException,
  LocalizedException,
  NoSuchEntityException,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchFieldMap,
  SearchResults,
} from '@mercato/platform';
import { CustomerGroups } from '../../services/customer-groups';
import { CustomerData } from '../dto/customer.input';
import { AddressPlans } from './address-plans';
import { CustomerRecords, CustomerRow, CustomerValues, DuplicateEmail } from './customer-records';
import { presentCustomer } from './customer-presenter';
import { assertValidCustomer, normaliseDate } from './customer-validator';

export const DUPLICATE_EMAIL = 'A customer with the same email address already exists in an associated website.';
export const EMAIL_MISSING = 'The customer email is missing. Enter and try again.';

/**
 * Magento\Customer\Api\CustomerRepositoryInterface: read, search, save and delete customers.
 *
 * A save replaces what it is given and keeps the rest, as Magento's does: names, e-mail address and
 * website are validated as sent (they must be sent), optional fields not sent keep their values,
 * `addresses` when sent is the customer's whole address book. A customer saving their own account
 * (`/V1/customers/me`) keeps their group, website and store: Magento forces them from the token.
 */
@Injectable()
export class CustomerRepository {
  constructor(
    private readonly ds: Database,
    private readonly records: CustomerRecords,
    private readonly groups: CustomerGroups,
    private readonly addresses: AddressPlans,
  ) {}

  async getById(_ctx: RequestContext, customerId: number): Promise<Record<string, unknown>> {
    const row = await this.require(customerId);
    return this.present(row);
  }

  async present(row: CustomerRow): Promise<Record<string, unknown>> {
    const addresses = await this.records.addressesOf([row.entity_id]);
    return presentCustomer(row, addresses.get(row.entity_id) ?? []);
  }

  /** The account, or Magento's 404 for `customerId`. */
  async require(customerId: number): Promise<CustomerRow> {
    const row = await this.records.byId(customerId);
    if (!row) throw NoSuchEntityException.singleField('customerId', customerId);
    return row;
  }

  /** By e-mail in a website (0: any), or Magento's 404 naming both. */
  async requireByEmail(email: string, websiteId: number): Promise<CustomerRow> {
    const row = await this.records.byEmail(email, websiteId);
    if (!row) {
      throw new NoSuchEntityException('No such entity with %fieldName = %fieldValue, %field2Name = %field2Value', {
        fieldName: 'email',
        fieldValue: email,
        field2Name: 'websiteId',
        field2Value: websiteId,
      });
    }
    return row;
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<Record<string, unknown>>> {
    const { rows, total } = await runSearch<CustomerRow>(this.ds, criteria, {
      select: CustomerRecords.COLUMNS,
      from: 'customer_entity c',
      fields: SEARCH_FIELDS,
      defaultOrder: 'c.entity_id ASC',
    });
    const addresses = await this.records.addressesOf(rows.map((r) => r.entity_id));
    return {
      items: rows.map((r) => presentCustomer(r, addresses.get(r.entity_id) ?? [])),
      search_criteria: echoCriteria(criteria),
      total_count: total,
    };
  }

  async save(
    ctx: RequestContext,
    customerId: number,
    data: CustomerData,
    passwordHash: string | null,
    self = false,
  ): Promise<Record<string, unknown>> {
    const prev = await this.require(customerId);
    if (!self) await this.assertGroup(data.group_id);
    const keep = <T>(given: T | null | undefined, stored: T | null): T | null => (given !== undefined && given !== null ? given : stored);
    const values: CustomerValues = {
      website_id: self ? prev.website_id : (data.website_id ?? (null as unknown as number)),
      store_id: self ? prev.store_id : keep(data.store_id, prev.store_id),
      group_id: self ? prev.group_id : (data.group_id ?? prev.group_id),
      email: data.email ?? '',
      firstname: data.firstname ?? null,
      lastname: data.lastname ?? null,
      middlename: keep(data.middlename, prev.middlename),
      prefix: keep(data.prefix, prev.prefix),
      suffix: keep(data.suffix, prev.suffix),
      dob: keep(data.dob, prev.dob),
      taxvat: keep(data.taxvat, prev.taxvat),
      gender: keep(data.gender, prev.gender),
      created_in: keep(data.created_in, prev.created_in),
      confirmation: keep(data.confirmation, prev.confirmation),
      default_billing: prev.default_billing,
      default_shipping: prev.default_shipping,
      disable_auto_group_change: data.disable_auto_group_change ?? prev.disable_auto_group_change,
      created_at: data.created_at ?? null,
    };
    await this.assertSavable(values, customerId);
    if (data.addresses !== undefined && data.addresses !== null) {
      const existing = (await this.records.addressesOf([customerId])).get(customerId) ?? [];
      const { plan, defaults } = await this.addresses.plan(customerId, data.addresses, existing, values);
      Object.assign(values, defaults);
      await this.write(() => this.records.update(customerId, values, plan, passwordHash));
    } else {
      await this.write(() => this.records.update(customerId, values, null, passwordHash));
    }
    return this.getById(ctx, customerId);
  }

  async deleteById(_ctx: RequestContext, customerId: number): Promise<boolean> {
    await this.require(customerId);
    await this.records.delete(customerId);
    return true;
  }

  /** CustomerRepository::validateGroupId: a group other than 0 must exist. */
  async assertGroup(groupId: number | null | undefined): Promise<void> {
    if (!groupId) return;
    if (!(await this.groups.byIds([groupId])).has(groupId)) throw new LocalizedException('The specified customer group id does not exist.');
  }

  /**
   * What Magento's customer resource model checks before writing, in its order: an e-mail address,
   * not taken by another customer of the website, then the attribute rules.
   */
  async assertSavable(values: CustomerValues, customerId: number | null): Promise<void> {
    if (!values.email) throw new InputException(EMAIL_MISSING);
    if (values.website_id !== null && (await this.records.emailTaken(values.email, values.website_id, customerId))) {
      throw new InputException(DUPLICATE_EMAIL);
    }
    assertValidCustomer(values);
    if (values.dob !== null) values.dob = normaliseDate(values.dob);
  }

  /** A write that may lose the race for an e-mail address to a concurrent one. */
  async write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DuplicateEmail) throw new InputException(DUPLICATE_EMAIL);
      throw error;
    }
  }
}

/** Filterable and sortable fields of customers/search: the customer's own attributes. */
const SEARCH_FIELDS: SearchFieldMap = {
  id: { sql: 'c.entity_id', type: 'int' },
  entity_id: { sql: 'c.entity_id', type: 'int' },
  email: { sql: 'c.email', type: 'text' },
  firstname: { sql: 'c.firstname', type: 'text' },
  lastname: { sql: 'c.lastname', type: 'text' },
  middlename: { sql: 'c.middlename', type: 'text' },
  prefix: { sql: 'c.prefix', type: 'text' },
  suffix: { sql: 'c.suffix', type: 'text' },
  group_id: { sql: 'c.group_id', type: 'int' },
  website_id: { sql: 'c.website_id', type: 'int' },
  store_id: { sql: 'c.store_id', type: 'int' },
  created_at: { sql: 'c.created_at', type: 'timestamp' },
  updated_at: { sql: 'c.updated_at', type: 'timestamp' },
  created_in: { sql: 'c.created_in', type: 'text' },
  dob: { sql: 'c.dob', type: 'timestamp' },
  gender: { sql: 'c.gender', type: 'int' },
  taxvat: { sql: 'c.taxvat', type: 'text' },
  confirmation: { sql: 'c.confirmation', type: 'text' },
  default_billing: { sql: 'c.default_billing', type: 'int' },
  default_shipping: { sql: 'c.default_shipping', type: 'int' },
  disable_auto_group_change: { sql: 'c.disable_auto_group_change', type: 'int' },
};
