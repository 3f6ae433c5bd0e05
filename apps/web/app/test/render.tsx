import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import '../lib/i18n.ts';

afterEach(() => cleanup());

/** Shows the router's current path, for tests that check a navigation. */
export function CurrentPath() {
  return <span data-testid="path">{useLocation().pathname}</span>;
}

/** Renders inside a memory router (links and navigation work), with the path shown in `data-testid=path`. */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const element = (
    <>
      {ui}
      <CurrentPath />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** The same under a route with id `root` whose loader answers `rootData` (what useRootData reads). */
export function renderWithRoot(ui: ReactNode, rootData: unknown, path = '/') {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        children: [
          { index: true, element: ui },
          { path: '*', element: ui },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
