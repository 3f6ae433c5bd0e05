/**
 * Texts of the address form. The spec's (000 §5) are word for word; the few marked "ours" cover cases the spec
 * does not name (a code not in the dataset, an over-long field). The schema puts these in its issues, so the
 * web form (zodResolver) and the server's 400 answers show the same words.
 */
export const ADDRESS_MESSAGES = {
  firstNameRequired: 'First name is required',
  streetRequired: 'Street Address is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  zipCodeRequired: 'Zip Code is required',
  postcodeRequired: 'Postcode is required',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Please enter a valid Phone',
  stateRequired: 'State/Province is required',
  /** Spec 000 §5 names it, but the company field has no rule; kept for the translation file. */
  companyRequired: 'Company is required',
  /** A saved-address choice (the selection popup) with nothing chosen. */
  addressRequired: 'Address required',
  /** The spec's e-mail message (000 §5, subscribe popup), reused for the address's optional e-mail. */
  emailInvalid: 'Please input valid Email Address.',
  // ours
  countryUnknown: 'Please select a valid Country',
  stateUnknown: 'Please select a valid State/Province',
  tooLong: (max: number) => `Please enter at most ${max} characters`,
} as const;

/** Labels and texts of the address popups and cards (000 §2, §4, §8), for the web's translation file. */
export const ADDRESS_LABELS = {
  newAddress: 'NEW ADDRESS',
  editAddress: 'EDIT ADDRESS',
  cancel: 'CANCEL',
  save: 'SAVE',
  selectionTitle: 'ADDRESS',
  addYourAddress: 'ADD YOUR ADDRESS',
  select: 'SELECT',
  selected: 'SELECTED',
  defaultBadge: 'DEFAULT',
  zipCode: 'ZIP CODE',
  postcode: 'POSTCODE',
  apartment: 'Apartment',
  setPrimarySuccess: 'Successfully set primary address!',
  removeConfirm: 'ARE YOU SURE? DO YOU WANT TO REMOVE THIS ADDRESS',
} as const;
