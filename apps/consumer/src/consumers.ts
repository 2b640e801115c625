/** Consumers this process can run (Magento's queue consumer names). */
export const CONSUMERS: Readonly<Record<string, string>> = {
  'async.operations.all': 'Executes asynchronous and bulk web API operations (topics async.#).',
};
