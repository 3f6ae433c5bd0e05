import type { Address } from '@shop/domain/addresses';
import type { OrderAddress } from '@shop/domain/orders';

/** An address-book entry as an order keeps it: a copy, so editing the address book changes no order. */
export const snapshotAddress = (a: Address): OrderAddress => ({
  fullName: a.fullName,
  firstName: a.firstName,
  lastName: a.lastName,
  company: a.company,
  street: a.street,
  addressLine2: a.addressLine2,
  city: a.city,
  stateOrProvince: a.stateOrProvince,
  stateName: a.stateName,
  country: a.country,
  countryName: a.countryName,
  postCode: a.postCode,
  phone: a.phone,
  email: a.email,
  fullAddress: a.fullAddress,
  subAddress: a.subAddress,
});
