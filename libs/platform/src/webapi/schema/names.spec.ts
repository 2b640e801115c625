import { definitionName, lowerCaseDashSeparated, operationId, serviceName, swaggerPath, typeName, versionOf } from './names';

/** Expected names are the ones Magento's own /schema documents carry for these interfaces. */
describe('Magento schema names', () => {
  it.each([
    ['Magento\\Catalog\\Api\\ProductRepositoryInterface', 'catalogProductRepositoryV1'],
    ['Magento\\Catalog\\Api\\SpecialPriceStorageInterface', 'catalogSpecialPriceStorageV1'],
    ['Magento\\Tax\\Api\\TaxRateRepositoryInterface', 'taxTaxRateRepositoryV1'],
    ['Magento\\InventoryApi\\Api\\SourceItemsSaveInterface', 'inventoryApiSourceItemsSaveV1'],
    ['Magento\\Customer\\Api\\Customer\\AddressInterface', 'customerAddressV1'],
    ['Vendor\\Module\\Api\\FooInterface', 'vendorModuleFooV1'],
  ])('service of %s is %s', (iface, name) => {
    expect(serviceName(iface, 'V1')).toBe(name);
  });

  it.each([
    ['Magento\\Catalog\\Api\\Data\\ProductInterface', 'catalog-data-product-interface'],
    ['Magento\\Customer\\Api\\Data\\CustomerInterface', 'customer-data-customer-interface'],
    ['Magento\\Framework\\Api\\SearchCriteriaInterface', 'framework-search-criteria-interface'],
    ['Magento\\Framework\\Api\\Search\\FilterGroup', 'framework-search-filter-group'],
    ['Magento\\InventoryApi\\Api\\Data\\SourceItemInterface', 'inventory-api-data-source-item-interface'],
    ['Magento\\AsynchronousOperations\\Api\\Data\\AsyncResponseInterface', 'asynchronous-operations-data-async-response-interface'],
  ])('definition of %s is %s', (iface, name) => {
    expect(definitionName(iface)).toBe(name);
  });

  it('names operations, versions, paths and dashed types as Magento does', () => {
    expect(operationId('catalogSpecialPriceStorageV1', 'update', 'POST')).toBe('catalogSpecialPriceStorageV1UpdatePost');
    expect(operationId('catalogProductRepositoryV1', 'deleteById', 'DELETE')).toBe('catalogProductRepositoryV1DeleteByIdDelete');
    expect(versionOf('/V2/products')).toBe('V2');
    expect(swaggerPath('/V1/products/:sku/links/:type')).toBe('/V1/products/{sku}/links/{type}');
    expect(typeName('ProductInput')).toBe('ProductInput');
    expect(lowerCaseDashSeparated('TestModule5V2EntityAllSoapAndRest')).toBe('test-module5-v2-entity-all-soap-and-rest');
  });
});
