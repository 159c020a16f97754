// Password rules (A17, A18, P01, R29), used by the forms and the server alike.
export const MIN_PASSWORD_LENGTH = 7;

export type PasswordVerdict = 'too-short' | 'too-weak' | 'ok';

/** R29: at least 7 characters and at least two kinds of character (lower, upper, digit, other). */
export function judgePassword(password: string): PasswordVerdict {
  if (password.length < MIN_PASSWORD_LENGTH) return 'too-short';
  const kinds = [/[a-zæøå]/, /[A-ZÆØÅ]/, /\d/, /[^a-zA-ZæøåÆØÅ\d]/].filter((kind) => kind.test(password)).length;
  return kinds >= 2 ? 'ok' : 'too-weak';
}
