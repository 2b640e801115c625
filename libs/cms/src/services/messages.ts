import { CouldNotSaveException, NoSuchEntityException } from '@mercato/platform';

/** Magento_Cms's messages, and the exceptions its repositories raise with them. */

export function pageNotFound(pageId: number | string): NoSuchEntityException {
  return new NoSuchEntityException('The CMS page with the "%1" ID doesn\'t exist.', [String(pageId)]);
}

export function blockNotFound(blockId: number | string): NoSuchEntityException {
  return new NoSuchEntityException('The CMS block with the "%1" ID doesn\'t exist.', [String(blockId)]);
}

/** PageRepository::save wraps every failure: LocalizedExceptions with their text, anything else generically. */
export function pageNotSaved(reason: string): CouldNotSaveException {
  return new CouldNotSaveException('Could not save the page: %1', [reason]);
}

export const SOMETHING_WENT_WRONG = 'Something went wrong while saving the page.';

/** BlockRepository::save answers the underlying message itself, without parameters. */
export function blockNotSaved(message: string): CouldNotSaveException {
  return new CouldNotSaveException(message);
}

export const BLOCK_IDENTIFIER_TAKEN = 'A block identifier with the same properties already exists in the selected store.';
export const BLOCK_SELF_REFERENCE = 'Make sure that static block content does not reference the block itself.';
export const DESIGN_NOT_ALLOWED = 'You are not allowed to change CMS pages design settings';
