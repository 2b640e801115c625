/**
 * The Magento module a service contract belongs to: its namespace's vendor and module parts,
 * `Magento\InventoryApi\Api\SourceRepositoryInterface::get` → `Magento_InventoryApi` (Magento's
 * module names are `<Vendor>_<Module>`, the first two segments of the PHP namespace). Contracts
 * outside the Magento vendor (Mercato's own extensions) name no Magento module: null.
 */
export function magentoModuleOf(contract: string): string | null {
  const [vendor, module] = contract.split('::')[0].split('\\');
  if (vendor !== 'Magento' || !module) return null;
  return `${vendor}_${module}`;
}
