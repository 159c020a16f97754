// Mail settings, read from the environment (listed in the README): without SMTP_HOST every mail
// is only kept in the mail archive (J17); with it, it also goes out over SMTP.
export interface SmtpSettings { host: string; port: number; secure: boolean; user?: string; password?: string }

export interface MailSettings {
  smtp?: SmtpSettings;
  /** The sender address of every mail. */
  from: string;
  /** The portal's public address, for links in mails (never taken from the request's Host header). */
  portalUrl: string;
  /** A folder that gets each delivered mail as an .eml file (the addressee's copy, links included). */
  outboxDir?: string;
}

export function readMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const port = Number(env.SMTP_PORT ?? 587);
  return {
    smtp: env.SMTP_HOST
      ? { host: env.SMTP_HOST, port, secure: (env.SMTP_SECURE ?? (port === 465 ? 'true' : 'false')) === 'true', user: env.SMTP_USER || undefined, password: env.SMTP_PASSWORD || undefined }
      : undefined,
    from: env.SMTP_FROM ?? 'Kundeportal <no-reply@kundeportal.local>',
    outboxDir: env.MAIL_DIR || undefined,
    portalUrl: (env.PORTAL_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/$/, ''),
  };
}
