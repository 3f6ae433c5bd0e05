import { DomainError } from '@shop/domain';

/**
 * The breached-password list bundled with the shop: the ~49,000 most common passwords of public breach
 * corpora, as zxcvbn-ts ships them (@zxcvbn-ts/language-common, "passwords-common", lower case). Checked
 * offline, without case (a guesser tries "Password1" right after "password1"). Loaded on first use and kept:
 * about 60 ms once, then a Set lookup.
 */
let list: Promise<ReadonlySet<string>> | undefined;

function breachedList(): Promise<ReadonlySet<string>> {
  // Node loads the package's CommonJS build (its `dictionary` under `default`); Vite the ESM one.
  list ??= import('@zxcvbn-ts/language-common').then((mod) => {
    type Package = { dictionary: Record<string, string[]> };
    const { dictionary } = (mod as unknown as { default?: Package }).default?.dictionary
      ? (mod as unknown as { default: Package }).default
      : (mod as unknown as Package);
    return new Set(dictionary['passwords-common']);
  });
  return list;
}

export async function isBreachedPassword(password: string): Promise<boolean> {
  return (await breachedList()).has(password.toLowerCase());
}

/**
 * Refuses a new password found in the list: 400 PASSWORD_BREACHED naming the request's field (`password`
 * or `newPassword`), which the forms show under that field.
 */
export async function refuseBreachedPassword(password: string, field: string): Promise<void> {
  if (await isBreachedPassword(password)) throw new DomainError('PASSWORD_BREACHED', { field }, 400);
}
