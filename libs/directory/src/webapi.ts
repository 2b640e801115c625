import { route } from '@mercato/platform';
import { CountryIdInput } from './dto/country.input';
import { CountryInformation } from './services/country-information';
import { CurrencyInformation } from './services/currency-information';
import { CountryInformationData, CurrencyInformationData } from './dto/directory.output';

const ANONYMOUS = ['anonymous'];
const API = 'Magento\\Directory\\Api\\';

/** Magento_Directory's web API (etc/webapi.xml): open to anyone, answered for the store in the URL. */
export const directoryRoutes = [
  route({
    method: 'GET',
    path: '/V1/directory/currency',
    contract: `${API}CurrencyInformationAcquirerInterface::getCurrencyInfo`,
    acl: ANONYMOUS,
    output: CurrencyInformationData,
    service: CurrencyInformation,
    handler: (s, ctx) => s.getCurrencyInfo(ctx),
  }),
  route({
    method: 'GET',
    path: '/V1/directory/countries',
    contract: `${API}CountryInformationAcquirerInterface::getCountriesInfo`,
    acl: ANONYMOUS,
    output: [CountryInformationData],
    service: CountryInformation,
    handler: (s, ctx) => s.getCountriesInfo(ctx),
  }),
  route({
    method: 'GET',
    path: '/V1/directory/countries/:countryId',
    contract: `${API}CountryInformationAcquirerInterface::getCountryInfo`,
    acl: ANONYMOUS,
    input: CountryIdInput,
    output: CountryInformationData,
    service: CountryInformation,
    handler: (s, ctx, i) => s.getCountryInfo(ctx, i.countryId),
  }),
];
