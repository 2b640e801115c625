import { CustomAttributeData, DataInterface, Field } from '@mercato/platform';
import { CartAddressData } from '../../carts/dto/cart.input';

export { CartAddressData };

/**
 * Checkout inputs: Magento's quote address, payment and shipping-information data interfaces, and
 * the argument sets of the checkout routes. `cartId` is an int for administrators and customers
 * (forced from the token on `mine` routes) and the masked id string for guests.
 */

@DataInterface('Magento\\Quote\\Api\\Data\\PaymentExtensionInterface')
export class PaymentExtension {
  /** Magento_CheckoutAgreements: the ids of the terms the shopper accepted. */
  @Field('string', { array: true }) agreement_ids?: string[] | null;
}

@DataInterface('Magento\\Quote\\Api\\Data\\PaymentInterface')
export class PaymentData {
  @Field('string', { required: true }) method: string;
  @Field('string') po_number?: string | null;
  // Card data a payment module may take here is sealed in the operation log of async calls.
  @Field('string', { array: true, secret: ['cc_number', 'cc_cid'] }) additional_data?: string[] | null;
  @Field(() => PaymentExtension) extension_attributes?: PaymentExtension;
}

@DataInterface('Magento\\Checkout\\Api\\Data\\ShippingInformationExtensionInterface')
export class ShippingInformationExtension {}

@DataInterface('Magento\\Checkout\\Api\\Data\\ShippingInformationInterface')
export class ShippingInformationData {
  @Field(() => CartAddressData, { required: true }) shipping_address: CartAddressData;
  @Field(() => CartAddressData) billing_address?: CartAddressData | null;
  @Field('string', { required: true }) shipping_method_code: string;
  @Field('string', { required: true }) shipping_carrier_code: string;
  @Field(() => ShippingInformationExtension) extension_attributes?: ShippingInformationExtension;
  @Field(() => CustomAttributeData, { array: true }) custom_attributes?: CustomAttributeData[] | null;
}

@DataInterface('Magento\\Checkout\\Api\\Data\\TotalsInformationExtensionInterface')
export class TotalsInformationExtension {}

@DataInterface('Magento\\Checkout\\Api\\Data\\TotalsInformationInterface')
export class TotalsInformationData {
  @Field(() => CartAddressData, { required: true }) address: CartAddressData;
  @Field('string') shipping_method_code?: string | null;
  @Field('string') shipping_carrier_code?: string | null;
  @Field(() => TotalsInformationExtension) extension_attributes?: TotalsInformationExtension;
  @Field(() => CustomAttributeData, { array: true }) custom_attributes?: CustomAttributeData[] | null;
}

// --- Argument sets ------------------------------------------------------------------------------

export class CartIdInput {
  @Field('int', { required: true }) cartId: number;
}

export class GuestCartIdInput {
  @Field('string', { required: true }) cartId: string;
}

export class ShippingInformationInput extends CartIdInput {
  @Field(() => ShippingInformationData, { required: true }) addressInformation: ShippingInformationData;
}

export class GuestShippingInformationInput extends GuestCartIdInput {
  @Field(() => ShippingInformationData, { required: true }) addressInformation: ShippingInformationData;
}

export class TotalsInformationInput extends CartIdInput {
  @Field(() => TotalsInformationData, { required: true }) addressInformation: TotalsInformationData;
}

export class GuestTotalsInformationInput extends GuestCartIdInput {
  @Field(() => TotalsInformationData, { required: true }) addressInformation: TotalsInformationData;
}

export class EstimateInput extends CartIdInput {
  @Field(() => CartAddressData, { required: true }) address: CartAddressData;
}

export class GuestEstimateInput extends GuestCartIdInput {
  @Field(() => CartAddressData, { required: true }) address: CartAddressData;
}

export class EstimateByAddressIdInput extends CartIdInput {
  @Field('int', { required: true }) addressId: number;
}

export class SetPaymentMethodInput extends CartIdInput {
  @Field(() => PaymentData, { required: true }) method: PaymentData;
}

export class GuestSetPaymentMethodInput extends GuestCartIdInput {
  @Field(() => PaymentData, { required: true }) method: PaymentData;
}

/** `PUT …/order`: the payment method is optional (the cart's selected one is used). */
export class PlaceOrderInput extends CartIdInput {
  @Field(() => PaymentData) paymentMethod?: PaymentData | null;
}

export class GuestPlaceOrderInput extends GuestCartIdInput {
  @Field(() => PaymentData) paymentMethod?: PaymentData | null;
}

export class PaymentInformationInput extends CartIdInput {
  @Field(() => PaymentData, { required: true }) paymentMethod: PaymentData;
  @Field(() => CartAddressData) billingAddress?: CartAddressData | null;
}

export class GuestPaymentInformationInput extends GuestCartIdInput {
  @Field('string', { required: true }) email: string;
  @Field(() => PaymentData, { required: true }) paymentMethod: PaymentData;
  @Field(() => CartAddressData) billingAddress?: CartAddressData | null;
}

@DataInterface('Magento\\Quote\\Api\\Data\\TotalsAdditionalDataInterface')
export class TotalsAdditionalData {
  @Field(() => CustomAttributeData, { array: true }) custom_attributes?: CustomAttributeData[] | null;
}

/** `PUT …/collect-totals`: Magento's CartTotalManagementInterface::collectTotals arguments. */
export class CollectTotalsInput extends CartIdInput {
  @Field(() => PaymentData, { required: true }) paymentMethod: PaymentData;
  @Field('string') shippingCarrierCode?: string | null;
  @Field('string') shippingMethodCode?: string | null;
  @Field(() => TotalsAdditionalData) additionalData?: TotalsAdditionalData | null;
}

export class GuestCollectTotalsInput extends GuestCartIdInput {
  @Field(() => PaymentData, { required: true }) paymentMethod: PaymentData;
  @Field('string') shippingCarrierCode?: string | null;
  @Field('string') shippingMethodCode?: string | null;
  @Field(() => TotalsAdditionalData) additionalData?: TotalsAdditionalData | null;
}
