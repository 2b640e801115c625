import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException } from '@mercato/platform';
import { CartAccess } from './cart-access';
import { presentAddress } from './cart-presenter';
import { AddressValues, CartWriter } from './cart-writer';
import { CartAddressData } from './dto/cart.input';

/** Fields a saved customer address lends a cart address it is picked by id. */
const FROM_BOOK = [
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'company',
  'city',
  'region',
  'region_id',
  'region_code',
  'postcode',
  'country_id',
  'telephone',
  'fax',
  'vat_id',
] as const;

/** Magento's BillingAddressManagementInterface (and the guest twin). */
@Injectable()
export class BillingAddressService {
  constructor(
    private readonly ds: Database,
    readonly access: CartAccess,
    private readonly writer: CartWriter,
  ) {}

  async get(cartId: number): Promise<Record<string, unknown>> {
    const cart = await this.access.active(cartId);
    if (!cart.billingAddress) {
      // Carts always get both address rows when made; older ones get theirs on first read.
      await this.writer.saveAddress(cartId, 'billing', { customer_id: cart.quote.customer_id, email: cart.quote.customer_email });
      return presentAddress((await this.access.reader.load(cartId)).billingAddress!);
    }
    return presentAddress(cart.billingAddress);
  }

  /**
   * BillingAddressManagement::assign: replaces the billing address (a saved address of the cart's
   * customer may be named by `customer_address_id`), and with `useForShipping` the shipping one
   * too, marked same-as-billing. Answers the billing address id.
   */
  async assign(cartId: number, address: CartAddressData, useForShipping = false): Promise<number> {
    return this.ds.transaction(async () => {
      const cart = await this.access.active(cartId);
      const values = await this.complete(address, cart.quote.customer_id);
      values.customer_id = cart.quote.customer_id;
      values.email ??= cart.quote.customer_email;
      const id = await this.writer.saveAddress(cartId, 'billing', { ...values, same_as_billing: false });
      if (useForShipping)
        await this.writer.saveAddress(cartId, 'shipping', { ...values, same_as_billing: true, save_in_address_book: false });
      await this.writer.touch(cartId);
      return id;
    });
  }

  /** QuoteAddressValidator and the address-book import, plus region name and code from the directory. */
  private async complete(address: CartAddressData, customerId: number | null): Promise<AddressValues> {
    const { id: _id, extension_attributes: _e, custom_attributes: _c, customer_id: _cid, ...given } = address;
    const values: Record<string, unknown> = {
      ...given,
      same_as_billing: !!given.same_as_billing,
      save_in_address_book: !!given.save_in_address_book,
    };
    if (given.customer_address_id) {
      const [saved] = customerId
        ? await this.ds.query(
            `SELECT *, string_to_array(street, E'\\n') AS street_lines FROM customer_address_entity WHERE entity_id = $1
             AND parent_id = $2`,
            [given.customer_address_id, customerId],
          )
        : [];
      if (!saved) throw new NoSuchEntityException('Invalid customer address id %1', [given.customer_address_id]);
      for (const k of FROM_BOOK) if (values[k] === undefined || values[k] === null) values[k] = saved[k];
      if (!values.street) values.street = saved.street_lines;
    }
    if (values.region_id && (!values.region || !values.region_code)) {
      const [region] = await this.ds.query(`SELECT code, default_name FROM directory_country_region WHERE region_id = $1`, [
        values.region_id,
      ]);
      if (region) {
        values.region ??= region.default_name;
        values.region_code ??= region.code;
      }
    }
    return values;
  }
}
