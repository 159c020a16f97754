// The build's list of the signed-in portal's code (scripts/portal-preload.ts): PortalRoot's chunk and
// everything it imports, less what the entry fetches already; app.html has it as modulepreload.
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { portalChunks, portalPreload } from '../../scripts/portal-preload';

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as unknown as Rollup.OutputChunk;

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true, facadeModuleId: '/src/portal/main.tsx' }),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/PortalRoot.js': chunk('assets/PortalRoot.js', ['assets/react.js', 'assets/admin.js'], { facadeModuleId: '/src/portal/PortalRoot.tsx' }),
  'assets/admin.js': chunk('assets/admin.js', ['assets/icons.js']),
  'assets/icons.js': chunk('assets/icons.js', []),
  'assets/BalanceChart.js': chunk('assets/BalanceChart.js', ['assets/react.js'], { facadeModuleId: '/src/portal/pages/home/BalanceChart.tsx' }),
} as unknown as Rollup.OutputBundle;

describe('the portal code the pages fetch ahead', () => {
  it("is PortalRoot's chunk and what it imports, less the entry's own and anything loaded later", () => {
    expect(portalChunks(bundle).sort()).toEqual(['assets/PortalRoot.js', 'assets/admin.js', 'assets/icons.js']);
  });

  it('is refused loudly when the portal has no chunk of its own', () => {
    const { 'assets/PortalRoot.js': _, ...without } = bundle as Record<string, Rollup.OutputChunk>;
    expect(() => portalChunks(without as unknown as Rollup.OutputBundle)).toThrow(/PortalRoot/);
  });

  it("prefetches on the login page and makes app.html, whose links fetch at once", () => {
    const plugin = portalPreload();
    const transform = plugin.transformIndexHtml as unknown as { handler: (html: string, context: { bundle: Rollup.OutputBundle }) => Array<{ attrs: Record<string, unknown> }> };
    const tags = transform.handler('', { bundle });
    expect(tags.map((tag) => tag.attrs)).toContainEqual({ rel: 'prefetch', href: '/assets/PortalRoot.js', crossorigin: true });
    const emitted: Array<{ fileName: string; source: string }> = [];
    const page = { type: 'asset', source: '<head><link rel="prefetch" href="/assets/PortalRoot.js" crossorigin></head>' };
    (plugin.generateBundle as unknown as (this: unknown, options: unknown, output: unknown) => void).call(
      { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, { 'index.html': page },
    );
    expect(emitted).toEqual([{ type: 'asset', fileName: 'app.html', source: '<head><link rel="modulepreload" href="/assets/PortalRoot.js" crossorigin></head>' }]);
  });
});
