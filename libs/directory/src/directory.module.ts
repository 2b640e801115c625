import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { Directory } from './services/directory';
import { CountryInformation } from './services/country-information';
import { CurrencyInformation } from './services/currency-information';
import { directoryRoutes } from './webapi';

/** Magento_Directory: countries, regions and currencies. */
@WebApiRoutes(directoryRoutes)
@Module({
  imports: [StoreModule],
  providers: [Directory, CountryInformation, CurrencyInformation],
  exports: [Directory, CountryInformation],
})
export class DirectoryModule {}
