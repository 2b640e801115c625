import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import {
  InputException,
  isAllowed,
  LocalizedException,
  NoSuchEntityException,
  PasswordHasher,
  RequestContext,
  ScopeConfig,
} from '@mercato/platform';
import { AccountEmails, NewAccountKind } from '../notifications/account-emails';
import { CustomerData } from '../dto/customer.input';
import { AccountScope } from './account-scope';
import { AddressPlans } from './address-plans';
import { CustomerRecords, CustomerValues } from './customer-records';
import { presentAddress } from './customer-presenter';
import { CustomerRepository } from './customer-repository';
import { validationMessages } from './customer-validator';
import { PASSWORD_SAME_AS_EMAIL, PasswordPolicy } from './password-policy';
import { ResetTokens } from './reset-tokens';

export const CONFIRM_PATH = 'customer/create_account/confirm';
const DEFAULT_GROUP_PATH = 'customer/create_account/default_group';
const GUEST_LOGIN_DISABLED_PATH = 'checkout/options/disable_guest_checkout_login';
const MANAGE = 'Magento_Customer::manage';

/**
 * Magento\Customer\Api\AccountManagementInterface: creating accounts, validating customer data,
 * whether an e-mail address is free, whether an account may be changed, and a customer's default
 * addresses. Confirmation and passwords are in AccountConfirmation and AccountPasswords.
 */
@Injectable()
export class AccountManagement {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly records: CustomerRecords,
    private readonly addresses: AddressPlans,
    private readonly scope: AccountScope,
    private readonly policy: PasswordPolicy,
    private readonly hasher: PasswordHasher,
    private readonly emails: AccountEmails,
    private readonly config: ScopeConfig,
  ) {}

  /**
   * A new account (createAccount, then createAccountWithPasswordHash), checked in Magento's order:
   * the password's strength and that it is not the e-mail address; the store and website; the group;
   * an e-mail address free in the website; the attributes; the addresses. Only administrators
   * choose the group. Answers the account; the welcome (or confirmation) e-mail follows the commit.
   */
  async createAccount(
    ctx: RequestContext,
    data: CustomerData,
    password: string | null | undefined,
    redirectUrl?: string | null,
  ): Promise<Record<string, unknown>> {
    const groupId = data.group_id !== null && data.group_id !== undefined && isAllowed(ctx.caller, [MANAGE]) ? data.group_id : null;
    let hash: string | null = null;
    if (password !== null && password !== undefined) {
      await this.policy.checkStrength(password);
      try {
        this.policy.checkDifferentFromEmail(data.email, password);
      } catch {
        throw new LocalizedException(PASSWORD_SAME_AS_EMAIL);
      }
      hash = await this.hasher.hash(password);
    }
    // An id means "this existing customer, in another store": with accounts per website there is
    // no other store to add them to.
    if (data.id) {
      await this.customers.requireByEmail(data.email ?? '', this.scope.websiteOf(ctx));
      throw new InputException('This customer already exists in this store.');
    }
    const store = await this.scope.forNewAccount(ctx, data.store_id, data.website_id);
    const group = groupId ?? (await this.config.getInt(DEFAULT_GROUP_PATH, 1));
    await this.customers.assertGroup(group);
    const confirmationRequired = await this.config.getFlag(CONFIRM_PATH);
    const values: CustomerValues = {
      website_id: store.websiteId,
      store_id: store.storeId,
      group_id: group,
      email: data.email ?? '',
      firstname: data.firstname ?? null,
      lastname: data.lastname ?? null,
      middlename: data.middlename ?? null,
      prefix: data.prefix ?? null,
      suffix: data.suffix ?? null,
      dob: data.dob ?? null,
      taxvat: data.taxvat ?? null,
      gender: data.gender ?? null,
      created_in: store.storeName,
      confirmation: confirmationRequired ? randomBytes(16).toString('hex') : (data.confirmation ?? null),
      default_billing: null,
      default_shipping: null,
      disable_auto_group_change: data.disable_auto_group_change ?? 0,
      created_at: data.created_at ?? null,
    };
    await this.customers.assertSavable(values, null);
    const { plan, defaults } = await this.addresses.plan(null, data.addresses ?? [], [], values);
    Object.assign(values, defaults);
    const resetToken = ResetTokens.generate();
    const id = await this.customers.write(() =>
      this.records.insert(values, { passwordHash: hash, rpTokenHash: ResetTokens.hash(resetToken) }, plan.write),
    );
    const row = await this.customers.require(id);
    const kind: NewAccountKind = hash === null ? 'registered_no_password' : confirmationRequired ? 'confirmation' : 'registered';
    await this.emails.newAccount(row, kind, { redirectUrl, resetToken });
    return this.customers.present(row);
  }

  /** AccountManagement::validate: the required attributes, as `{valid, messages}`. */
  validate(_ctx: RequestContext, data: CustomerData): { valid: boolean; messages: string[] } {
    const messages = validationMessages(data);
    return { valid: messages.length === 0, messages };
  }

  /** False when the address has an account in the website (the store's when not given). */
  async isEmailAvailable(ctx: RequestContext, email: string, websiteId?: number | null): Promise<boolean> {
    if (await this.config.getFlag(GUEST_LOGIN_DISABLED_PATH)) return true;
    return !(await this.records.byEmail(email, this.scope.websiteOf(ctx, websiteId)));
  }

  /** Every account may be changed and deleted here; an unknown one is a 404. */
  async isReadonly(_ctx: RequestContext, customerId: number): Promise<boolean> {
    await this.customers.require(customerId);
    return false;
  }

  getDefaultBillingAddress(_ctx: RequestContext, customerId: number): Promise<Record<string, unknown> | null> {
    return this.defaultAddress(customerId, 'default_billing');
  }

  getDefaultShippingAddress(_ctx: RequestContext, customerId: number): Promise<Record<string, unknown> | null> {
    return this.defaultAddress(customerId, 'default_shipping');
  }

  /** The customer's default address of that kind, or null (Magento answers null when none is set). */
  private async defaultAddress(customerId: number, kind: 'default_billing' | 'default_shipping'): Promise<Record<string, unknown> | null> {
    const customer = await this.customers.require(customerId);
    const id = customer[kind];
    if (id === null) return null;
    const address = await this.records.address(id);
    if (!address || address.parent_id !== customerId) throw NoSuchEntityException.singleField('addressId', id);
    return presentAddress(address, customer);
  }
}
