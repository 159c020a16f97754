// The server side of a stored resource, from its definition (resources/*.ts) and its schema alone:
// list (paging, sort, filters, free text, total), one, create, update and delete, each with the
// definition's access rule, section C scoping, sanitized content, an audit entry and clear errors.
// The business rules of an entity, if any, plug in through rules.ts (registered in rule-registry.ts).
import type { FastifyInstance } from 'fastify';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ResourceDefinition } from '../../../resources/definition.js';
import { resources } from '../../../resources/index.js';
import { sortKeys, storedProperties, type StoredProperty } from '../../../resources/store-shape.js';
import { mayAccess, type AccessContext } from '../../domain/access.js';
import { RECORD_VERSION, versionOf } from '../../domain/versions.js';
import { recordWrite } from '../system/audit.js';
import type { Database } from '../db/database.js';
import { ApiError, forbidden } from '../http/errors.js';
import { callOf, type CallContext } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { confirmationsOf } from './confirmation.js';
import { cleanContent } from './content.js';
import { databaseError } from './database-errors.js';
import { refuseLockedChanges } from './locked-fields.js';
import { referenceOrder, refuseUnknownReferences } from './references.js';
import { directionOf, pageOf, textSearch } from './paging.js';
import { storedRules } from './rule-registry.js';
import type { Row, StoredRules } from './rules.js';
import { schemaById } from './schemas.js';
import { scopeCondition } from './scope.js';
import { refuseStale, updateVersioned } from './versions.js';

type Where = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

export interface StoredModel {
  definition: ResourceDefinition<any>;
  table: string;
  properties: StoredProperty[];
  /** Columns read for a row. */
  columns: string[];
  /** Columns read for the rows of a list: the row's, less those read for one record only. */
  listColumns: string[];
  /** Columns a write may set (the id only where the writer gives it, on create). */
  writable: string[];
  sortable: Set<string>;
  rules: StoredRules;
  /** The entity's name in the audit log: the API's word for one row. */
  entity: string;
  /** The column of a property. */
  column: (property: string) => string;
  /** The rows carry a version: an update names the one it read (O25). */
  versioned: boolean;
}

export function storedModel(definition: ResourceDefinition<any>): StoredModel {
  const store = definition.store!;
  const properties = storedProperties(definition, schemaById);
  const columns = properties.filter((property) => property.column).map((property) => property.name);
  const rules = storedRules[definition.name] ?? {};
  const read = [...new Set([...columns, ...Object.values(store.english ?? {})])];
  return {
    definition,
    table: store.table,
    properties,
    columns: read,
    listColumns: read.filter((name) => !store.recordOnly?.includes(name)),
    writable: [...properties.filter((property) => property.column && !property.readOnly && property.name !== 'id').map((property) => property.name), ...(rules.extraColumns ?? [])],
    sortable: new Set(sortKeys(definition, properties)),
    rules,
    entity: definition.api.one ?? definition.api.create ?? definition.name,
    column: (property) => store.columnNames?.[property] ?? property,
    versioned: properties.some((property) => property.name === RECORD_VERSION),
  };
}

const accessOf = (call: CallContext): AccessContext => ({ user: call.user, customer: call.customer, location: call.location });

/** The rows of the model the caller may see. */
export function visibleRows(model: StoredModel, call: CallContext): Where {
  return model.rules.scope?.(call) ?? scopeCondition(model.table, model.definition.store!.scope, call);
}

function mayRead(model: StoredModel, call: CallContext): boolean {
  return mayAccess(accessOf(call), model.definition.store!.readAccess ?? model.definition.access);
}

function selection(db: Database, model: StoredModel, call: CallContext) {
  const from = db.selectFrom(model.table as any);
  return (model.rules.join ? model.rules.join(from, call) : from).where(visibleRows(model, call));
}

function withColumns(model: StoredModel, call: CallContext, columns = model.columns) {
  return (query: any) => {
    const selected = query.select(columns.map((name) => {
      const column = model.column(name);
      return column === name ? `${model.table}.${name}` : `${model.table}.${column} as ${name}`;
    }));
    return model.rules.select ? model.rules.select(selected, call) : selected;
  };
}

/** A row as the API shows it: schema properties only, write-only ones never, texts in the caller's language. */
function toApi(model: StoredModel, call: CallContext, row: Row): Row {
  const english = call.language === 'en-US' ? model.definition.store!.english ?? {} : {};
  const result: Row = {};
  for (const property of model.properties) {
    if (property.writeOnly || !(property.name in row)) continue;
    const translated = english[property.name];
    result[property.name] = translated && row[translated] ? row[translated] : row[property.name];
  }
  return result;
}

async function present(db: Database, model: StoredModel, call: CallContext, rows: Row[]): Promise<Row[]> {
  const decorated = model.rules.decorate ? await model.rules.decorate(db, rows, call) : rows;
  return decorated.map((row) => toApi(model, call, row));
}

export async function readOne(db: Database, model: StoredModel, call: CallContext, id: number | string): Promise<Row | undefined> {
  const row = await withColumns(model, call)(selection(db, model, call).where(`${model.table}.id`, '=', id as never)).executeTakeFirst();
  return row ? (await present(db, model, call, [row]))[0] : undefined;
}

function filters(model: StoredModel, query: Row, call: CallContext): Where[] {
  const { definition, table } = model;
  const conditions: Where[] = [];
  const search = definition.store!.search ?? [];
  if (typeof query.q === 'string' && query.q.trim() && search.length) {
    // A search column with a table name comes from the rules' joins.
    conditions.push((eb) => textSearch(eb, query.q, search.map((column) => (column.includes('.') ? column : `${table}.${model.column(column)}`)), `${table}.id`));
  }
  if (query.id?.length) conditions.push((eb) => eb(`${table}.id`, 'in', query.id));
  for (const [name, where] of Object.entries(model.rules.parameters ?? {})) {
    const condition = query[name] === undefined ? undefined : where(query[name], call, query);
    if (condition) conditions.push(condition);
  }
  for (const name of definition.list.filters) {
    const value = query[name];
    if (name === 'q' || name === 'id' || value === undefined || definition.store!.parameters?.[name]) continue;
    const column = `${table}.${model.column(name)}`;
    if (!Array.isArray(value)) {
      conditions.push((eb) => eb(column, '=', value));
      continue;
    }
    const only = new Set((definition.list.filterOnly?.[name] ?? []).map((option) => String(option.id)));
    const stored = value.filter((item) => !only.has(String(item)));
    const special = value.filter((item) => only.has(String(item))).map((item) => model.rules.filterOnly?.[name]?.[String(item)]);
    if (special.some((where) => !where)) throw new Error(`${definition.name}: no rule for a filter-only value of ${name}`);
    conditions.push((eb) => eb.or([...(stored.length ? [eb(column, 'in', stored)] : []), ...special.map((where) => where!(eb))]));
  }
  return conditions;
}

/** Only the columns a write may set, from values already checked by the schema. */
const columnsOf = (model: StoredModel, values: Row) =>
  Object.fromEntries(model.writable.filter((name) => values[name] !== undefined).map((name) => [model.column(name), values[name]]));

function registerStored(app: FastifyInstance, db: Database, model: StoredModel): void {
  const { definition, table, rules } = model;
  const served = new Set(definition.store!.served ?? Object.keys(definition.api));
  const { list, one, create, update, delete: remove } = definition.api;
  const summaryOf = (values: Row) => String(values.name ?? values.title ?? '');
  /** A record with a file (a product's image, a customer's logo) may be sent with one of up to 5 MB. */
  const files = model.properties.some((property) => property.file && !property.readOnly);

  if (list && served.has('list')) {
    addRoute(app, 'GET', `/api/${list}`, async (request) => {
      const call = callOf(request);
      if (!mayRead(model, call)) throw forbidden();
      const query = request.query as Row;
      const base = filters(model, query, call).reduce((select, where) => select.where(where), selection(db, model, call));
      const sort = model.sortable.has(query.sort) ? query.sort : model.sortable.has(definition.list.sort.field) ? definition.list.sort.field : 'id';
      const computed = rules.sorts?.[sort];
      // A computed order (favorites first) keeps the list's own order within its groups.
      const usual = definition.list.sort;
      const then = computed && model.sortable.has(usual.field) && !rules.sorts?.[usual.field] ? { column: `${table}.${model.column(usual.field)}`, direction: directionOf(usual.order) } : undefined;
      const byName = computed ? undefined : referenceOrder(definition.schema, sort, table, model.column(sort));
      const order = { column: computed ? computed(call) : byName ?? `${table}.${model.column(sort)}`, direction: directionOf(query.order ?? usual.order), then, tieBreaker: `${table}.id` };
      const { rows, ...total } = await pageOf<Row>(db, base, withColumns(model, call, model.listColumns), order, query);
      return { data: await present(db, model, call, rows), ...total };
    });
  }

  if (one && served.has('one')) {
    addRoute(app, 'GET', `/api/${one}/:id`, async (request) => {
      const call = callOf(request);
      if (!mayRead(model, call)) throw forbidden();
      const row = await readOne(db, model, call, (request.params as { id: number }).id);
      if (!row) throw new ApiError(404, 'not-found', 'notFound');
      return { data: row };
    });
  }

  /**
   * Writes run in one transaction; the row must end up where the caller may see it. An update of a
   * versioned row is its compare-and-increment (O25), so of writers from one version one wins.
   */
  const write = async (call: CallContext, action: 'create' | 'update', input: Row, confirmed: Set<string>, existing?: Row, version?: number) =>
    db.transaction().execute(async (trx) => {
      const values = rules.beforeWrite ? await rules.beforeWrite({ trx, call, input, existing, confirmed }) : input;
      await refuseUnknownReferences(trx, definition.schema, values);
      const set = columnsOf(model, values);
      let id: number | string;
      if (existing) {
        id = existing.id;
        if (model.versioned) await updateVersioned(trx, table, id, version!, set);
        else if (Object.keys(set).length) await trx.updateTable(table as any).set(set).where('id', '=', id).execute();
      } else {
        const given = definition.store!.idGiven ? { id: values.id } : {};
        id = (await trx.insertInto(table as any).values({ ...given, ...set }).returning('id').executeTakeFirstOrThrow() as Row).id;
      }
      await rules.afterWrite?.({ trx, call, input: values, existing, confirmed, id });
      const visible = await trx.selectFrom(table as any).select('id').where(visibleRows(model, call)).where(`${table}.id`, '=', id as never).executeTakeFirst();
      if (!visible) throw forbidden();
      await recordWrite(trx, call, { entity: model.entity, entityId: id, action, summary: summaryOf({ ...existing, ...values }) });
      return id;
    }).catch(databaseError('write'));

  /**
   * What a write may change: writable properties only, sanitized. A read-only field, or one locked
   * for the caller, sent with another value than the stored one (on create: the definition's default,
   * or none) is refused; sent unchanged it keeps the stored value, or on create takes the default.
   */
  const incoming = (call: CallContext, body: unknown, existing?: Row) => {
    const access = accessOf(call);
    const givenId = !existing && definition.store!.idGiven;
    const allowed = new Set([...model.properties.filter((property) => !property.readOnly).map((property) => property.name), ...(givenId ? ['id'] : [])]);
    const defaults = (definition.defaults?.(access) ?? {}) as Row;
    const locked = definition.lockedFields?.(access, existing) ?? [];
    const readOnly = model.properties.filter((property) => property.readOnly && !(givenId && property.name === 'id')).map((property) => property.name);
    refuseLockedChanges(body, [...readOnly, ...locked], existing ?? defaults);
    const values = Object.fromEntries(Object.entries(body as Row).filter(([name]) => allowed.has(name)));
    for (const field of locked) {
      if (existing) values[field] = existing[field];
      else if (field in defaults) values[field] = defaults[field];
      else delete values[field];
    }
    return cleanContent(model.properties, values);
  };

  if (create && served.has('create')) {
    addRoute(app, 'POST', `/api/${create}`, async (request) => {
      const call = callOf(request);
      if (!mayRead(model, call) || !(definition.canCreate?.(accessOf(call)) ?? false)) throw forbidden();
      const id = await write(call, 'create', incoming(call, request.body), confirmationsOf(request.query));
      return { data: await readOne(db, model, call, id) };
    }, { files });
  }

  if (update && served.has('update')) {
    // PUT sends the whole record; PATCH (N18) only what changes, laid over the stored record, so both
    // pass the same rules.
    for (const method of ['PUT', 'PATCH'] as const) {
      addRoute(app, method, `/api/${update}/:id`, async (request) => {
        const call = callOf(request);
        if (!mayRead(model, call)) throw forbidden();
        const existing = await readOne(db, model, call, (request.params as { id: number }).id);
        if (!existing) throw new ApiError(404, 'not-found', 'notFound');
        if (!(definition.canEdit?.(accessOf(call), existing) ?? false)) throw forbidden();
        // O25 before any other refusal: what the caller saw has changed, whatever it became.
        const version = versionOf(request.body);
        if (model.versioned) refuseStale(existing, version);
        const body = method === 'PATCH' ? { ...existing, ...(request.body as Row) } : request.body;
        const id = await write(call, 'update', incoming(call, body, existing), confirmationsOf(request.query), existing, version);
        return { data: await readOne(db, model, call, id) };
      }, { files });
    }
  }

  if (remove && served.has('delete')) {
    addRoute(app, 'DELETE', `/api/${remove}/:id`, async (request) => {
      const call = callOf(request);
      if (!mayRead(model, call)) throw forbidden();
      const existing = await readOne(db, model, call, (request.params as { id: number }).id);
      if (!existing) throw new ApiError(404, 'not-found', 'notFound');
      if (!(definition.canDelete?.(accessOf(call), existing) ?? false)) throw forbidden();
      const confirmed = confirmationsOf(request.query);
      await db.transaction().execute(async (trx) => {
        await rules.beforeDelete?.({ trx, call, existing, confirmed });
        if (rules.remove) await rules.remove({ trx, call, existing, confirmed });
        else await trx.deleteFrom(table as any).where('id', '=', existing.id).execute();
        await recordWrite(trx, call, { entity: model.entity, entityId: existing.id, action: 'delete', summary: summaryOf(existing) });
      }).catch(databaseError('delete', rules.inUse));
      return { data: null };
    });
  }
}

/** Every resource with a `store` gets its generic routes. */
export function storedResourceRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  for (const definition of resources.filter((resource) => resource.store)) registerStored(app, db, storedModel(definition));
}
