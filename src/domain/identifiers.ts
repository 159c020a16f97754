// Check digits of the identifiers the pool works with: GS1 location numbers (GLN, 13 digits) and the
// organisation numbers of the pool's customers in Norway, Sweden and Denmark (issue 14).

/** The GS1 check digit of a 12-digit body (weights 3 and 1 from the right). */
export function gs1CheckDigit(body: string): number {
  const sum = body.split('').reverse().reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

export const withGs1CheckDigit = (body: string) => `${body}${gs1CheckDigit(body)}`;

/** A 13-digit GLN whose last digit is its GS1 check digit. */
export const isValidGln = (gln: string) => /^\d{13}$/.test(gln) && gs1CheckDigit(gln.slice(0, 12)) === Number(gln[12]);

const ORG_NUMBER_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** The modulus-11 check digit of an 8-digit organisation-number body, or undefined when none fits. */
export function orgNumberCheckDigit(body: string): number | undefined {
  const rest = body.split('').reduce((sum, digit, i) => sum + Number(digit) * ORG_NUMBER_WEIGHTS[i], 0) % 11;
  const check = rest === 0 ? 0 : 11 - rest;
  return check < 10 ? check : undefined;
}

/** The first valid organisation number from `start` (an 8-digit body) upwards. */
export function orgNumberFrom(start: number): string {
  for (let body = start; ; body++) {
    const check = orgNumberCheckDigit(String(body));
    if (check !== undefined) return `${body}${check}`;
  }
}

/** Luhn (modulus 10) over all digits, the last one the check digit. */
function luhnValid(digits: string): boolean {
  const sum = digits.split('').reverse().reduce((acc, digit, i) => {
    const value = Number(digit) * (i % 2 === 1 ? 2 : 1);
    return acc + (value > 9 ? value - 9 : value);
  }, 0);
  return sum % 10 === 0;
}

const CVR_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1];

/** The countries whose organisation numbers the pool takes (the registration's countries, P25). */
export type OrgNumberCountry = 'NOR' | 'SWE' | 'DNK';

/** Each country's number by its digits: the lengths differ, so a number names its own country. */
const ORG_NUMBERS: Record<OrgNumberCountry, { digits: number; valid: (digits: string) => boolean }> = {
  NOR: { digits: 9, valid: (digits) => orgNumberCheckDigit(digits.slice(0, 8)) === Number(digits[8]) },
  SWE: { digits: 10, valid: luhnValid },
  DNK: { digits: 8, valid: (digits) => CVR_WEIGHTS.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0) % 11 === 0 },
};

/** An organisation number as stored: its digits only (no spaces, no Swedish hyphen). */
export const compactOrgNumber = (value: string) => value.replace(/[\s-]/g, '');

/**
 * An organisation number as it is written in its country, spaces allowed: Norwegian (9 digits,
 * modulus 11), Swedish (organisationsnummer, 10 digits, Luhn, often NNNNNN-NNNN) or Danish (CVR,
 * 8 digits, weighted sum divisible by 11). With a country, only that country's number is valid.
 */
export function isValidOrgNumber(value: string, country?: OrgNumberCountry): boolean {
  const written = value.replace(/ /g, '');
  // A hyphen only where a Swedish number has it.
  if (!/^\d+$/.test(written) && !/^\d{6}-\d{4}$/.test(written)) return false;
  const digits = compactOrgNumber(written);
  const own = (Object.keys(ORG_NUMBERS) as OrgNumberCountry[]).find((code) => ORG_NUMBERS[code].digits === digits.length);
  return own !== undefined && (country === undefined || own === country) && ORG_NUMBERS[own].valid(digits);
}
