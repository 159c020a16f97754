// Validating an import file (E10, E11): its rows are read as a stream a batch at a time, each batch
// checked against the ledger's rules (the same as the delivery dialog's: registration.ts) and kept in
// import_rows, and the progress written to the file, so the page can show it and a file of 100,000
// rows is never held in memory as rows. Every error names its row and column; warnings apart.
import { MAX_IMPORT_MESSAGES, MAX_IMPORT_ROWS } from '../../domain/import/columns.js';
import type { Database } from '../db/database.js';
import { base64Of } from '../db/file-content.js';
import type { TextKey } from '../i18n/texts.js';
import { looksLikeHeadings, parseRow, type ImportMessage, type ParsedRow } from './cells.js';
import { DeliveryGrouping, type ReadyRow } from './deliveries.js';
import type { ImportCaller } from './files.js';
import { ImportChecks } from './ledger-checks.js';
import { SheetFault, sheetRowCount, sheetRows, type SheetRow } from './sheet.js';
import { alreadyRegistered, BalanceWatch, dateWarning } from './warnings.js';

// Rows checked and kept a batch at a time. Each batch holds the server for as long as it takes (the
// embedded database's statements run on its one thread): 250 rows keep another user's wait under
// 100 ms at p99 while a file validates, where 1,000 held it up to 165 ms (docs/benchmarks/import.md).
const BATCH = 250;

/** The first errors and warnings, and how many there are in all. */
class Findings {
  readonly errors: ImportMessage[] = [];
  readonly warnings: ImportMessage[] = [];
  errorCount = 0;
  warningCount = 0;

  error(message: ImportMessage): void {
    this.errorCount += 1;
    if (this.errors.length < MAX_IMPORT_MESSAGES) this.errors.push(message);
  }

  warning(message: ImportMessage | undefined): void {
    if (!message) return;
    this.warningCount += 1;
    if (this.warnings.length < MAX_IMPORT_MESSAGES) this.warnings.push(message);
  }
}

class Validation {
  private readonly findings = new Findings();
  private readonly grouping = new DeliveryGrouping();
  private readonly checks: ImportChecks;
  private balance?: BalanceWatch;
  private batch: Array<{ parsed: ParsedRow; faults: ImportMessage[] }> = [];
  private rowsRead = 0;
  private rowCount = 0;
  private quantityTotal = 0;
  private firstRow?: SheetRow;
  /** Another run took the file over (validated again, rejected or deleted): this one only drains. */
  superseded = false;

  constructor(private readonly db: Database, private readonly call: ImportCaller, private readonly fileId: number, private readonly run: number, private readonly firstRowIsHeader: boolean) {
    this.checks = new ImportChecks(db, call);
  }

  async read(content: Uint8Array): Promise<void> {
    await this.db.deleteFrom('importRows').where('fileId', '=', this.fileId).execute();
    this.balance = await BalanceWatch.of(this.db, await this.checks.lookups.account(this.call.location.id));
    if (!(await this.touch({ rowsExpected: sheetRowCount(content) ?? null }))) return;
    const rows = sheetRows(content)[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<SheetRow>;
      try {
        next = await rows.next();
      } catch (error) {
        // Refused as it is read (a cell whose text or value the file does not hold: said at the
        // cell), or not readable as a workbook at all.
        if (error instanceof SheetFault) this.findings.error({ row: error.row, column: error.column, key: error.key });
        else this.fileError('importUnreadable');
        return;
      }
      if (next.done) break;
      await this.take(next.value);
      // Taken over, or refused for its length whatever follows: the rest is not read (a file far over
      // the limit would hold the validation for as long as it is).
      if (this.superseded || this.rowCount > MAX_IMPORT_ROWS) {
        await rows.return(undefined);
        return;
      }
    }
    await this.flush();
  }

  private fileError(key: TextKey, values?: Record<string, number>): void {
    this.findings.error({ row: null, column: null, key, ...(values ? { values } : {}) });
  }

  private async take(row: SheetRow): Promise<void> {
    this.rowsRead += 1;
    this.firstRow ??= row;
    // R23: the first row with anything in it holds the headings.
    if (this.firstRowIsHeader && row === this.firstRow) return;
    this.rowCount += 1;
    if (this.rowCount > MAX_IMPORT_ROWS) return;
    const faults: ImportMessage[] = [];
    this.batch.push({ parsed: parseRow(row.number, row.cells, faults), faults });
    if (this.batch.length >= BATCH) await this.flush();
  }

  /** Checks a batch against the ledger, groups its rows into deliveries and keeps them while the file has no error. */
  private async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    await this.checks.findReceivers(batch.flatMap(({ parsed }) => (parsed.receiver ? [parsed.receiver] : [])));
    const unavailable = await this.checks.unavailableProducts(batch.flatMap(({ parsed }) => (parsed.productId ? [parsed.productId] : [])));
    const ready: Array<ReadyRow & { deliveryNo: number }> = [];
    for (const { parsed, faults } of batch) {
      const locationIdTo = parsed.receiver ? this.checks.receiverOf(parsed.receiver) : null;
      if (parsed.receiver && locationIdTo === null) faults.push({ row: parsed.row, column: 'receiver', key: 'importUnknownReceiver', values: { value: 'id' in parsed.receiver ? parsed.receiver.id : parsed.receiver.gln } });
      let refused = locationIdTo === null;
      if (locationIdTo !== null && parsed.type !== undefined) {
        const fault = await this.checks.partiesFault(parsed.type, locationIdTo);
        // A fault of the sending side (the context location) is the whole file's: said once.
        if (fault?.column === null) {
          refused = true;
          if (!this.findings.errors.some((known) => known.row === null && known.key === fault.key)) this.findings.error({ ...fault, row: null });
        } else if (fault) faults.push({ ...fault, row: parsed.row });
      }
      if (parsed.productId !== undefined && unavailable.has(parsed.productId)) faults.push({ row: parsed.row, column: 'productId', key: 'importUnknownProduct', values: { value: parsed.productId } });
      for (const fault of faults) this.findings.error(fault);
      if (faults.length > 0 || refused || locationIdTo === null) continue;
      const row: ReadyRow = {
        row: parsed.row, locationIdTo, transactionDate: parsed.transactionDate!, type: parsed.type!, senderReference: parsed.senderReference,
        receiverReference: parsed.receiverReference, productId: parsed.productId!, quantity: parsed.quantity!,
      };
      const errorsBefore = this.findings.errors.length;
      const grouped = this.grouping.add(row, this.findings.errors);
      this.findings.errorCount += this.findings.errors.length - errorsBefore;
      if (!grouped) continue;
      if (grouped.started) this.findings.warning(dateWarning(row.row, row.transactionDate));
      this.findings.warning(this.balance!.add(row.row, row.productId, row.quantity));
      this.quantityTotal += row.quantity;
      ready.push({ ...row, deliveryNo: grouped.no });
    }
    // A file with an error is corrected and uploaded again (E11): its rows are of no further use.
    if (this.findings.errorCount === 0 && ready.length > 0) {
      await this.db.insertInto('importRows').values(ready.map(({ row, deliveryNo, ...fields }) => ({ fileId: this.fileId, rowNo: row, deliveryNo, ...fields }))).execute();
    }
    await this.touch({ rowsRead: this.rowsRead });
  }

  /** Writes the progress; false when another run has taken the file over. */
  private async touch(progress: { rowsRead?: number; rowsExpected?: number | null }): Promise<boolean> {
    const updated = await this.db.updateTable('importFiles').set({ ...progress, updatedAt: new Date() })
      .where('id', '=', this.fileId).where('validationRun', '=', this.run).where('status', '=', 'validating').executeTakeFirst();
    this.superseded ||= Number(updated.numUpdatedRows) === 0;
    return !this.superseded;
  }

  /** The checks of the file as a whole, then its result: valid (rows kept for the approval) or invalid. */
  async finish(): Promise<void> {
    if (this.superseded) return;
    const { findings } = this;
    if (this.rowCount > MAX_IMPORT_ROWS) this.fileError('importTooManyRows', { max: MAX_IMPORT_ROWS });
    if (this.rowCount === 0 && findings.errorCount === 0) this.fileError('importNoRows');
    const before = findings.errors.length;
    this.grouping.allZero(findings.errors);
    findings.errorCount += findings.errors.length - before;
    findings.errors.splice(MAX_IMPORT_MESSAGES);
    if (this.firstRow) {
      const headings = looksLikeHeadings(this.firstRow.cells);
      if (this.firstRowIsHeader && !headings) findings.warning({ row: this.firstRow.number, column: null, key: 'importHeaderLooksLikeData' });
      if (!this.firstRowIsHeader && headings) findings.warning({ row: this.firstRow.number, column: null, key: 'importDataLooksLikeHeader' });
    }
    if (findings.errorCount === 0) {
      for (const warning of await alreadyRegistered(this.db, this.call.location.id, this.grouping.references())) findings.warning(warning);
    }
    this.balance?.settle();
    const valid = findings.errorCount === 0;
    findings.errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    findings.warnings.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('importFiles').set({
        status: valid ? 'valid' : 'invalid', rowsRead: this.rowsRead, rowCount: this.rowCount, deliveryCount: valid ? this.grouping.count : 0,
        quantityTotal: valid ? this.quantityTotal : 0, errorCount: findings.errorCount, warningCount: findings.warningCount,
        errors: JSON.stringify(findings.errors), warnings: JSON.stringify(findings.warnings), validatedAt: new Date(), updatedAt: new Date(),
      }).where('id', '=', this.fileId).where('validationRun', '=', this.run).where('status', '=', 'validating').executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0 && !valid) await trx.deleteFrom('importRows').where('fileId', '=', this.fileId).execute();
    });
  }
}

/**
 * POST excelimport's work, after the answer: validates the file's run `run` (excelimport numbered
 * it) and writes its result. A run that another took over stops writing.
 */
export async function validateFile(db: Database, call: ImportCaller, fileId: number, run: number): Promise<void> {
  const file = await db.selectFrom('importFiles').select([base64Of('content').as('content'), 'firstRowIsHeader']).where('id', '=', fileId).where('validationRun', '=', run).executeTakeFirst();
  if (!file?.content) return;
  const validation = new Validation(db, call, fileId, run, file.firstRowIsHeader);
  await validation.read(Buffer.from(file.content, 'base64'));
  await validation.finish();
}
