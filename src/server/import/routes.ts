// The Excel import's calls (E10–E12, N40; schemas/paths/import.yaml): the task Delivery, the caller's
// own files at the context location (which sends every delivery), input checked by the schemas.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VALIDATABLE, type ImportStatus } from '../../domain/import/columns.js';
import { ApiError } from '../http/errors.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { languageOf, text } from '../i18n/texts.js';
import { approveFile, ApprovalRefused, deleteFile, rejectFile } from './approval.js';
import { fileState, importer, ownFile, ownFiles, saveUpload, statusOf } from './files.js';
import { importTemplate } from './template.js';
import { validateFile } from './validation.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const languageOfRequest = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

export function importRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const answer = async (request: FastifyRequest, id: number) => ({ data: fileState(await ownFile(db, callOf(request), id), languageOfRequest(request)) });

  // N40: the file itself is the body, as the browser sends a chosen file (no base64 copy in memory).
  void app.register(async (scope) => {
    scope.addContentTypeParser([XLSX, 'application/octet-stream'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    addRoute(scope, 'POST', '/api/blob', async (request) => {
      const call = importer(callOf(request));
      const { name } = request.query as { name: string };
      const content = request.body;
      if (!Buffer.isBuffer(content)) throw new ApiError(400, 'not-xlsx', 'importNotXlsx', { field: 'file' });
      return answer(request, await saveUpload(db, call, name, content));
    }, { files: true });
  });

  addRoute(app, 'POST', '/api/excelimport', async (request) => {
    const call = importer(callOf(request));
    const { id, firstRowIsHeader } = request.body as { id: number; firstRowIsHeader: boolean };
    const file = await ownFile(db, call, id);
    const status = statusOf(file);
    if (status === 'validating') throw new ApiError(409, 'import-validating', 'importValidating');
    if (!VALIDATABLE.includes(status)) throw new ApiError(409, 'import-finished', 'importFinished');
    // A new run number: a validation still writing from an earlier run stops.
    const started = await db.updateTable('importFiles').set((eb) => ({
      status: 'validating', firstRowIsHeader, validationRun: eb('validationRun', '+', 1), rowsExpected: null, rowsRead: 0, rowCount: 0, deliveryCount: 0,
      quantityTotal: 0, errorCount: 0, warningCount: 0, errors: '[]', warnings: '[]', validatedAt: null, updatedAt: new Date(),
    })).where('id', '=', id).where('validationRun', '=', file.validationRun).returning('validationRun').executeTakeFirst();
    if (!started) throw new ApiError(409, 'import-validating', 'importValidating');
    // The validation goes on after the answer; the page follows it with GET excelfile.
    validateFile(db, call, id, started.validationRun).catch(async (error) => {
      request.log.error(error);
      await db.updateTable('importFiles').set({ status: 'invalid', errorCount: 1, errors: JSON.stringify([{ row: null, column: null, key: 'importInterrupted' }]) })
        .where('id', '=', id).where('validationRun', '=', started.validationRun).where('status', '=', 'validating').execute().catch(() => undefined);
    });
    return answer(request, id);
  });

  addRoute(app, 'GET', '/api/excelfiles', async (request) => {
    const language = languageOfRequest(request);
    return { data: (await ownFiles(db, importer(callOf(request)))).map((file) => fileState(file, language, false)) };
  });
  addRoute(app, 'GET', '/api/excelfile/:id', async (request) => {
    importer(callOf(request));
    return answer(request, (request.params as { id: number }).id);
  });
  addRoute(app, 'GET', '/api/excelfile/:id/deliveries', async (request) => {
    const call = importer(callOf(request));
    const { id } = request.params as { id: number };
    const { index = 0, count = 50 } = request.query as { index?: number; count?: number };
    const file = await ownFile(db, call, id);
    if ((file.status as ImportStatus) !== 'valid') return { data: [], total: 0 };
    const english = languageOfRequest(request) === 'en-US';
    const rows = await db.selectFrom('importRows')
      .innerJoin('locations', 'locations.id', 'importRows.locationIdTo')
      .innerJoin('transactionTypes', 'transactionTypes.id', 'importRows.type')
      .select((eb) => [
        'importRows.deliveryNo', eb.fn.min<number>('importRows.rowNo').as('row'), 'importRows.locationIdTo', 'locations.name as locationNameTo',
        'importRows.transactionDate', 'importRows.type', english ? 'transactionTypes.nameEn as typeName' : 'transactionTypes.name as typeName',
        'importRows.senderReference', 'importRows.receiverReference',
        eb.fn.countAll<number>().as('lineCount'), eb.fn.sum<number>('importRows.quantity').as('quantity'),
      ])
      .where('importRows.fileId', '=', id).where('importRows.deliveryNo', '>', index).where('importRows.deliveryNo', '<=', index + count)
      .groupBy(['importRows.deliveryNo', 'importRows.locationIdTo', 'locations.name', 'importRows.transactionDate', 'importRows.type', 'transactionTypes.name', 'transactionTypes.nameEn', 'importRows.senderReference', 'importRows.receiverReference'])
      .orderBy('importRows.deliveryNo').execute();
    return { data: rows.map((row) => ({ ...row, row: Number(row.row), lineCount: Number(row.lineCount), quantity: Number(row.quantity) })), total: file.deliveryCount };
  });

  addRoute(app, 'POST', '/api/excelaccept', async (request) => {
    const call = importer(callOf(request));
    const { id } = request.body as { id: number };
    try {
      // The log says how far an approval has come (its rows are not visible before it commits).
      await approveFile(db, call, id, (written, total) => request.log.info({ fileId: id, written, total }, 'import approval'));
    } catch (error) {
      if (error instanceof ApprovalRefused) {
        throw new ApiError(409, 'import-approval-failed', 'importApprovalFailed', { row: error.row, reason: text(error.cause.key, languageOfRequest(request), error.cause.values) });
      }
      if (error instanceof ApiError) throw error;
      request.log.error(error);
      throw new ApiError(500, 'import-approval-failed', 'importApprovalFailedGeneric');
    }
    return answer(request, id);
  });
  addRoute(app, 'POST', '/api/excelreject', async (request) => {
    const { id } = request.body as { id: number };
    await rejectFile(db, importer(callOf(request)), id);
    return answer(request, id);
  });
  addRoute(app, 'DELETE', '/api/excelfile/:id', async (request) => {
    await deleteFile(db, importer(callOf(request)), (request.params as { id: number }).id);
    return { data: null };
  });

  addRoute(app, 'GET', '/api/excelimporttemplate', async (request, reply) => {
    importer(callOf(request));
    const language = languageOfRequest(request);
    const name = language === 'en-US' ? 'deliveries-template.xlsx' : 'leveringer-mal.xlsx';
    return reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${name}"`).send(await importTemplate(db, language));
  });
}
