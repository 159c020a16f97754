// Reading an import file's sheet (docs/decisions.md "Reading an import file"): every row and the text
// of every cell come through, whoever wrote the file and in whatever order its parts lie in the zip,
// however slowly the rows are taken and however busy the machine is; or the file is refused, with the
// import's own message. exceljs' streaming reader lost the parts that came after one it was still busy
// with (the shared strings after the sheet, as its own streaming writer puts them): a file read
// without its text.
import { pbkdf2 } from 'node:crypto';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { SheetFault, sheetRowCount, sheetRows, type CellValue, type SheetRow } from '../../src/server/import/sheet';
import { day, deliveriesWorkbook, handMadeWorkbook, NORWEGIAN_HEADINGS, regularWorkbook, type Cell, type HandMadeOptions } from '../api/import-workbook';

// Text whose letters take two and three bytes, long enough that the places where the part is cut into
// chunks (every 16 or 64 KiB) fall inside a letter.
const LONG = ['', 'a', 'ab'].map((start) => `${start}${'ø€'.repeat(10_000)}`);

const SMALL: Cell[][] = [
  [42, day('2026-12-01'), 3, 'IMP-A', 'F-1', 1001, 30],
  ['7080001234567', day('2026-12-31'), 5, '  IMP-B  ', 'Følgenr. ÆØÅ æøå', '2003', 0],
  [null, null, null, null, null, null, null],
  [43, '01.12.2026', 16, 4711, null, 1001, 1_000_000],
  [null, null, null, 'Bare Best.nr.', null, null, null],
];
const LONG_TEXT: Cell[][] = LONG.map((text, index) => [44, day('2026-02-28'), 7, `LANG-${index}`, text, 2003, index + 1]);
const LARGE: Cell[][] = Array.from({ length: 2000 }, (_, index) => [
  40 + (index % 9), day(`2026-12-${String(1 + (index % 28)).padStart(2, '0')}`), 3, `IMP-${index}`, `Følgenr. ø-${index % 97}`, 1001 + (index % 3), index % 13,
]);

/** The rows as the import should read them: text trimmed, empty cells null, blank rows left out, numbered as Excel numbers them. */
function expected(rows: Cell[][], headings: string[] | null = NORWEGIAN_HEADINGS): SheetRow[] {
  const all = headings ? [headings, ...rows] : rows;
  return all.flatMap((row, index) => {
    const cells = row.map((cell): CellValue => (typeof cell === 'string' ? cell.trim() || null : cell));
    return cells.some((cell) => cell !== null) ? [{ number: index + 1, cells }] : [];
  });
}

type Write = (rows: Cell[][]) => Promise<Buffer>;
const handMade = (options: HandMadeOptions): Write => async (rows) => handMadeWorkbook(rows, NORWEGIAN_HEADINGS, options);

const WRITERS: Array<[string, Write]> = [
  ["exceljs' streaming writer (the sheet, then its shared strings)", (rows) => deliveriesWorkbook(rows)],
  ["exceljs' streaming writer, the text in the cells", (rows) => deliveriesWorkbook(rows, NORWEGIAN_HEADINGS, { sharedStrings: false })],
  ["exceljs' regular writer (the sheets, the shared strings, the workbook last)", (rows) => regularWorkbook(rows)],
  ['Excel (the shared strings after the sheets)', handMade({ producer: 'Excel', formulas: true })],
  ['Excel, the shared strings before the sheets, parts stored', handMade({ producer: 'Excel', stringsFirst: true, store: true, formulas: true })],
  ['LibreOffice (the workbook and [Content_Types].xml last)', handMade({ producer: 'LibreOffice' })],
  ['LibreOffice, the shared strings first, sizes after each part', handMade({ producer: 'LibreOffice', stringsFirst: true, dataDescriptors: true })],
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * While `work` runs, every thread of libuv's pool is kept busy hashing: the file system (where
 * exceljs kept a sheet that came before its shared strings) and zlib answer late.
 */
async function withBusyThreadPool<T>(work: () => Promise<T>): Promise<T> {
  let busy = true;
  const threads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const hashing = Array.from({ length: threads }, () => new Promise<void>((resolve) => {
    const next = () => (busy ? pbkdf2('rows', 'salt', 20_000, 32, 'sha512', next) : resolve());
    next();
  }));
  try {
    return await work();
  } finally {
    busy = false;
    await Promise.all(hashing);
  }
}

// exceljs' own modules, as its streaming reader requires them.
const fromExcelJs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
const tmp = fromExcelJs('tmp') as { file: (...args: unknown[]) => void };
const unzipper = fromExcelJs('unzipper') as { Parse: (...args: unknown[]) => Writable };

/**
 * While `work` runs, the file system answers late where exceljs' streaming reader used it: a sheet
 * that comes before the shared strings was copied to a temporary file, and the zip read on meanwhile.
 * The copy starts only once the zip has been read to its end (or after a second, when the zip waits
 * for the copy): the timing in which that reader lost every part after the sheet, the shared strings
 * among them. Pinned to exceljs 4.4.0's reader; sheetRows reads neither through tmp nor unzipper.
 */
async function withLateFileSystem<T>(work: () => Promise<T>): Promise<T> {
  const { file } = tmp;
  const { Parse } = unzipper;
  const zips: Writable[] = [];
  unzipper.Parse = (...args) => {
    const zip = Parse(...args);
    zips.push(zip);
    return zip;
  };
  tmp.file = (...args) => {
    const callback = args.pop() as (...results: unknown[]) => void;
    file(...args, (...results: unknown[]) => {
      const reading = zips.filter((zip) => !zip.writableFinished).map((zip) => once(zip, 'finish'));
      void Promise.race([Promise.all(reading), sleep(1000)]).then(() => callback(...results));
    });
  };
  try {
    return await work();
  } finally {
    tmp.file = file;
    unzipper.Parse = Parse;
  }
}

/** How the rows are taken: what is done between one and the next, and around the whole read. */
interface Pace { between?: (count: number) => Promise<void> | void; around?: (read: () => Promise<SheetRow[]>) => Promise<SheetRow[]> }

const PACES: Array<[string, Pace]> = [
  ['taken as fast as they come', {}],
  ['a slow consumer: a turn of the event loop between rows, a timer every 250', {
    between: async (count) => {
      await turn();
      if (count % 250 === 1) await sleep(15);
    },
  }],
  ['the event loop blocked between rows', {
    between: (count) => {
      if (count % 250 === 1) for (const until = Date.now() + 25; Date.now() < until;);
    },
  }],
  ['the thread pool busy all along', { around: (read) => withBusyThreadPool(read) }],
  ['the file system answering late', { around: (read) => withLateFileSystem(read) }],
];

async function readAll(file: Buffer, { between, around = (read) => read() }: Pace = {}): Promise<SheetRow[]> {
  return around(async () => {
    const rows: SheetRow[] = [];
    for await (const row of sheetRows(file)) {
      rows.push(row);
      await between?.(rows.length);
    }
    return rows;
  });
}

describe('every row and every text of the sheet comes through', () => {
  const files = new Map<string, Promise<Buffer>>();
  const fileOf = (writer: string, write: Write, rows: Cell[][]) => {
    const key = `${writer}/${rows.length}`;
    if (!files.has(key)) files.set(key, write(rows));
    return files.get(key)!;
  };
  afterAll(() => files.clear());

  for (const [writer, write] of WRITERS) {
    describe(writer, () => {
      for (const [name, pace] of PACES) {
        it(`a few rows; ${name}`, async () => {
          const file = await fileOf(writer, write, SMALL);
          expect(await readAll(file, pace)).toEqual(expected(SMALL));
        }, 60_000);
        it(`2,000 rows; ${name}`, async () => {
          const file = await fileOf(writer, write, LARGE);
          const rows = await readAll(file, pace);
          expect(rows.length).toBe(2001);
          expect(rows).toEqual(expected(LARGE));
        }, 60_000);
      }
      it('long text, its letters cut in two where the part is read in chunks', async () => {
        expect(await readAll(await write(LONG_TEXT))).toEqual(expected(LONG_TEXT));
      });
    });
  }

  it('the same file read many times at once, each read its own', async () => {
    const file = await deliveriesWorkbook(SMALL);
    const reads = await withBusyThreadPool(() => Promise.all(Array.from({ length: 12 }, (_, index) => readAll(file, PACES[index % 3][1]))));
    for (const rows of reads) expect(rows).toEqual(expected(SMALL));
  }, 60_000);

  it('text in runs written in the cell, and phonetic readings, read as the text shown (exceljs kept the last run, or the reading)', async () => {
    const runs = (text: string) => `<is>${[...text.matchAll(/.{1,7}/gsu)].map(([run], index) => `<r>${index % 2 ? '<rPr><b/><sz val="11"/></rPr>' : ''}<t xml:space="preserve">${run}</t></r>`).join('')}</is>`;
    const file = handMadeWorkbook(LONG_TEXT, null, {
      producer: 'Excel',
      // Column E's long text and column D's reference written in the cells, in runs of a few letters.
      tamper: (parts) => parts.set('xl/worksheets/sheet1.xml', (parts.get('xl/worksheets/sheet1.xml') as string).replace(/<c r="([DE])(\d)" t="s"><v>\d+<\/v><\/c>/g, (_, column: string, row: string) => {
        const text = LONG_TEXT[Number(row) - 1][column === 'D' ? 3 : 4] as string;
        return `<c r="${column}${row}" t="inlineStr">${runs(text)}</c>`;
      })),
    });
    expect(await readAll(file)).toEqual(expected(LONG_TEXT, null));
    // A reading over a heading, as Excel keeps one typed with an East Asian input method.
    const phonetic = handMadeWorkbook(SMALL, NORWEGIAN_HEADINGS, {
      producer: 'Excel',
      tamper: (parts) => parts.set('xl/sharedStrings.xml', (parts.get('xl/sharedStrings.xml') as string)
        .replace('<t>Dato</t>', '<t>Dato</t><rPh sb="0" eb="4"><t>だと</t></rPh><phoneticPr fontId="1"/>')),
    });
    expect(await readAll(phonetic)).toEqual(expected(SMALL));
  });

  it('a formula is read as its value, 0 too (exceljs drops a result of 0)', async () => {
    const file = handMadeWorkbook([[42, day('2026-12-01'), 3, 'F-0', null, 1001, 0]], null, { producer: 'Excel', formulas: true });
    expect(await readAll(file)).toEqual([{ number: 1, cells: [42, day('2026-12-01'), 3, 'F-0', null, 1001, 0] }]);
  });

  it('reads the first tab, not the part that comes first, and passes over a hidden one', async () => {
    const secondFirst = handMadeWorkbook(SMALL, null, {
      producer: 'Excel',
      tamper: (parts) => parts.set('xl/workbook.xml', (parts.get('xl/workbook.xml') as string).replace(/(<sheet name="Leveringer"[^>]*\/>)(<sheet name="Forklaring"[^>]*\/>)/, '$2$1')),
    });
    expect((await readAll(secondFirst))[0]).toEqual({ number: 1, cells: ['Forklaring', null, null, null, null, null, null] });
    const hidden = handMadeWorkbook(SMALL, null, {
      producer: 'LibreOffice',
      tamper: (parts) => parts.set('xl/workbook.xml', (parts.get('xl/workbook.xml') as string)
        .replace(/(<sheet name="Leveringer"[^>]*\/>)(<sheet name="Forklaring" sheetId="2" )state="visible" ([^>]*\/>)/, '$2state="hidden" $3$1')),
    });
    expect(await readAll(hidden)).toEqual(expected(SMALL, null));
  });

  it('counts the sheet\'s rows for the progress from its dimension', () => {
    expect(sheetRowCount(handMadeWorkbook(LARGE, NORWEGIAN_HEADINGS, { producer: 'LibreOffice' }))).toBe(2001);
    expect(sheetRowCount(handMadeWorkbook(LARGE, NORWEGIAN_HEADINGS, { producer: 'Excel', store: true, dataDescriptors: true }))).toBe(2001);
  });
});

describe('a file whose rows cannot all be read is refused, with the import\'s message', () => {
  const refusal = async (file: Buffer) => {
    try {
      await readAll(file);
    } catch (error) {
      return error;
    }
    throw new Error('the file was read');
  };

  it('a cell that refers to a shared string the file does not hold: at that cell', async () => {
    const dropped = handMadeWorkbook(SMALL, NORWEGIAN_HEADINGS, {
      producer: 'Excel', tamper: (parts) => parts.set('xl/sharedStrings.xml', (parts.get('xl/sharedStrings.xml') as string).replace(/<si>(?:(?!<\/si>).)*<\/si><\/sst>$/, '</sst>')),
    });
    // The last shared string is the last row's Best.nr.
    expect(await refusal(dropped)).toMatchObject({ key: 'importMissingText', row: 6, column: 'senderReference' });
    expect(await refusal(dropped)).toBeInstanceOf(SheetFault);
  });

  it('shared strings without their part: at the first cell, never read as empty', async () => {
    const without = handMadeWorkbook(SMALL, NORWEGIAN_HEADINGS, { producer: 'LibreOffice', tamper: (parts) => parts.set('xl/sharedStrings.xml', null) });
    expect(await refusal(without)).toMatchObject({ key: 'importMissingText', row: 1, column: 'receiver' });
  });

  it('a formula without its value, or with an error for a value', async () => {
    const noValue = handMadeWorkbook(SMALL, null, { producer: 'Excel', formulas: true, tamper: (parts) => parts.set('xl/worksheets/sheet1.xml', (parts.get('xl/worksheets/sheet1.xml') as string).replace('<f>30+0</f><v>30</v>', '<f>SUM(10,20)</f>')) });
    expect(await refusal(noValue)).toMatchObject({ key: 'importFormulaWithoutValue', row: 1, column: 'quantity' });
    const error = handMadeWorkbook(SMALL, null, { producer: 'Excel', tamper: (parts) => parts.set('xl/worksheets/sheet1.xml', (parts.get('xl/worksheets/sheet1.xml') as string).replace(/<c r="D2" t="s"><v>\d+<\/v><\/c>/, '<c r="D2" t="e"><f>VLOOKUP(A2,X:Y,2,FALSE)</f><v>#N/A</v></c>')) });
    expect(await refusal(error)).toMatchObject({ key: 'importFormulaWithoutValue', row: 2, column: 'senderReference' });
  });

  it('a part altered or cut short, text that is not UTF-8, a zip without its directory', async () => {
    const stored = handMadeWorkbook(SMALL, null, { producer: 'Excel', store: true });
    const at = stored.indexOf('<v>1001</v>');
    expect(at).toBeGreaterThan(0);
    const altered = Buffer.from(stored);
    altered.write('<v>1002</v>', at, 'latin1');
    await expect(readAll(altered)).rejects.toThrow(/damaged/);
    const latin1 = handMadeWorkbook(SMALL, null, { producer: 'LibreOffice', tamper: (parts) => parts.set('xl/sharedStrings.xml', Buffer.from(parts.get('xl/sharedStrings.xml') as string, 'latin1')) });
    await expect(readAll(latin1)).rejects.toThrow(/UTF-8/);
    await expect(readAll(stored.subarray(0, stored.length - 30))).rejects.toThrow(/zip directory/);
    const noSheet = handMadeWorkbook(SMALL, null, { producer: 'Excel', tamper: (parts) => { parts.set('xl/worksheets/sheet1.xml', null); parts.set('xl/worksheets/sheet2.xml', null); } });
    expect(await refusal(noSheet)).toMatchObject({ key: 'importUnreadable', row: null });
  });
});
