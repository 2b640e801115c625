export { directoryMigrations } from './migrations';
export { Directory, CountryRow, RegionRow } from './services/directory';
export { CountryInformation, countryName } from './services/country-information';
export { currencySymbol } from './services/currency-information';
export { DirectoryModule } from './directory.module';
