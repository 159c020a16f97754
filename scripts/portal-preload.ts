// The signed-in portal's code (src/portal/PortalRoot.tsx and every chunk it imports) is known when the
// portal is built, but a browser finds it only once the entry has run and asked for it: a round trip
// and the entry's own work late. So the build writes its list into the pages: the login page's HTML
// asks for it into the cache at idle priority (prefetch) while the user types, and app.html, which
// the server sends for every page under /app, has it fetched at once beside the entry (modulepreload).
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const PORTAL_MODULE = /[/\\]PortalRoot\.tsx$/;
/** The page the server sends under /app (src/server/app.ts). */
export const APP_PAGE = 'app.html';

export function portalChunks(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const portal = chunks.find((chunk) => chunk.facadeModuleId && PORTAL_MODULE.test(chunk.facadeModuleId));
  if (!portal) throw new Error('portal-preload: no chunk for PortalRoot.tsx');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  // What the entry imports, the page fetches already (Vite's own modulepreload links).
  const entry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]));
  return [...closure(portal.fileName)].filter((fileName) => !entry.has(fileName));
}

export function portalPreload(): Plugin {
  return {
    name: 'portal-preload',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        return portalChunks(bundle).map((fileName) => ({ tag: 'link', attrs: { rel: 'prefetch', href: `/${fileName}`, crossorigin: true }, injectTo: 'head' }));
      },
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const prefetched = String(page.source);
      this.emitFile({ type: 'asset', fileName: APP_PAGE, source: prefetched.replaceAll('<link rel="prefetch"', '<link rel="modulepreload"') });
    },
  };
}
