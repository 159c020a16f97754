import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.js';
import { portalPreload } from './scripts/portal-preload.js';

// The portal is built into dist/ and served by the API server on one port.
export default defineConfig({
  plugins: [react(), portalPreload(), precompress()],
  root: 'src/portal',
  // Static files served as they are (favicon, logo); src/portal/public holds the public pages' code.
  publicDir: 'static',
  build: { outDir: '../../dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:8080', '/version.json': 'http://localhost:8080' } },
});
