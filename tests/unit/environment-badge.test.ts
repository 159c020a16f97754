// B04, B05, P27: the environment badge, its codes and labels, and who sees it.
import { describe, expect, it } from 'vitest';
import { Environment, showsEnvironmentBadge } from '../../src/domain/environment';
import { readConfig } from '../../src/server/config';
import { appNorwegian } from '../../src/portal/i18n/app.nb-NO';
import { appEnglish } from '../../src/portal/i18n/app.en-US';

describe('P27: the environments', () => {
  it('are numbered Local 0, Dev 1, Stage 2, Prod 3, QA 4, Unknown 5', () => {
    expect(Environment).toEqual({ Local: 0, Dev: 1, Stage: 2, Prod: 3, QA: 4, Unknown: 5 });
  });

  it('are chosen by the server\'s PORTAL_ENV, anything else being Unknown', () => {
    const environment = (PORTAL_ENV?: string) => readConfig(PORTAL_ENV === undefined ? {} : { PORTAL_ENV }).environment;
    expect([environment(), environment('dev'), environment('STAGE'), environment('prod'), environment('qa'), environment('production')]).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('B05: the badge labels', () => {
  it('name every environment in both languages', () => {
    expect(appNorwegian.app.environment).toEqual({ 0: 'Local', 1: 'Development', 2: 'Stage', 3: 'Production', 4: 'QA', 5: 'Unknown' });
    for (const code of Object.values(Environment)) expect(appEnglish.app.environment[code], String(code)).toBeTruthy();
  });
});

describe('B04: who sees the badge', () => {
  it('shows to a client on the local network and to provider staff, and to no one else', () => {
    expect(showsEnvironmentBadge({ clientIsLocalNet: true, loginUser: { isNlp: false } })).toBe(true);
    expect(showsEnvironmentBadge({ clientIsLocalNet: false, loginUser: { isNlp: true } })).toBe(true);
    expect(showsEnvironmentBadge({ clientIsLocalNet: false, loginUser: { isNlp: false } })).toBe(false);
    expect(showsEnvironmentBadge({ loginUser: {} })).toBe(false);
  });
});
