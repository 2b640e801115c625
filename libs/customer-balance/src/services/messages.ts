import { LocalizedException, NoSuchEntityException } from '@mercato/platform';

/** Magento_CustomerBalance's CheckStoreCreditBalance (order placement); also the refusal of `balance/apply` here. */
export const notEnoughStoreCredit = () => new LocalizedException('You do not have enough store credit to complete this order.');

/** CustomerRepository::get (by e-mail). */
export const customerByEmailNotFound = (email: string, websiteId: number) =>
  new NoSuchEntityException('No such entity with %fieldName = %fieldValue, %field2Name = %field2Value', {
    fieldName: 'email',
    fieldValue: email,
    field2Name: 'websiteId',
    field2Value: websiteId,
  });

/** StoreManager::getWebsite for an unknown code. */
export const websiteNotFound = (code: string) =>
  new NoSuchEntityException("The website with code %1 that was requested wasn't found. Verify the website and try again.", [code]);
