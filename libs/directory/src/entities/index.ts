import { DirectoryCountry, DirectoryCountryRegion, DirectoryCountryRegionName, DirectoryCurrencyRate } from './directory.entities';

export { DirectoryCountry, DirectoryCountryRegion, DirectoryCountryRegionName, DirectoryCurrencyRate };
export const directoryEntities = [DirectoryCountry, DirectoryCountryRegion, DirectoryCountryRegionName, DirectoryCurrencyRate];
