// react-admin's calls mapped onto the API as the resource definitions say (DESIGN: Data provider).
import { HttpError, type DataProvider } from 'react-admin';
import { resourceByName } from '../../../resources';
import type { ResourceDefinition } from '../../../resources/definition';
import { RECORD_VERSION } from '../../domain/versions';
import { formPayload } from '../schema-views/payload';
import { api, ApiError, type Query } from './api';
import { refreshContext } from '../session/session';
import { sessionListCache, sessionListNames } from './sessionLists';
import { knownTotals } from './knownTotals';
import { listTotalOf, pagedCount } from '../pages/common/listTotal';

function definitionOf(resource: string): ResourceDefinition {
  const definition = resourceByName(resource);
  if (!definition) throw new Error(`No resource definition for ${resource}`);
  return definition;
}

function callName(definition: ResourceDefinition, call: keyof ResourceDefinition['api']): string {
  const name = definition.api[call];
  if (!name) throw new Error(`${definition.name} offers no ${call} call`);
  return name;
}

type Translate = (key: string) => string;
type ResourceCall = 'list' | 'one' | 'create' | 'update' | 'delete';

/**
 * O06, O19, O22, O31: the heading the definition gives a failed call, if any; a write sent with a
 * confirmation takes the confirmation's own first (J07: moving the location-admin role).
 */
function failureHeading(resource: string, call: ResourceCall, confirm: readonly string[] = []): string | undefined {
  const failures = resourceByName(resource)?.failures;
  return confirm.map((code) => failures?.confirmed?.[code]).find(Boolean) ?? failures?.[call];
}

/**
 * O01, O02: the notification's title is the failing call, or the text the spec gives that failure,
 * its body the server's description.
 */
async function guarded<T>(work: () => Promise<T>, translate: Translate, heading?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) {
      const body = error.status === 0 ? translate('app.network_error') : error.description || translate('app.no_description');
      const title = heading ? translate(heading) : error.call;
      // errors: the server's messages by field, which react-admin puts on the form's fields.
      throw new HttpError(`${title}\n${body}`, error.status, { code: error.code, description: error.description, ...(error.fields ? { errors: error.fields } : {}) });
    }
    throw error;
  }
}

/** The confirmations the user has given to a write (schema-views/confirmation.tsx), sent as ?confirm=. */
const SHOWN_IN_TOP_BAR = new Set(['admin/company', 'admin/locations', 'admin/users']);

const confirmations = (meta: { confirm?: string[] } | undefined): Query => (meta?.confirm?.length ? { confirm: meta.confirm } : {});

/** `translate` gives the notification's texts in the user's language. */
export function portalDataProvider(translate: Translate): DataProvider {
  const totals = knownTotals();
  const list = async (resource: string, query: Query) => {
    const definition = definitionOf(resource);
    // Permanent filters hold for every list call of the resource: its list, pickers and export.
    const selection = { ...query, ...(definition.list.permanent as Query | undefined) };
    const response = await api<any[]>('GET', `/api/${callName(definition, 'list')}`, { query: totals.sent(resource, selection) });
    totals.keep(resource, selection, response.total);
    // Issue 16: an estimated total is kept as meta; react-admin pages through the rows it may reach.
    const total = listTotalOf(response);
    return { data: response.data, total: pagedCount(total), meta: { total } };
  };
  // A10: the session lists are read whole (they are short) and references are answered from them.
  const sessionLists = sessionListCache(async (resource) => (await list(resource, { count: 1000 })).data);
  const written = <T,>(resource: string, result: T) => {
    if (sessionListNames.has(resource)) sessionLists.forget(resource);
    totals.forget(resource);
    // The top bar shows the company's, the location's and the user's names: a write may have changed them.
    if (SHOWN_IN_TOP_BAR.has(resource)) void refreshContext().catch(() => undefined);
    return result;
  };
  const pageQuery = (params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: Record<string, unknown> }): Query => ({
    index: params.pagination ? (params.pagination.page - 1) * params.pagination.perPage : undefined,
    count: params.pagination?.perPage,
    sort: params.sort?.field,
    order: params.sort?.order,
    ...(params.filter as Query),
  });

  return {
    getList: (resource, params) => guarded(() => list(resource, pageQuery(params)), translate, failureHeading(resource, 'list')),
    getOne: (resource, params) => guarded(async () => {
      const definition = definitionOf(resource);
      return { data: (await api<any>('GET', `/api/${callName(definition, 'one')}/${params.id}`)).data };
    }, translate, failureHeading(resource, 'one')),
    getMany: (resource, params) => guarded(async () => ({
      data: sessionListNames.has(resource)
        ? await sessionLists.many(resource, params.ids as Array<number | string>)
        : (await list(resource, { id: params.ids as number[], count: Math.max(1, params.ids.length) })).data,
    }), translate, failureHeading(resource, 'list')),
    getManyReference: (resource, params) => guarded(() => list(resource, { ...pageQuery(params), [params.target]: params.id as number }), translate, failureHeading(resource, 'list')),
    create: (resource, params) => guarded(async () => {
      const definition = definitionOf(resource);
      return written(resource, { data: (await api<any>('POST', `/api/${callName(definition, 'create')}`, { body: formPayload(params.data, definition.schema), query: confirmations(params.meta) })).data });
    }, translate, failureHeading(resource, 'create', params.meta?.confirm)),
    update: (resource, params) => guarded(async () => {
      const definition = definitionOf(resource);
      // The version the record was read at goes back with it (O25); the server refuses an older one.
      const body = formPayload(params.data, definition.schema, params.data?.[RECORD_VERSION] ?? params.previousData?.[RECORD_VERSION]);
      return written(resource, { data: (await api<any>('PUT', `/api/${callName(definition, 'update')}/${params.id}`, { body, query: confirmations(params.meta) })).data });
    }, translate, failureHeading(resource, 'update', params.meta?.confirm)),
    updateMany: () => Promise.reject(new Error('Not offered')),
    delete: (resource, params) => guarded(async () => {
      const definition = definitionOf(resource);
      await api('DELETE', `/api/${callName(definition, 'delete')}/${params.id}`, { query: confirmations(params.meta) });
      return written(resource, { data: params.previousData as any });
    }, translate, failureHeading(resource, 'delete', params.meta?.confirm)),
    deleteMany: () => Promise.reject(new Error('Not offered')),
    /** A10: reads the session lists, right after sign-in. */
    preloadSessionLists: () => sessionLists.preload(),
  };
}
