// npm run bench, section import (E10–E12): an Excel file of 50,000 rows (25,000 deliveries of two
// lines) uploaded, validated and approved through the real server, which runs in a process of its own
// (scripts/bench-import-server.ts) so that its memory is measured apart from the file's making; on
// PGlite and on PostgreSQL. Time and the server's peak resident set and heap for the validation and for
// the approval; the table goes to docs/benchmarks/import.md.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { MAX_IMPORT_ROWS } from '../src/domain/import/columns.js';
import { login, machine } from './bench-ledger.js';

const root = join(import.meta.dirname, '..');
export const IMPORT_BENCH = { rows: 50_000, linesPerDelivery: 2 };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADINGS = ['Mottaker (lokasjonsnr. eller GLN)', 'Dato', 'Type', 'Best.nr.', 'Følgenr.', 'Produktnr.', 'Antall'];

/** How long another user's GET ping waited (ms) while the step ran, one ping every 10 ms (issue 33: ≤ 100 ms at p99). */
export interface OthersWait { pings: number; p50: number; p99: number; max: number }
export const OTHERS_WAIT_TARGET_P99_MS = 100;
/** A support attachment of the largest size a user may send (R36). */
const ATTACHMENT_BYTES = 5 * 1000 * 1000;

interface Memory { rssStart: number; rssPeak: number; rssEnd: number; heapStart: number; heapPeak: number; heapEnd: number; heapRetained: number }
export interface ImportFigures {
  kind: string; rows: number; deliveries: number; fileBytes: number; uploadSeconds: number;
  validation: { seconds: number; rowsPerSecond: number; memory: Memory; othersWait: OthersWait };
  approval: { seconds: number; deliveriesPerSecond: number; memory: Memory };
  attachment: { seconds: number; othersWait: OthersWait };
  /** Issue 33's case: a file one row over the import's limit, validated until it is refused. */
  overLimit: { rows: number; fileBytes: number; seconds: number; othersWait: OthersWait };
}

/**
 * Runs `work` while another user pings from a process of its own (ping-client.ts), and gives what the
 * pings waited. Pinging from this process, the bench's own work (a 5 MB request's JSON written and
 * sent) held up the pings as if the server had.
 */
async function whileOthersWait<T>(base: string, headers: Record<string, string>, work: () => Promise<T>): Promise<{ result: T; othersWait: OthersWait }> {
  const pinger = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/ping-client.ts'), JSON.stringify({ url: `${base}/api/ping`, headers })], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: pinger.stdout })[Symbol.asyncIterator]();
  const line = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`ping client exited with ${pinger.exitCode}`);
    return value as string;
  };
  let result: T;
  try {
    if ((await line()) !== 'started') throw new Error('ping client did not start');
    result = await work();
  } finally {
    pinger.stdin.write('stop\n');
  }
  const waits = JSON.parse(await line()) as number[];
  return { result, othersWait: summary(waits) };
}

/** How long a series of calls waited: how many, p50, p99 and the longest, in ms. */
export function summary(waits: number[]): OthersWait {
  const sorted = [...waits].sort((a, b) => a - b);
  const at = (share: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0, 1);
  return { pings: sorted.length, p50: at(0.5), p99: at(0.99), max: round(sorted.at(-1) ?? 0, 1) };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The file: rows of two lines per Best.nr., to 40 receivers (every other one by GLN), dated today. */
async function workbook(receivers: Array<{ id: number; gln: string | null }>, rows = IMPORT_BENCH.rows): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true, useStyles: true });
  const sheet = writer.addWorksheet('Leveringer');
  sheet.addRow(HEADINGS).commit();
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  for (let row = 0; row < rows; row += 1) {
    const delivery = Math.floor(row / IMPORT_BENCH.linesPerDelivery);
    const receiver = receivers[delivery % receivers.length];
    const added = sheet.addRow([delivery % 2 && receiver.gln ? receiver.gln : receiver.id, today, 3, `BENCH-${delivery}`, `F-${delivery}`, row % 2 ? 2003 : 1001, 1 + (row % 50)]);
    added.getCell(2).numFmt = 'dd.mm.yyyy';
    added.commit();
  }
  sheet.commit();
  await writer.commit();
  await ended;
  return Buffer.concat(chunks);
}

async function benchOne(kind: 'pglite' | 'postgres', adminUrl: string | undefined): Promise<ImportFigures> {
  let env: Record<string, string> = {};
  let drop = async () => {};
  if (kind === 'postgres') {
    const name = `kp_bench_import_${process.pid}`;
    const admin = async (text: string) => { const client = new pg.Client({ connectionString: adminUrl }); await client.connect(); try { await client.query(text); } finally { await client.end(); } };
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
    drop = () => admin(`drop database if exists ${name} with (force)`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    env = { BENCH_DATABASE_URL: url.toString() };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'kundeportal-bench-import-'));
    drop = async () => rmSync(dir, { recursive: true, force: true });
    env = { BENCH_DATA_DIR: dir };
  }
  const server = fork(join(root, 'scripts/bench-import-server.ts'), [], {
    cwd: root, env: { ...process.env, ...env }, execArgv: ['--expose-gc', '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () => new Promise<any>((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  try {
    const { base, receivers } = await next();
    const file = await workbook(receivers);
    const headers = await login(base, 'lager');
    const other = await login(base, 'bruker');
    const callAs = (who: Record<string, string>) => async (method: string, path: string, body?: object) => {
      const response = await fetch(`${base}${path}`, { method, headers: { ...who, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
      const answer = await response.json() as any;
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(answer)}`);
      return answer.data;
    };
    const call = callAs(headers);
    /** POST excelimport, then GET excelfile until the validation has ended: the file's state. */
    const validatedState = async (id: number) => {
      await call('POST', '/api/excelimport', { id, firstRowIsHeader: true });
      let file = await call('GET', `/api/excelfile/${id}`);
      for (; file.status === 'validating'; file = await call('GET', `/api/excelfile/${id}`)) await new Promise((resolve) => setTimeout(resolve, 100));
      return file;
    };

    const began = performance.now();
    const uploaded = await fetch(`${base}/api/blob?name=bench.xlsx`, { method: 'POST', headers: { ...headers, 'content-type': XLSX }, body: new Uint8Array(file) }).then((response) => response.json() as Promise<any>);
    const uploadSeconds = (performance.now() - began) / 1000;

    const measured = async (work: () => Promise<void>) => {
      const marked = next();
      server.send('mark');
      await marked;
      const started = performance.now();
      await work();
      const seconds = (performance.now() - started) / 1000;
      const reported = next();
      server.send('report');
      return { seconds: round(seconds), memory: await reported as Memory };
    };

    let state: any;
    const { result: validated, othersWait: validationWait } = await whileOthersWait(base, other, () => measured(async () => {
      state = await validatedState(uploaded.data.id);
    }));
    const validation = { ...validated, othersWait: validationWait };
    if (state.status !== 'valid') throw new Error(`validation: ${state.status} ${JSON.stringify(state.errors.slice(0, 3))}`);
    const approval = await measured(async () => {
      state = await call('POST', '/api/excelaccept', { id: uploaded.data.id });
    });
    if (state.orderCount !== IMPORT_BENCH.rows / IMPORT_BENCH.linesPerDelivery) throw new Error(`approval registered ${state.orderCount}`);
    const deliveries = state.orderCount as number;

    // The largest attachment a user may send, added to a reply of an open ticket by the agent.
    const asAgent = callAs(await login(base, 'agent'));
    const ticket = (await asAgent('GET', '/api/supporttickets?status=InProcess&count=1'))[0];
    const event = await asAgent('POST', '/api/supportevent', { ticketId: ticket.id, description: '<p>Bildet følger.</p>', internalUse: false });
    const contentData = Buffer.from(Array.from({ length: ATTACHMENT_BYTES }, (_, i) => (i * 131 + (i >> 8)) % 256)).toString('base64');
    const attached = await whileOthersWait(base, other, async () => {
      const sent = performance.now();
      await asAgent('POST', '/api/supportattachment', { ticketEventId: event.id, filename: 'bilde.bin', contentType: 'application/octet-stream', contentData });
      return round((performance.now() - sent) / 1000);
    });

    // A file one row over the limit: its 100,000 rows are checked and kept as the valid file's were, then it is refused.
    const longFile = await workbook(receivers, MAX_IMPORT_ROWS + 1);
    const long = await fetch(`${base}/api/blob?name=lang.xlsx`, { method: 'POST', headers: { ...headers, 'content-type': XLSX }, body: new Uint8Array(longFile) }).then((response) => response.json() as Promise<any>);
    const refused = await whileOthersWait(base, other, async () => {
      const started = performance.now();
      const file = await validatedState(long.data.id);
      if (file.status !== 'invalid' || file.rowCount !== MAX_IMPORT_ROWS + 1) throw new Error(`a file over the limit: ${file.status}, ${file.rowCount} rows`);
      return round((performance.now() - started) / 1000);
    });
    return {
      kind, rows: IMPORT_BENCH.rows, deliveries, fileBytes: file.length, uploadSeconds: round(uploadSeconds),
      validation: { ...validation, rowsPerSecond: Math.round(IMPORT_BENCH.rows / validation.seconds) },
      approval: { ...approval, deliveriesPerSecond: Math.round(deliveries / approval.seconds) },
      attachment: { seconds: attached.result, othersWait: attached.othersWait },
      overLimit: { rows: MAX_IMPORT_ROWS + 1, fileBytes: longFile.length, seconds: refused.result, othersWait: refused.othersWait },
    };
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    if (server.connected) server.send('stop');
    else server.kill();
    await exited;
    await drop();
  }
}

export async function benchImport(kinds: Array<'pglite' | 'postgres'>, adminUrl: string | undefined): Promise<ImportFigures[]> {
  const figures: ImportFigures[] = [];
  for (const kind of kinds) {
    const result = await benchOne(kind, adminUrl);
    figures.push(result);
    const { validation: v, approval: a } = result;
    console.log(`  ${kind.padEnd(9)} ${result.rows} rows (${round(result.fileBytes / 2 ** 20)} MB): validated in ${v.seconds} s (${v.rowsPerSecond} rows/s), RSS peak ${v.memory.rssPeak} MB, heap peak ${v.memory.heapPeak} MB; `
      + `approved ${result.deliveries} deliveries in ${a.seconds} s (${a.deliveriesPerSecond}/s), RSS peak ${a.memory.rssPeak} MB, heap peak ${a.memory.heapPeak} MB; `
      + `another user waited p99 ${v.othersWait.p99} ms (max ${v.othersWait.max}) during the validation, p99 ${result.attachment.othersWait.p99} ms (max ${result.attachment.othersWait.max}) during a 5 MB attachment, `
      + `p99 ${result.overLimit.othersWait.p99} ms (max ${result.overLimit.othersWait.max}) during a ${result.overLimit.rows}-row file's validation until it was refused (${result.overLimit.seconds} s)`);
  }
  return figures;
}

const memory = (m: Memory) => `RSS ${m.rssStart} → peak ${m.rssPeak} → ${m.rssEnd} MB; heap ${m.heapStart} → peak ${m.heapPeak} → ${m.heapEnd} MB, ${m.heapRetained} MB after a collection`;

export function writeImportReport(figures: ImportFigures[]): string {
  const path = join(root, 'docs/benchmarks/import.md');
  const lines = [
    '# Excel import of 50,000 rows',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`BENCH_SECTIONS=import npm run bench\` (scripts/bench-import.ts) on ${machine()}.`,
    `The file: ${IMPORT_BENCH.rows.toLocaleString('en-US')} rows, ${(IMPORT_BENCH.rows / IMPORT_BENCH.linesPerDelivery).toLocaleString('en-US')} deliveries of ${IMPORT_BENCH.linesPerDelivery} lines to 40 receivers (every other one named by GLN), a heading row, written by exceljs' streaming writer (no \`<dimension>\`, so the progress total is the estimate from the sheet's size). The server runs in its own process on the seeded demo database; its memory is sampled every 50 ms from a mark made (after a garbage collection) just before each step.`,
    '',
    '| database | upload | validation (POST excelimport until GET excelfile says valid) | approval (POST excelaccept, one database transaction) |',
    '|---|---|---|---|',
    ...figures.map((f) => `| ${f.kind} | ${round(f.fileBytes / 2 ** 20)} MB in ${f.uploadSeconds} s | ${f.validation.seconds} s = ${f.validation.rowsPerSecond.toLocaleString('en-US')} rows/s; ${memory(f.validation.memory)} | ${f.deliveries.toLocaleString('en-US')} deliveries (${f.rows.toLocaleString('en-US')} lines) in ${f.approval.seconds} s = ${f.approval.deliveriesPerSecond.toLocaleString('en-US')}/s; ${memory(f.approval.memory)} |`),
    '',
    '- The validation reads the sheet as a stream (its parts from the zip\'s directory, parsed by exceljs) 250 rows at a time: each batch is checked against the ledger (receivers, products and the sides\' rules, each distinct one read once), kept in `import_rows` and its progress written to the file. What stays in memory over the file is one batch, the deliveries\' Best.nr. index and the shared strings.',
    '- The approval reads the kept rows a thousand deliveries at a time, checks each delivery by the delivery dialog\'s rules (with the lookups shared) and writes heads, lines and audit entries a thousand to a statement, all in one database transaction.',
    '',
    `Another user's wait while one user uploads (issue 33, target p99 ≤ ${OTHERS_WAIT_TARGET_P99_MS} ms): a second user (bruker), from a process of its own (scripts/ping-client.ts), calls GET ping every 10 ms during the validation above, while the agent adds a ${ATTACHMENT_BYTES / 1e6} MB attachment to a ticket's reply, and while a file of ${(MAX_IMPORT_ROWS + 1).toLocaleString('en-US')} rows (the issue's case, one row over the import's limit) is validated until it is refused: its ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows are checked and kept as a valid file's are, and reading stops at the row over the limit.`,
    '',
    `| database | during the validation: pings, p50 / p99 / max ms | during the 5 MB attachment (its own time): pings, p50 / p99 / max ms | during a ${(MAX_IMPORT_ROWS + 1).toLocaleString('en-US')}-row file's validation until it is refused for its length (its own time): pings, p50 / p99 / max ms |`,
    '|---|---|---|---|',
    ...figures.map((f) => `| ${f.kind} | ${f.validation.othersWait.pings}: ${f.validation.othersWait.p50} / ${f.validation.othersWait.p99} / ${f.validation.othersWait.max} | (${f.attachment.seconds} s) ${f.attachment.othersWait.pings}: ${f.attachment.othersWait.p50} / ${f.attachment.othersWait.p99} / ${f.attachment.othersWait.max} | (${f.overLimit.seconds} s, ${round(f.overLimit.fileBytes / 2 ** 20)} MB) ${f.overLimit.othersWait.pings}: ${f.overLimit.othersWait.p50} / ${f.overLimit.othersWait.p99} / ${f.overLimit.othersWait.max} |`),
    '',
    '- On PGlite the approval holds the embedded database\'s one connection for its whole length: other calls wait until it commits.',
    '',
  ];
  writeFileSync(path, `${lines.join('\n')}`);
  return 'docs/benchmarks/import.md';
}

/** The section as npm run bench runs it: each database kind, the table written; true when it failed. */
export async function reportImport(kinds: Array<'pglite' | 'postgres'>, adminUrl: string | undefined, results: Record<string, unknown>): Promise<boolean> {
  console.log(`\n== Import: an Excel file of ${IMPORT_BENCH.rows} rows validated and approved, the server's time and memory ==`);
  try {
    const figures = await benchImport(kinds, adminUrl);
    results.import = figures;
    console.log(`  table in ${writeImportReport(figures)}`);
    return false;
  } catch (error) {
    results.import = { error: String(error) };
    console.log(`  FAILED: ${String(error)}`);
    return true;
  }
}
