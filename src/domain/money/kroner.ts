// Money on screen (P17): integer øre in the database and the API, kroner with 2 decimals on screen,
// typed in kroner with a decimal comma ("0,25") or point ("0.25").

/** P17: money in the language's way with 2 decimals (øre stored as integers). */
export const formatOre = (ore: number, language = 'nb-NO') =>
  (ore / 100).toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as a money field shows it for editing: kroner with 2 decimals, no thousands separators. */
export const kronerText = (ore: number, language = 'nb-NO') =>
  (ore / 100).toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

const KRONER = /^([-−]?)(\d{0,12})(?:[.,](\d{0,2}))?$/;

/**
 * Kroner as typed → øre: "0,25" and "0.25" are 25, "12" is 1200, "1 234,5" is 123450 (spaces, as
 * the Norwegian way of writing thousands, are left out). Undefined for anything else, more than two
 * decimals included: a money field never rounds what was typed.
 */
export function parseKroner(text: string): number | undefined {
  const match = KRONER.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match || (match[2] === '' && !match[3])) return undefined;
  const ore = Number(match[2] || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -ore : ore;
}
