// The content security policy runs no inline script: an injected <script> or on…= attribute is
// inert in the browser. The portal's page loads its code from files only (tests/e2e/sign-in.spec.ts
// shows nothing is blocked).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const directives = (policy: string) => new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name, values]));

describe('content-security-policy', () => {
  it('allows scripts from the own origin only, never inline or evaluated, on the portal and the API', async () => {
    for (const url of ['/version.json', '/api/ping', '/app/home']) {
      const response = await server.call({ method: 'GET', url });
      const scripts = directives(String(response.headers['content-security-policy'])).get('script-src');
      expect(scripts, url).toEqual(["'self'"]);
    }
  });

  it('keeps the portal page free of inline script', () => {
    const page = readFileSync(new URL('../../src/portal/index.html', import.meta.url), 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
