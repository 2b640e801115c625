/**
 * Carrier codes a source's carrier links may name (Magento: Shipping\Model\Config::getAllCarriers,
 * every carrier declared in configuration, active or not). This platform's carriers are Magento's
 * offline ones; `flatrate` and `freeshipping` are the shipping methods it seeds. When the shipping
 * area declares its carriers, this list is where they are named.
 */
export const KNOWN_CARRIER_CODES: ReadonlySet<string> = new Set(['flatrate', 'freeshipping', 'tablerate']);
