// Formula injection (OWASP "CSV Injection"): a text that begins with =, +, -, @, a tab or a carriage
// return is taken for a formula by spreadsheet programs when it reaches them as CSV, when a cell is
// edited, or when a workbook is saved as CSV and opened again. Every export (Excel and CSV, portal and
// server) writes its text cells through `spreadsheetCell`, which puts a single quote in front of such
// a text, so it is shown and kept as the text it is and never evaluated. Numbers and dates are values,
// never formulas, and go as they are.
const FORMULA_START = /^[=+\-@\t\r]/;

export const spreadsheetText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

export function spreadsheetCell<T>(value: T): T | string {
  return typeof value === 'string' ? spreadsheetText(value) : value;
}
