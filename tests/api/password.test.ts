// Forgotten password (A14–A19, R09, N16): the request never tells whether the user exists, the link
// works once and for 1 hour, only its hash is stored, a reset ends every session, and the mail
// lands in the archive and goes over SMTP when configured.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/sessions';
import { PASSWORD_REQUEST_MIN_MS } from '../../src/server/identity/password-routes';
import { startSmtpSink } from './mail-smtp-sink';
import { startTestServer, type TestServer } from './harness';

// The addressee's inbox: delivered mails land here as .eml files (MAIL_DIR); the archive lacks the link.
const outbox = mkdtempSync(join(tmpdir(), 'kp-outbox-'));
let server: TestServer;
beforeAll(async () => {
  process.env.MAIL_DIR = outbox;
  server = await startTestServer();
});
afterAll(async () => {
  delete process.env.MAIL_DIR;
  await server.close();
  rmSync(outbox, { recursive: true, force: true });
});

const request = (userLoginName: string, target = server) => target.call({ method: 'POST', url: '/api/userpasswordrequest', payload: { userLoginName } });
const reset = (token: string, password: string) => server.call({ method: 'POST', url: '/api/reset', payload: { token, password } });
const mailsTo = (address: string, target = server) =>
  target.db.selectFrom('mailArchive').selectAll().where('toAddress', '=', address).where('kind', '=', 'password-reset').orderBy('id', 'desc').execute();
/** The token of the newest reset mail to an address, read from the addressee's copy as the user would. */
async function tokenFrom(address: string): Promise<string> {
  const [mail] = await mailsTo(address);
  const file = join(outbox, `${String(mail.id).padStart(6, '0')}.eml`);
  // Delivery runs after the answer: wait for the copy.
  for (let tries = 0; !existsSync(file) && tries < 500; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  const eml = readFileSync(file, 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/password-reset\?token=([\w-]+)/.exec(eml);
  if (!match) throw new Error(`no link in ${eml}`);
  return match[1];
}

describe('POST userpasswordrequest (A14, R09)', () => {
  it('mails a one-time link valid for 1 hour, storing only its hash', async () => {
    const response = await request('glemsk');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: null });
    const [mail] = await mailsTo('gunnar.glemsk@example.no');
    expect(mail).toMatchObject({ toName: 'Gunnar Glemsk', subject: 'Nytt passord til Kundeportal', delivery: 'archived' });
    expect(mail.body).toContain('gyldig i 1 time');
    const token = await tokenFrom('gunnar.glemsk@example.no');
    // The archive, which admins read, never holds the usable link (only the addressee's mail does).
    expect(mail.body).not.toContain(token);
    expect(mail.body).not.toContain('password-reset?token=');
    expect(mail.body).toContain('[Lenken står bare i e-posten til mottakeren]');
    const stored = await server.db.selectFrom('passwordResetTokens').innerJoin('users', 'users.id', 'passwordResetTokens.userId')
      .select(['tokenHash', 'expiresAt', 'passwordResetTokens.createdAt']).where('users.loginName', '=', 'glemsk').orderBy('passwordResetTokens.id', 'desc').executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(new Date(stored.expiresAt).getTime() - new Date(stored.createdAt).getTime()).toBe(60 * 60 * 1000);
  });

  it('answers an unknown or inactive user the same way, in similar time, and mails nothing', async () => {
    const mailsBefore = (await server.db.selectFrom('mailArchive').select('id').execute()).length;
    const timed = async (name: string) => {
      const started = performance.now();
      const response = await request(name);
      return { response, ms: performance.now() - started };
    };
    const known = await timed('bruker');
    const unknown = await timed('finnes-ikke');
    const inactive = await server.db.selectFrom('users').select('loginName').where('active', '=', false).executeTakeFirstOrThrow();
    const disabled = await timed(inactive.loginName);
    for (const { response } of [unknown, disabled]) {
      expect(response.status).toBe(known.response.status);
      expect(response.body).toEqual(known.response.body);
    }
    for (const { ms } of [known, unknown, disabled]) expect(ms).toBeGreaterThanOrEqual(PASSWORD_REQUEST_MIN_MS - 5);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);
    expect((await server.db.selectFrom('mailArchive').select('id').execute()).length).toBe(mailsBefore + 1);
  });

  it('refuses bad input with 400', async () => {
    expect((await server.call({ method: 'POST', url: '/api/userpasswordrequest', payload: {} })).status).toBe(400);
    expect((await server.call({ method: 'POST', url: '/api/userpasswordrequest', payload: { userLoginName: '' } })).status).toBe(400);
  });
});

describe('POST reset (A15–A19)', () => {
  it('sets the new password once, ends every session, and refuses the used link (A19)', async () => {
    const before = await server.login('glemsk');
    await request('glemsk');
    const token = await tokenFrom('gunnar.glemsk@example.no');
    expect((await reset(token, 'Nytt-passord7')).status).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/ping', headers: before.headers })).status).toBe(401);
    await expect(server.login('glemsk')).rejects.toThrow(/401/);
    await server.login('glemsk', 'Nytt-passord7');
    const again = await reset(token, 'Tredje-passord8');
    expect(again.status).toBe(400);
    expect(again.body.error.description).toBe('Kunne ikke oppdatere passordet ditt. Forsøk å bestille nytt passord');
    await server.login('glemsk', 'Nytt-passord7');
  });

  it('refuses an expired link, a wrong one and the older of two links', async () => {
    await request('kunde');
    const older = await tokenFrom('kari.kunde@example.no');
    await request('kunde');
    const newer = await tokenFrom('kari.kunde@example.no');
    expect((await reset(older, 'Kundepass9')).status).toBe(400);
    await server.db.updateTable('passwordResetTokens').set({ expiresAt: new Date(Date.now() - 1000) }).where('tokenHash', '=', hashToken(newer)).execute();
    const expired = await reset(newer, 'Kundepass9');
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('reset-failed');
    const wrong = await reset('x'.repeat(43), 'Kundepass9');
    expect(wrong.body.error.description).toBe('Kunne ikke oppdatere passordet ditt. Forsøk å bestille nytt passord');
    const english = await server.call({ method: 'POST', url: '/api/reset', headers: { 'accept-language': 'en-US' }, payload: { token: 'y'.repeat(43), password: 'Kundepass9' } });
    expect(english.body.error.description).toBe('Could not update your password. Try ordering a new password');
    await server.login('kunde'); // unchanged
  });

  it('refuses a short or weak password without spending the link', async () => {
    await request('lager');
    const token = await tokenFrom('lars.lager@example.no');
    const short = await reset(token, 'kort');
    expect(short.status).toBe(400);
    expect(short.body.error.description).toContain('password');
    const weak = await reset(token, 'aaaaaaaaaa');
    expect(weak.body.error.description).toBe('For svakt passord');
    expect((await reset(token, 'Lagerpass10')).status).toBe(200);
    await server.login('lager', 'Lagerpass10');
  });
});

describe('POST validatepassword (A17, A18)', () => {
  it('judges a password with the spec\'s texts', async () => {
    const judge = async (password: string, language = 'nb-NO') =>
      (await server.call({ method: 'POST', url: '/api/validatepassword', headers: { 'accept-language': language }, payload: { password } })).body.data;
    expect(await judge('kort')).toEqual({ verdict: 'too-short', text: 'Passord må bestå av minimum 7 tegn' });
    expect(await judge('aaaaaaaaa')).toEqual({ verdict: 'too-weak', text: 'For svakt passord' });
    expect(await judge('Passord-123')).toEqual({ verdict: 'ok', text: 'Passord OK' });
    expect((await judge('Passord-123', 'en-US')).text).toBe('Password OK');
    expect((await server.call({ method: 'POST', url: '/api/validatepassword', payload: {} })).status).toBe(400);
  });
});

describe('the mail goes over SMTP when configured', () => {
  const quotedPrintable = (text: string) => text.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

  it('sends the archived mail and records that it was sent', async () => {
    const sink = await startSmtpSink();
    Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_FROM: 'Kundeportal <portal@example.no>' });
    const withSmtp = await startTestServer();
    delete process.env.SMTP_HOST;
    delete process.env.SMTP_PORT;
    delete process.env.SMTP_FROM;
    try {
      expect((await request('bruker', withSmtp)).status).toBe(200);
      await expect.poll(async () => (await mailsTo('berit.bruker@example.no', withSmtp))[0]?.delivery, { timeout: 10_000 }).toBe('sent');
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0].to[0]).toContain('berit.bruker@example.no');
      // The addressee gets the usable link; the archive has it masked.
      const token = /token=([\w-]+)/.exec(quotedPrintable(sink.received[0].data))![1];
      const stored = await withSmtp.db.selectFrom('passwordResetTokens').select('tokenHash').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(stored.tokenHash).toBe(hashToken(token));
      const [mail] = await mailsTo('berit.bruker@example.no', withSmtp);
      expect(mail.body).not.toContain(token);
    } finally {
      await withSmtp.close();
      await sink.close();
    }
  });

  it('records a failed delivery and still answers the user the same', async () => {
    Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: '9' });
    const broken = await startTestServer();
    delete process.env.SMTP_HOST;
    delete process.env.SMTP_PORT;
    try {
      const response = await request('bruker', broken);
      expect(response.status).toBe(200);
      await expect.poll(async () => (await mailsTo('berit.bruker@example.no', broken))[0]?.delivery, { timeout: 15_000 }).toBe('failed');
      expect((await mailsTo('berit.bruker@example.no', broken))[0].deliveryError).toBeTruthy();
    } finally {
      await broken.close();
    }
  });
});
