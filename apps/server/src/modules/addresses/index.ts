import type { ApiModule } from '../index.ts';
import { addressRoutes } from './routes.ts';

/** The address book (/me/addresses) and the countries and states its form offers (/countries). */
export const addressesModule: ApiModule = { name: 'addresses', routes: addressRoutes };

// For checkout and orders: a shopper's own address, or NOT_FOUND.
export { getAddress } from './get-address.ts';
export { listAddresses } from './list-addresses.ts';
