/**
 * Texts of the account forms and dialogs, word for word from spec 001 §5/§8 and 000 §5 (trailing spaces and
 * missing periods included: they are the product's). The schemas put these in their issues, so the web form
 * (zodResolver) and the server's 400 answers (INVALID_FIELD errorParams.message) say the same words.
 */
export const ACCOUNT_MESSAGES = {
  // login (001 §5)
  loginEmailRequired: 'Email Address is required.',
  loginEmailInvalid: 'Please input valid Email Address.',
  loginPasswordRequired: 'Password is required.',
  loginPasswordInvalid: 'Please input valid Password',
  // forgot password, new password, register (001 §5)
  fieldRequired: 'This field is required.',
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'This email address is already taken. Please choose another one.',
  phoneInvalid: 'Please enter a valid phone number.',
  registerConfirmMismatch: 'Confirm password is mismatch',
  confirmMismatch: 'Confirm password is mismatch.',
  firstNameRequired: 'Please enter first name.',
  otpInvalid: 'Please enter a valid code! ',
  // password form (000 §5)
  currentPasswordRequired: 'Current Password is required.',
  wrongPassword: 'Wrong password.',
  passwordHint: '8 - 64 characters including uppercases, lowercases & digits',
  passwordMustDiffer: 'Your new password must be different from previous used password',
  // ours: the spec has no text for a password found in a breach list
  passwordBreached: 'This password has appeared in a data breach. Please choose another one.',
  /** 001 §5 "Whitespace-only input raises an emptyString error". */
  emptyString: 'emptyString',
  // ours: limits the spec does not name
  tooLong: (max: number) => `Please enter at most ${max} characters`,
  areaCodeRequired: 'This field is required.',
  birthdayInvalid: 'Please choose a valid date of birth.',
  termsRequired: 'This field is required.',
  captchaRequired: 'This field is required.',
} as const;

/**
 * What each error code of the accounts API means on screen (spec 001 §8, 000 §5); the web's translation
 * file holds these under ERRORS.<code>. Codes in UPPER_SNAKE without a spec text are ours.
 */
export const ACCOUNT_ERROR_TEXTS = {
  invalid_grant: 'Your email address or password is incorrect.',
  account_disabled: 'This account is not activated. Please check your mailbox for activation.',
  EMAIL_ALREADY_EXIST: 'This email address is already taken. Please choose another one.',
  PHONE_NUMBER: 'Please enter a valid phone number.',
  'CLI-ACC-010': 'Wrong OTP code! ',
  'AUTH-004': 'Invalid access code! ',
  'CLI-ACC-003': 'Confirmation code is incorrect or expired! ',
  'CLI-ACC-002': 'Time out! ',
  'CLI-ACC-009': 'Time out! ',
  WRONG_PASSWORD: 'Wrong password.',
  PASSWORD_NOT_CHANGED: 'Your new password must be different from previous used password',
  PASSWORD_BREACHED: 'This password has appeared in a data breach. Please choose another one.',
  NOT_MEMBER: 'You are not Member Role',
  CAPTCHA_INVALID: 'Please confirm you are not a robot and try again.',
  CAPTCHA_REQUIRED: 'Too many attempts on this account. Please confirm you are not a robot and try again.',
  CSRF_INVALID: 'Your session has changed. Please reload the page and try again.',
  FILE_TYPE_NOT_SUPPORTED: 'The image extension should be JPEG, JPG or PNG.',
  FILE_TOO_LARGE: 'Cannot process image larger than 2MB',
  OIDC_FAILED: 'Something went wrong, Please go back and try again.',
  OIDC_EMAIL_NOT_VERIFIED: 'Your Google account has no verified e-mail address.',
} as const;
