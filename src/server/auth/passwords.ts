import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2), as OWASP recommends.
export const hashPassword = (password: string) => hash(password);

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spent on unknown user names too, so the answer time does not tell which names exist. */
let decoy: Promise<string> | undefined;
export async function spendDecoyVerification(password: string): Promise<void> {
  decoy ??= hash('decoy-password-never-used');
  await passwordMatches(await decoy, password);
}
