import { type Address, type AddressType, fullAddress, fullName, subAddress } from '@shop/domain/addresses';
import { findCountry, findState } from './country-data.ts';
import type { AddressRow } from './repository.ts';

/** A stored address as the API answers it: codes with their names, and the derived texts of spec 002 §3. */
export function toAddress(row: AddressRow): Address {
  const countryName = findCountry(row.countryCode)?.name ?? row.countryCode;
  const stateName = row.stateOrProvince
    ? (findState(row.countryCode, row.stateOrProvince)?.name ?? row.stateOrProvince)
    : null;
  const named = {
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    street: row.street,
    addressLine2: row.addressLine2,
    city: row.city,
    country: row.countryCode,
    countryName,
    stateOrProvince: row.stateOrProvince,
    stateName,
    postCode: row.postCode,
  };
  return {
    id: row.id,
    type: row.type as AddressType,
    ...named,
    fullName: fullName(named),
    phone: row.phone,
    email: row.email,
    primary: row.primary,
    fullAddress: fullAddress(named),
    subAddress: subAddress(named),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
