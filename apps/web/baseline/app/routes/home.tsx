import { useState } from 'react';
import { useLoaderData } from 'react-router';

export const meta = () => [{ title: 'Baseline' }];

/** Loader data as the shop's pages have it, rendered on the server and hydrated in the browser. */
export function loader() {
  return { items: ['Server-rendered', 'Hydrated', 'Interactive'] };
}

export default function Home() {
  const { items } = useLoaderData<typeof loader>();
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>A minimal React Router page</h1>
      <p>
        The same framework, renderer and server as the storefront, and nothing else: what every page of the
        shop pays before its own code.
      </p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Pressed {count} times
      </button>
    </main>
  );
}
