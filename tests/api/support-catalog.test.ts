// Categories (I06, I08, I50), employees (I34), the support-templates setting (I39, I40) and the
// rich-text image upload (I29).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { supportCalls } from './support-fixtures';

let server: TestServer;
let admin: LoggedIn, agent: LoggedIn, kunde: LoggedIn, bruker: LoggedIn;
let api: ReturnType<typeof supportCalls>;
beforeAll(async () => {
  server = await startTestServer();
  api = supportCalls(server);
  [admin, agent, kunde, bruker] = await Promise.all(['admin', 'agent', 'kunde', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const get = (who: LoggedIn, url: string, extra: Record<string, string> = {}) => api.call(who, 'GET', url, undefined, extra);
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('categories (I06, I08, I50)', () => {
  it('lists main categories, and only ORDRE and PROD for a ticket about an order', async () => {
    const all = await get(bruker, '/api/supportmaincategories');
    expect(all.status).toBe(200);
    expect(all.body.data.map((row: { id: string }) => row.id)).toEqual(expect.arrayContaining(['ORDRE', 'PROD', 'FAKT', 'ANNET']));
    const forOrder = await get(bruker, '/api/supportmaincategories?forOrder=true');
    expect(forOrder.body.data.map((row: { id: string }) => row.id)).toEqual(['ORDRE', 'PROD']);
  });

  it('lists the categories of a main category, with video links, in the caller\'s language', async () => {
    const ordre = await get(bruker, '/api/supportcategories?mainCategoryId=ORDRE');
    expect(ordre.body.data.length).toBeGreaterThan(0);
    expect(ordre.body.data.every((row: { mainCategoryId: string }) => row.mainCategoryId === 'ORDRE')).toBe(true);
    const all = await get(bruker, '/api/supportcategories');
    const videos = all.body.data.filter((row: { videoLink: string | null }) => row.videoLink);
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((row: { videoLink: string }) => row.videoLink.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    const english = await get(bruker, '/api/supportcategories?mainCategoryId=ORDRE', { 'accept-language': 'en-US' });
    expect(english.body.data[0].name).toBe('Wrong quantity delivered');
    expect(ordre.body.data[0].name).toBe('Feil antall levert');
  });

  it('needs a session', async () => {
    expect((await api.call(null, 'GET', '/api/supportcategories')).status).toBe(401);
  });
});

describe('GET /api/employees (I34)', () => {
  it('gives agents the operator\'s Employed employees, others only when asked for', async () => {
    const employed = await get(agent, '/api/employees');
    expect(employed.status).toBe(200);
    expect(employed.body.data.length).toBeGreaterThan(0);
    expect(employed.body.data.every((row: { employeeId: string; employmentType: string }) => row.employeeId && row.employmentType === 'Employed')).toBe(true);
    expect(employed.body.data.map((row: { name: string }) => row.name)).toContain('Arne Agent');
    const others = await get(agent, '/api/employees?employmentType=Consultant&employmentType=External');
    expect(others.body.data.length).toBeGreaterThan(0);
    expect(new Set(others.body.data.map((row: { employmentType: string }) => row.employmentType))).toEqual(new Set(['Consultant', 'External']));
  });

  it('refuses customers and bad input', async () => {
    expect((await get(kunde, '/api/employees')).status).toBe(403);
    expect((await get(bruker, '/api/employees')).status).toBe(403);
    expect((await get(agent, '/api/employees?employmentType=Boss')).status).toBe(400);
  });
});

describe('the support-templates setting (I39, I40)', () => {
  const url = '/api/setting?scope=global&name=support-templates';

  it('gives agents the templates with name, title and text', async () => {
    const response = await get(agent, url);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ scope: 'global', name: 'support-templates' });
    expect(response.body.data.value.length).toBeGreaterThan(2);
    for (const template of response.body.data.value) expect(Object.keys(template).sort()).toEqual(['name', 'text', 'title']);
  });

  it('refuses customers, and unknown settings with 400', async () => {
    expect((await get(bruker, url)).status).toBe(403);
    expect((await get(kunde, url)).status).toBe(403);
    expect((await get(agent, '/api/setting?scope=global&name=passwords')).status).toBe(400);
    expect((await get(agent, '/api/setting?scope=user&name=support-templates')).status).toBe(400);
  });

  it('lets global admins replace the list, sanitized and audited; agents may not (I40)', async () => {
    const value = [{ name: 'Ny mal', title: 'Hei', text: '<p>Hei!<script>alert(1)</script></p>' }];
    const refused = await api.call(agent, 'PUT', '/api/setting', { scope: 'global', name: 'support-templates', value });
    expect(refused.status).toBe(403);
    const audits = await api.count('logs');
    const saved = await api.call(admin, 'PUT', '/api/setting', { scope: 'global', name: 'support-templates', value });
    expect(saved.status).toBe(200);
    expect(saved.body.data.value).toEqual([{ name: 'Ny mal', title: 'Hei', text: '<p>Hei!</p>' }]);
    expect((await get(agent, url)).body.data.value).toEqual(saved.body.data.value);
    expect(await api.count('logs')).toBe(audits + 1);
  });

  it('refuses a template without a name with 400 and keeps the list', async () => {
    const before = (await get(admin, url)).body.data.value;
    const bad = await api.call(admin, 'PUT', '/api/setting', { scope: 'global', name: 'support-templates', value: [{ title: 'x', text: '<p>x</p>' }] });
    expect(bad.status).toBe(400);
    expect((await get(admin, url)).body.data.value).toEqual(before);
  });
});

describe('rich-text images (I29)', () => {
  it('stores an uploaded image and answers a list whose first link serves it without a token', async () => {
    const response = await api.call(bruker, 'POST', '/api/supportimage', { data: `data:image/png;base64,${PNG}`, name: '1700000000000-skade.png', type: 'image/png' });
    expect(response.status).toBe(200);
    const [first] = response.body.data;
    expect(first.name).toBe('1700000000000-skade.png');
    expect(first.link).toMatch(/^\/api\/supportimage\/[0-9a-f]{32}$/);
    const image = await server.app.inject({ method: 'GET', url: first.link });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: `/api/supportimage/${'0'.repeat(32)}` })).statusCode).toBe(404);
  });

  it('refuses what is not the image it claims to be, other types, and uploads without a session', async () => {
    const before = await api.count('supportImages');
    expect((await api.call(bruker, 'POST', '/api/supportimage', { data: Buffer.from('<svg onload="alert(1)"/>').toString('base64'), name: 'x.png', type: 'image/png' })).status).toBe(400);
    expect((await api.call(bruker, 'POST', '/api/supportimage', { data: PNG, name: 'x.svg', type: 'image/svg+xml' })).status).toBe(400);
    expect((await api.call(null, 'POST', '/api/supportimage', { data: PNG, name: 'x.png', type: 'image/png' })).status).toBe(401);
    expect(await api.count('supportImages')).toBe(before);
  });
});
