import { useCallback, useState } from 'react';

type Validation = typeof import('./profile-validation.ts');

let loaded: Validation | null = null;
let loading: Promise<Validation> | null = null;

/** Starts loading the profile's checks once per page; later calls share the same load. */
function loadValidation(): Promise<Validation> {
  loading ??= import('./profile-validation.ts').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null; // a failed load (offline) is tried again on the next focus or SAVE
      throw error;
    },
  );
  return loading;
}

/**
 * The profile forms' checks, loaded on first use: `validation` is null until they are here (nothing is shown
 * before the first SAVE anyway); `load` starts the load (on focus) and resolves with them (SAVE awaits it).
 */
export function useProfileValidation() {
  const [validation, setValidation] = useState<Validation | null>(loaded);
  const load = useCallback(
    () =>
      loadValidation().then((module) => {
        setValidation(module);
        return module;
      }),
    [],
  );
  return { validation, load };
}
