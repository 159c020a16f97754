// The import template (E10): the first sheet has the columns' headings in the caller's language and
// the cells formatted for what they take (GLNs and references as text, dates as dates); the second
// explains each column and names the delivery types.
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, type ImportColumnKey } from '../../domain/import/columns.js';
import { DELIVERY_TYPES } from '../../domain/ledger/types.js';
import type { Database } from '../db/database.js';
import { text, type ServerLanguage, type TextKey } from '../i18n/texts.js';

const HELP: Record<ImportColumnKey, TextKey> = {
  receiver: 'importHelpReceiver', transactionDate: 'importHelpDate', type: 'importHelpType', senderReference: 'importHelpSenderReference',
  receiverReference: 'importHelpReceiverReference', productId: 'importHelpProduct', quantity: 'importHelpQuantity',
};

const FORMAT: Partial<Record<ImportColumnKey, string>> = { receiver: '@', transactionDate: 'dd.mm.yyyy', senderReference: '@', receiverReference: '@' };

export async function importTemplate(db: Database, language: ServerLanguage): Promise<Buffer> {
  const english = language === 'en-US';
  const types = await db.selectFrom('transactionTypes').select(['id', english ? 'nameEn as name' : 'name']).where('id', 'in', [...DELIVERY_TYPES]).orderBy('id').execute();
  const typeList = types.map((type) => `${type.id} ${type.name}`).join(', ');

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text('importTemplateSheet', language));
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: column.heading[language], key: column.key, width: Math.max(14, column.heading[language].length + 4),
    ...(FORMAT[column.key] ? { style: { numFmt: FORMAT[column.key] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet(text('importTemplateHelpSheet', language));
  help.columns = [{ width: 8 }, { width: 34 }, { width: 100 }];
  for (const column of IMPORT_COLUMNS) {
    help.addRow([column.letter, column.heading[language], text(HELP[column.key], language, { types: typeList })]);
  }
  help.addRow([]);
  help.addRow(['', '', text('importHelpHeaderRow', language)]);
  help.getColumn(3).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
