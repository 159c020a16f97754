// Information (L01–L03): articles, guides and videos written by global admins, read by every user;
// unpublished ones stay with the operator; the text is cleaned; a search finds words in the text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, bruker: LoggedIn;

beforeAll(async () => {
  server = await startTestServer();
  [admin, bruker] = await Promise.all(['admin', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST', url: string, payload?: object) => server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe('information items', () => {
  it('every user reads the published demo articles, guide and video, and finds one by a word of its text', async () => {
    const all = (await call(bruker, 'GET', '/api/informationitems?count=100')).body.data;
    expect(all.map((item: any) => item.kind).sort()).toEqual(['article', 'article', 'article', 'guide', 'video']);
    expect(all.find((item: any) => item.kind === 'video').videoUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    const found = (await call(bruker, 'GET', `/api/informationitems?q=${encodeURIComponent('nettbrettet')}`)).body.data;
    expect(found.map((item: any) => item.title)).toEqual(['Slik teller du varelager']);
    expect((await call(bruker, 'GET', '/api/informationitems?kind=guide')).body.data.map((item: any) => item.title)).toEqual(['Kom i gang med kundeportalen']);
  });

  it('global admins write them, cleaned; an unpublished one is the operator\'s alone; others are refused', async () => {
    const draft = { kind: 'article', title: 'Utkast om EPS-brett', summary: 'Kommer snart.', body: '<p>Tekst</p><script>alert(1)</script><img src=x onerror="alert(1)">', published: false };
    expect((await call(bruker, 'POST', '/api/informationitem', draft)).status).toBe(403);
    const created = await call(admin, 'POST', '/api/informationitem', draft);
    expect(created.status).toBe(200);
    expect(created.body.data.body).not.toMatch(/script|onerror/);
    expect((await call(bruker, 'GET', `/api/informationitem/${created.body.data.id}`)).status).toBe(404);
    expect((await call(bruker, 'GET', '/api/informationitems?q=EPS-brett')).body.data).toEqual([]);
    expect((await call(admin, 'GET', '/api/informationitems?q=EPS-brett')).body.data).toHaveLength(1);
    // A video plays from the one frame source the portal allows.
    const elsewhere = await call(admin, 'POST', '/api/informationitem', { kind: 'video', title: 'Film', videoUrl: 'https://example.com/embed/abc' });
    expect(elsewhere.status).toBe(400);
  });
});
