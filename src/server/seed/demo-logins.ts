// The five demo logins the seed creates (ids 1..5), one per kind of access; all share DEMO_PASSWORD.
export const DEMO_PASSWORD = 'demo1234';

export const demoLogins = [
  { loginName: 'admin', role: 'global admin, provider staff' },
  { loginName: 'agent', role: 'provider agent, reports only' },
  { loginName: 'kunde', role: 'customer admin' },
  { loginName: 'lager', role: 'location admin, inventory control' },
  { loginName: 'bruker', role: 'ordinary user' },
] as const;
