import { type ReactNode, Suspense, useEffect, useRef } from 'react';

/**
 * Content a shopper does not need first (below the fold: reviews, carousels, more sections), hydrated after
 * the rest of the page (docs/decisions/0005-hydrate-what-is-interactive-first.md). The server renders it
 * with the page; in the browser, React leaves a <Suspense> boundary's markup as it is during the page's
 * hydration and hydrates it afterwards at low priority, in slices that let input through, or at once when
 * the shopper clicks into it. Lazy children (React.lazy) also keep their code out of the page's first load.
 *
 * `data-deferred` stays on the wrapper until its content has hydrated: browser journeys wait for none to be
 * left before they click (e2e/support/hydration.ts). The wrapper is `display: contents`. The mark is taken
 * off the element directly, not through state: a state change would render the whole content again at
 * once, in one task, right after hydrating it in slices (on the profile, four such renders were the page's
 * longest tasks after load).
 */
export function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydratedMark>{children}</HydratedMark>
    </Suspense>
  );
}

function HydratedMark({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => wrapper.current?.removeAttribute('data-deferred'), []);
  return (
    <div ref={wrapper} className="deferred" data-deferred="">
      {children}
    </div>
  );
}
