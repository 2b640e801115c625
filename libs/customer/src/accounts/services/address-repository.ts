import { Injectable } from '@nestjs/common';
import { NoSuchEntityException, RequestContext } from '@mercato/platform';
import { AddressRow, CustomerRecords } from './customer-records';
import { presentAddress } from './customer-presenter';

/** Magento\Customer\Api\AddressRepositoryInterface: one address by id, and deleting one. */
@Injectable()
export class AddressRepository {
  constructor(private readonly records: CustomerRecords) {}

  async getById(_ctx: RequestContext, addressId: number): Promise<Record<string, unknown>> {
    const address = await this.require(addressId);
    const customer = await this.records.byId(address.parent_id);
    return presentAddress(address, customer ?? { default_billing: null, default_shipping: null });
  }

  /** Deletes the address; it stops being its customer's default address. */
  async deleteById(_ctx: RequestContext, addressId: number): Promise<boolean> {
    await this.require(addressId);
    await this.records.deleteAddress(addressId);
    return true;
  }

  private async require(addressId: number): Promise<AddressRow> {
    const address = await this.records.address(addressId);
    if (!address) throw NoSuchEntityException.singleField('addressId', addressId);
    return address;
  }
}
