/**
 * The JavaScript a page of the storefront loads, read from a client build (no server needed): React Router's
 * manifest says which scripts each route module needs, `build/client-chunks.json` (written by the web's Vite
 * config) which scripts a dynamic import adds. Sizes are gzip level 9 of each file, in KB, the figure the
 * issues quote. Used by the budget check (`npm run check`), the bundle report and `npm run bench:web`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoutes, type RouteObject } from 'react-router';

export interface Chunk {
  file: string;
  source: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface Weight {
  /** KB gzip. */
  kb: number;
  files: string[];
}

export class ClientBuild {
  readonly chunks: Chunk[];
  private readonly manifest: Manifest;
  private readonly manifestFile: string;
  private readonly routes: RouteObject[];
  private readonly sizes = new Map<string, number>();

  /** `buildDir` is the web's build folder (client/ and client-chunks.json inside). */
  constructor(private readonly buildDir: string) {
    const assets = path.join(buildDir, 'client', 'assets');
    const manifestName = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
    if (!manifestName) throw new Error(`no React Router manifest in ${assets}: build the web first`);
    this.manifestFile = `assets/${manifestName}`;
    const text = fs.readFileSync(path.join(assets, manifestName), 'utf8');
    this.manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest;
    // Written by the storefront's Vite config only (the bench's baseline has no dynamic imports to weigh).
    const chunksFile = path.join(buildDir, 'client-chunks.json');
    const chunks = fs.existsSync(chunksFile)
      ? (JSON.parse(fs.readFileSync(chunksFile, 'utf8')) as Chunk[])
      : [];
    // A dynamically imported stylesheet leaves an empty script that Vite removes: only the files that exist.
    this.chunks = chunks.filter((c) => fs.existsSync(path.join(buildDir, 'client', c.file)));
    this.routes = this.tree(undefined);
  }

  private tree(parentId: string | undefined): RouteObject[] {
    return Object.values(this.manifest.routes)
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const children = this.tree(r.id);
        return r.index
          ? { id: r.id, index: true, path: r.path }
          : { id: r.id, path: r.path, ...(children.length > 0 ? { children } : {}) };
      });
  }

  /** KB gzip of one file of the client build ("assets/x.js" or "/assets/x.js"). */
  gzipKb(file: string): number {
    const name = file.replace(/^\//, '');
    let size = this.sizes.get(name);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(this.buildDir, 'client', name)), { level: 9 }).length / 1024;
      this.sizes.set(name, size);
    }
    return size;
  }

  private weigh(files: Iterable<string>): Weight {
    const list = [...new Set([...files].map((f) => f.replace(/^\//, '')))];
    return { kb: list.reduce((sum, f) => sum + this.gzipKb(f), 0), files: list };
  }

  /** The route modules (root first) a path renders; throws when none matches. */
  routeIds(pathname: string): string[] {
    const matches = matchRoutes(this.routes, pathname);
    if (!matches) throw new Error(`no route matches ${pathname}`);
    return matches.map((m) => m.route.id!);
  }

  /** Every route module that renders a page of its own (no children), by id. */
  leafRouteIds(): string[] {
    const parents = new Set(Object.values(this.manifest.routes).map((r) => r.parentId));
    return Object.keys(this.manifest.routes).filter((id) => !parents.has(id));
  }

  /** Everything a first visit of `pathname` loads: the manifest, the entry, and each matched route's scripts. */
  routeJs(pathname: string): Weight {
    return this.routeChainJs(this.routeIds(pathname));
  }

  /** The same for a route module by id, with its parents. */
  routeIdJs(id: string): Weight {
    const chain: string[] = [];
    for (let r = this.manifest.routes[id]; r; r = r.parentId ? this.manifest.routes[r.parentId] : undefined)
      chain.unshift(r.id);
    if (chain.length === 0) throw new Error(`no route ${id} in the manifest`);
    return this.routeChainJs(chain);
  }

  private routeChainJs(ids: string[]): Weight {
    const files = [this.manifestFile, this.manifest.entry.module, ...this.manifest.entry.imports];
    for (const id of ids) {
      const route = this.manifest.routes[id]!;
      files.push(route.module, ...(route.imports ?? []));
    }
    return this.weigh(files);
  }

  /** A chunk and what it imports statically, transitively. */
  private closure(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const chunk = this.chunks.find((c) => c.file === file);
    for (const i of chunk?.imports ?? []) this.closure(i, seen);
    return seen;
  }

  /**
   * What opening a part loaded on first use adds to a page: the chunk whose module is `source` (a path
   * under apps/web, e.g. "app/features/cart/components/cart-panel.tsx") and its imports, minus the scripts
   * `onPath` has already loaded. Null when no dynamic chunk has that module.
   */
  lazyJs(source: string, onPath = '/'): Weight | null {
    const chunk = this.chunks.find((c) => c.isDynamicEntry && c.source === source);
    if (!chunk) return null;
    const loaded = new Set(this.routeJs(onPath).files);
    return this.weigh([...this.closure(chunk.file)].filter((f) => !loaded.has(f)));
  }
}
