import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';

const css = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#fafafa;color:#111}
main{max-width:40rem;margin:0 auto;padding:1.5rem}h1{font-size:2rem;line-height:1.2}
button{font:inherit;min-height:48px;padding:0 1.5rem;border:0;border-radius:8px;background:#111;color:#fff}`;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="The framework's floor: a minimal React Router page." />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <style>{css}</style>
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
