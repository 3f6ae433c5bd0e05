import { useMatches } from 'react-router';

/** Flags a route can set in its `handle` (spec 001 §2.1); the deepest route that sets one wins. */
export interface RouteHandle {
  navDark?: boolean;
  hideFooter?: boolean;
  hideFooterLine?: boolean;
  hideEnjoySection?: boolean;
  headerSticky?: boolean;
}

export function useRouteFlags(): RouteHandle {
  const matches = useMatches();
  const flags: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle && typeof handle === 'object') Object.assign(flags, handle);
  }
  return flags;
}
