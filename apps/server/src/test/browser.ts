/**
 * A tiny browser over real HTTP (fetch): one cookie jar per host, redirects followed by hand so the test
 * sees every hop. Enough to drive an OpenID sign-in across the shop and a provider.
 */
export function createBrowser() {
  const jars = new Map<string, Map<string, string>>();
  const jarOf = (url: URL) => {
    let jar = jars.get(url.host);
    if (!jar) {
      jar = new Map();
      jars.set(url.host, jar);
    }
    return jar;
  };

  async function request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const target = new URL(url);
    const jar = jarOf(target);
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = target.origin;
      headers['sec-fetch-site'] = 'same-origin';
    }
    const res = await fetch(target, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    return {
      res,
      status: res.status,
      location: location ? new URL(location, target).href : null,
      text: await res.text(),
    };
  }

  return { request, cookies: (host: string) => jars.get(host) ?? new Map<string, string>() };
}
