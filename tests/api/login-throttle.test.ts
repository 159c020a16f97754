// Password guessing is throttled at the guesser: failed logins per user name and client address,
// wrong old passwords on POST /api/userpassword per user. The owner signing in elsewhere is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_LIMIT_PER_USER: '3' });
});
afterAll(() => server.close());

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';
const login = (loginName: string, password: string, remoteAddress: string) =>
  server.call({ method: 'POST', url: '/api/login', remoteAddress, payload: { userLoginName: loginName, password } });

describe('POST /api/login throttles the address that guesses', () => {
  it('answers 429 to the guessing address, even with the right password, and lets the owner in from another', async () => {
    for (let i = 0; i < 3; i++) expect((await login('lager', 'gjett', ATTACKER)).status).toBe(401);
    const blocked = await login('lager', 'demo1234', ATTACKER);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.description).toBe('For mange innloggingsforsøk. Vent litt og prøv igjen.');

    expect((await login('lager', 'demo1234', OWNER)).status).toBe(200);
    // The owner's success does not wipe the attacker's count.
    expect((await login('lager', 'demo1234', ATTACKER)).status).toBe(429);
    // The same address may still try another user name: it is limited per name there.
    expect((await login('kunde', 'demo1234', ATTACKER)).status).toBe(200);
  });

  it('counts an address\'s failures per user name also for names that do not exist', async () => {
    for (let i = 0; i < 3; i++) expect((await login('finnes.ikke', 'x', ATTACKER)).status).toBe(401);
    expect((await login('finnes.ikke', 'x', ATTACKER)).status).toBe(429);
    expect((await login('finnes.ikke', 'x', OWNER)).status).toBe(401);
  });
});

describe('POST /api/userpassword limits wrong old passwords per user', () => {
  it('answers 429 after too many wrong old passwords and changes nothing', async () => {
    const bruker = await server.login('bruker');
    const before = await server.db.selectFrom('users').select('passwordHash').where('loginName', '=', 'bruker').executeTakeFirstOrThrow();
    const change = (oldPassword: string) =>
      server.call({ method: 'POST', url: '/api/userpassword', headers: bruker.headers, payload: { oldPassword, password: 'NyttPassord1' } });
    for (let i = 0; i < 3; i++) {
      const wrong = await change(`gjett${i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('wrong-old-password');
    }
    const limited = await change('demo1234');
    expect(limited.status).toBe(429);
    expect(limited.body.error.description).toBe('For mange forespørsler. Vent litt og prøv igjen.');
    const after = await server.db.selectFrom('users').select('passwordHash').where('loginName', '=', 'bruker').executeTakeFirstOrThrow();
    expect(after.passwordHash).toBe(before.passwordHash);
    // Sign-in is a separate count: the user still logs in.
    expect((await login('bruker', 'demo1234', OWNER)).status).toBe(200);
  });

  it('leaves other users\' password changes alone', async () => {
    const kunde = await server.login('kunde');
    const changed = await server.call({ method: 'POST', url: '/api/userpassword', headers: kunde.headers, payload: { oldPassword: 'demo1234', password: 'NyttPassord1' } });
    expect(changed.status).toBe(200);
  });
});
