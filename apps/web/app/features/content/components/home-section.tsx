import { type ReactNode, useId } from 'react';

/** A titled band of the home page with an optional call to action beside the title. */
export function HomeSection({
  title,
  eyebrow,
  action,
  children,
}: {
  title: string;
  eyebrow?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="hsection container" aria-labelledby={id}>
      <header className="hsection__head">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={id} className="hsection__title">
            {title}
          </h2>
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
