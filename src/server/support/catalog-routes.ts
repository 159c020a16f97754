// What the ticket dialogs pick from: categories (I06, I08), employees (I34), the reply templates
// setting (I39, I40), and rich-text images (I29).
import type { FastifyInstance } from 'fastify';
import type { EmploymentType, SupportTemplateSetting } from '../../../generated/entities.js';
import { mayManageTemplates, mayUseTemplates, isSupportAgent } from '../../domain/support.js';
import { isGlobalAdmin } from '../../domain/access.js';
import { listCategories, listEmployees, listMainCategories, readImage, readTemplates, storeImage, writeTemplates } from './catalog.js';
import { ApiError, forbidden } from '../http/errors.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

const agentsOnly = () => new ApiError(403, 'agents-only', 'agentsOnly');

export function supportCatalogRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'GET', '/api/supportmaincategories', async (request) => {
    const { forOrder = false } = request.query as { forOrder?: boolean };
    return { data: await listMainCategories(db, callOf(request).language, forOrder) };
  });

  addRoute(app, 'GET', '/api/supportcategories', async (request) => {
    const { mainCategoryId } = request.query as { mainCategoryId?: string };
    return { data: await listCategories(db, callOf(request).language, mainCategoryId) };
  });

  // I34: the agent picker; staff names are not for customers.
  addRoute(app, 'GET', '/api/employees', async (request) => {
    const { user } = callOf(request);
    if (!isSupportAgent(user) && !isGlobalAdmin(user)) throw agentsOnly();
    // I34: Employed ones unless other employment types are asked for.
    return { data: await listEmployees(db, (request.query as { employmentType?: EmploymentType[] }).employmentType ?? ['Employed']) };
  });

  addRoute(app, 'GET', '/api/setting', async (request) => {
    if (!mayUseTemplates(callOf(request).user)) throw agentsOnly();
    const { scope, name } = request.query as { scope: 'global'; name: 'support-templates' };
    return { data: { scope, name, value: await readTemplates(db) } satisfies SupportTemplateSetting };
  });

  addRoute(app, 'PUT', '/api/setting', async (request) => {
    const call = callOf(request);
    if (!mayManageTemplates(call.user)) throw forbidden();
    const { scope, name, value } = request.body as SupportTemplateSetting;
    return { data: { scope, name, value: await writeTemplates(db, call, value) } satisfies SupportTemplateSetting };
  });

  // I29: anyone who writes rich text may place an uploaded image in it.
  addRoute(app, 'POST', '/api/supportimage', async (request) =>
    ({ data: [await storeImage(db, callOf(request), request.body as { data: string; name: string; type: string })] }), { files: true });

  // An img tag sends no token: the 128-bit key in the link is what grants access.
  addRoute(app, 'GET', '/api/supportimage/:key', async (request, reply) => {
    const image = await readImage(db, (request.params as { key: string }).key);
    if (!image) throw new ApiError(404, 'not-found', 'notFound');
    return reply.header('content-type', image.contentType).send(Buffer.from(image.content));
  }, { public: true });
}
