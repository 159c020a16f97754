// Compressed and cached answers: the portal's files are sent as their build-time brotli or gzip copies
// (scripts/precompress.ts), hashed assets are cached for a year and the page itself never; large API
// answers are compressed for browsers that accept it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn;
const dist = mkdtempSync(join(tmpdir(), 'kp-dist-'));
const script = `console.log(${JSON.stringify('Kundeportal '.repeat(400))});`;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kundeportal</title><link rel="prefetch" href="/assets/PortalRoot-abc123.js">');
  writeFileSync(join(dist, 'app.html'), '<!doctype html><title>Kundeportal</title><link rel="modulepreload" href="/assets/PortalRoot-abc123.js">');
  writeFileSync(join(dist, 'assets/PortalRoot-abc123.js'), script);
  writeFileSync(join(dist, 'assets/PortalRoot-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/PortalRoot-abc123.js.gz'), gzipSync(script));
  server = await startTestServer({ DIST_DIR: dist });
  admin = await server.login('admin');
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('compressed and cached answers', () => {
  it('sends a hashed asset as its brotli or gzip copy, cached for a year, and as it is to a client that accepts neither', async () => {
    const br = await server.app.inject({ method: 'GET', url: '/assets/PortalRoot-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await server.app.inject({ method: 'GET', url: '/assets/PortalRoot-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await server.app.inject({ method: 'GET', url: '/assets/PortalRoot-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('asks for the page itself every time, so a new version is taken at once', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/app/home' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Kundeportal</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("sends the signed-in portal's page, which fetches the portal's code at once, under /app only (scripts/portal-preload.ts)", async () => {
    for (const url of ['/app', '/app/home', '/app/orders?status=1', '/app?x=1']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('rel="modulepreload"');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/', '/register', '/password-reset?token=x', '/apple', '/application']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('rel="prefetch"');
    }
  });

  it('compresses a large API answer for a client that accepts it, with the same content', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/api/products?count=100', headers: admin.headers });
    const gz = await server.app.inject({ method: 'GET', url: '/api/products?count=100', headers: { ...admin.headers, 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const br = await server.app.inject({ method: 'GET', url: '/api/products?count=100', headers: { ...admin.headers, 'accept-encoding': 'gzip;q=0.5, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const small = await server.app.inject({ method: 'GET', url: '/api/products?count=1', headers: { ...admin.headers, 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data).toHaveLength(1);
  });
});
