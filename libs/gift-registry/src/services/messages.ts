import { InputException, LocalizedException, NoSuchEntityException } from '@mercato/platform';

/**
 * Magento_GiftRegistry's messages. Where Magento has no check of its own (an inactive registry, a
 * registry without an address reaching the estimate), the wording is Mercato's, in Magento's style.
 */

/** ShippingMethodManagement::estimateByRegistryId. */
export const unknownRegistry = () => new NoSuchEntityException('Unknown gift registry identifier');
/** The storefront and admin controllers and the GraphQL resolvers for an id that names no registry. */
export const registryIdIncorrect = () => new NoSuchEntityException('The gift registry ID is incorrect. Verify the ID and try again.');
export const registryInactive = () =>
  new LocalizedException('The gift registry is inactive. Choose an active gift registry and try again.');
export const registryWithoutAddress = () =>
  new LocalizedException("The gift registry has no shipping address. Set the registry's shipping address and try again.");

export const titleRequired = () => new InputException('Please enter the title.');
export const incorrectType = () => new InputException('Incorrect Type');
export const addressIncorrect = () => new InputException('Please correct the address.');
export const nothingToAdd = () => new InputException('We have nothing to add to this gift registry.');
export const qtyIncorrect = () =>
  new InputException('The gift registry item quantity is incorrect. Verify the item quantity and try again.');
export const notShippable = () => new InputException("You can't add virtual products, digital products or gift cards to gift registries.");
/** ProductRepository::get's message; the SKU travels as a parameter so a command line can name it. */
export const productNotFound = (sku: string) =>
  new NoSuchEntityException("The product that was requested doesn't exist. Verify the product and try again.", { sku });

/** Person::validate. */
export const firstnameRequired = () => new InputException('Please enter the first name.');
export const lastnameRequired = () => new InputException('Please enter the last name.');
export const emailInvalid = () => new InputException('Please enter a valid email address(for example, daniel@x.com).');

/** CustomerRepository::get (by e-mail) and ::getById. */
export const customerByEmailNotFound = (email: string, websiteId: number) =>
  new NoSuchEntityException('No such entity with %fieldName = %fieldValue, %field2Name = %field2Value', {
    fieldName: 'email',
    fieldValue: email,
    field2Name: 'websiteId',
    field2Value: websiteId,
  });
export const customerNotFound = (id: number) => NoSuchEntityException.singleField('customerId', id);
/** StoreManager::getWebsite for an unknown code. */
export const websiteNotFound = (code: string) =>
  new NoSuchEntityException("The website with code %1 that was requested wasn't found. Verify the website and try again.", [code]);
