import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { Directory } from './services/directory';
import { CountryInformation } from './services/country-information';
import { CurrencyInformation } from './services/currency-information';
import { directoryRoutes } from './webapi';

/** Magento_Directory: countries, regions and currencies. */
@Global()
@WebApiRoutes(directoryRoutes)
@Module({
  providers: [Directory, CountryInformation, CurrencyInformation],
  exports: [Directory, CountryInformation],
})
export class DirectoryModule {}
