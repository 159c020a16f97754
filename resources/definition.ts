// What a resource definition says (DESIGN: Generic views): the schema, the calls, the access rule,
// the menu place, the columns, sort and filters, and for a stored entity where its rows live. The
// generic views, the data provider, `npm run generate` (its API calls) and the server's generic
// routes all read it. docs/adding-an-entity.md walks through one.
import type { AccessContext, AccessRule } from '../src/domain/access';

/** B17 */
export type DialogWidth = 'narrow' | 'narrow-centered' | 'narrow-centered-dynamic-height' | 'wide' | 'wide-centered' | 'full';

/** A value offered only in a filter, never stored (E19): its label key and the server's meaning. */
export interface FilterOnlyValue {
  id: number | string;
  /** Translation key of the label, e.g. "filters.expired". */
  label: string;
}

export interface ResourceFilters {
  /** Query parameters offered as filters; `q` is the free-text search. Their schemas come from openapi.yaml. */
  filters: string[];
  /** Filters shown without opening the filter menu. */
  alwaysOn?: string[];
  /** E19: extra values a filter offers that no row stores (the server gives them their meaning). */
  filterOnly?: Record<string, FilterOnlyValue[]>;
  /** Filters applied always, to every list call of the resource (pickers and export too), e.g. { active: true }. */
  permanent?: Record<string, unknown>;
}

/**
 * Files of a record kept by their own calls (K02 message attachments): listed with
 * `GET <list>?<parent>=<record id>` without content, fetched whole with `GET <one>/<id>` to download,
 * added with `POST <create>` ({ <parent>, filename, contentType, contentData: base64 }, at most 5 MB)
 * and removed with `DELETE <delete>/<id>`. The record dialog of a stored record shows them.
 */
export interface AttachmentCalls {
  list: string;
  one: string;
  create?: string;
  delete?: string;
  /** The attachment's property naming its record, e.g. "messageId". */
  parent: string;
}

/**
 * Where a stored entity's rows live, for the server's generic routes (list, one, create, update,
 * delete). Every writable schema property is a column of the same name (snake_case in SQL); read-only
 * properties are computed by the entity's business rules on the server, or are columns too when
 * listed in `readColumns`.
 */
export interface StoreDefinition {
  /** The table, as Kysely names it (camelCase), e.g. "truckTypes". */
  table: string;
  /** The id is given by the writer (code lists) rather than by a sequence. */
  idGiven?: boolean;
  /** Read-only properties that are plain columns, e.g. "createdAt". */
  readColumns?: string[];
  /** Columns read for one record only, never in the list (a mail's body). */
  recordOnly?: string[];
  /**
   * Section C scoping: the columns naming a row's customer and location. A row with neither is
   * visible to everyone who may open the resource. A customer-scoped row is visible to the
   * customer's users (chain admins: the chain's customers); a location-scoped one to the location's.
   */
  scope?: { customer?: string; location?: string };
  /** Free text (`q`) over these columns (case-insensitive "contains") and the id. */
  search?: string[];
  /** Columns holding the English text of a property; the API answers in the caller's language. */
  english?: Record<string, string>;
  /** Writable properties that are not columns: the entity's rules store them (e.g. a user's further locations). */
  virtual?: string[];
  /** Columns whose name differs from the property's, e.g. { reportLevelEx: 'reportLevel' }. */
  columnNames?: Record<string, string>;
  /**
   * Query parameters of the list beyond filters on columns (JSON Schemas), e.g. products of one
   * location; their meaning is a business rule on the server.
   */
  parameters?: Record<string, Record<string, unknown>>;
  /** Columns the list can sort by; default: the list columns that are columns. */
  sortable?: string[];
  /** Who may read the rows; default: the definition's route access. */
  readAccess?: AccessRule;
  /** The calls the generic routes serve; default every call in `api`. Others are written by hand. */
  served?: Array<keyof ResourceDefinition['api']>;
}

/**
 * Failures the spec gives texts of their own (O06, O19, O22, O31): translation keys of the heading a
 * failed call is notified with, in place of the call's name; the server's reason stays beneath (O02).
 */
export interface FailureTexts {
  /** By the data provider's call of the resource. */
  list?: string;
  one?: string;
  create?: string;
  update?: string;
  delete?: string;
  /** A write sent again with a confirmation the user gave (schema-views/confirmation.tsx), by its code. */
  confirmed?: Record<string, string>;
  /** The removal of a file kept by its own call (`uploads`), by its field. */
  uploadRemoved?: Record<string, string>;
}

/** What an entity is called in one language (the catalogues' routes.<area>.<name> and resources.<name>). */
export interface ResourceTexts {
  /** Its menu entry and page title. */
  menu: string;
  /** "singular |||| plural", as react-admin's resource names. */
  name: string;
  /** The empty list's text (O33). */
  empty?: string;
  /** Each field's label, filters included. */
  fields: Record<string, string>;
}

export interface ResourceDefinition<Row = Record<string, unknown>> {
  /** The route under /app and react-admin's resource name, e.g. "admin/locations". */
  name: string;
  /**
   * Its texts in both languages, kept with the definition (a new entity's one file of texts); an
   * older entity keeps them in src/portal/i18n. The server names fields with them in its errors.
   */
  texts?: Record<'nb-NO' | 'en-US', ResourceTexts>;
  /** The entity schema's $id in schemas/. */
  schema: string;
  /** The API's resource names (N07); an absent call is not offered. */
  api: { list?: string; one?: string; create?: string; update?: string; delete?: string };
  /** Who may open the route (section C); the server checks the same rule on every call. */
  access: AccessRule;
  /** Who may create, edit and delete; the server checks the same functions again. */
  canCreate?: (context: AccessContext) => boolean;
  canEdit?: (context: AccessContext, record: Row) => boolean;
  canDelete?: (context: AccessContext, record: Row) => boolean;
  /**
   * The place in the side menu (B12): the area and the position among its children. A hidden
   * resource is reached by its calls and references only (the code lists).
   */
  menu: { area: string; order: number; hidden?: boolean };
  list: ResourceFilters & {
    columns: Array<keyof Row & string>;
    sort: { field: keyof Row & string; order: 'ASC' | 'DESC' };
    /** Columns hidden until chosen in the column chooser. */
    hiddenColumns?: Array<keyof Row & string>;
    /**
     * A row of the list on a phone (issue 28): the column naming the record, the columns under it and
     * a state on the right. Default: the name (or title …), the next three columns shown, the status.
     */
    phone?: { primary: keyof Row & string; secondary?: Array<keyof Row & string>; side?: keyof Row & string };
    /** Translation key of the empty state (O33); default resources.<name>.empty. */
    empty?: string;
    /** Translation key of the text shown when the list cannot be read (K05); default a notification only. */
    failed?: string;
  };
  /**
   * Fields the caller sees but may not change in this record (e.g. only staff set a customer's
   * status). The form shows them read-only; the server keeps the stored value (or, on create, the
   * default).
   */
  lockedFields?: (context: AccessContext, record?: Row) => Array<keyof Row & string>;
  /** Values a new record starts with, e.g. the caller's own customer. */
  defaults?: (context: AccessContext) => Partial<Row>;
  /** Failed calls notified with a text of their own rather than the call's name (section O). */
  failures?: FailureTexts;
  /** Files uploaded and removed at once by their own calls (J02 customerlogo): field → call. */
  uploads?: Partial<Record<keyof Row & string, string>>;
  /** Files of a stored record kept by their own calls (K02); added and removed by those who may edit it. */
  attachments?: AttachmentCalls;
  /**
   * Pickers whose choices follow other fields of the form: picker field → { query parameter of the
   * referenced list: field whose value it takes }, e.g. { locationId: { customerId: 'customerId' } }
   * offers the chosen customer's locations. Changing the field empties the picker.
   */
  pickerFilters?: Partial<Record<keyof Row & string, Record<string, keyof Row & string>>>;
  /** Chip colours of enum values (e.g. session states), by field and value. */
  chipColors?: Partial<Record<keyof Row & string, Record<string, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'>>>;
  /** Translation key of the delete button when deleting means something else (ending a session). */
  deleteLabel?: string;
  /** Fields of the record view and form, in order; absent means every schema property. */
  fields?: Array<keyof Row & string>;
  /** The field naming a record in its dialog's title; default its name or title. */
  titleField?: keyof Row & string;
  /** The properties a read-only table of objects shows, in order (who read a message: not the ids); default all but id. */
  tableColumns?: Partial<Record<keyof Row & string, string[]>>;
  /** Fields shown only when viewing, not in the form (e.g. computed facts). */
  showOnly?: Array<keyof Row & string>;
  /** A route that is one record rather than a list (admin/company: the own customer). */
  singleton?: (context: AccessContext) => number;
  /** The dialog the record opens in (B17); absent: a page of its own. */
  dialogWidth?: DialogWidth;
  /** How pickers of this resource order its rows; default the list's sort (J18: favorites first). */
  picker?: { sort: { field: string; order: 'ASC' | 'DESC' } };
  /** Maps a reference (x-reference) in the schema to the resource that lists it. */
  references?: Record<string, string>;
  /** A10: a short list the session context holds; the portal reads it once after sign-in. */
  sessionList?: boolean;
  /** A stored entity the server serves generically. */
  store?: StoreDefinition;
}

const defined = new WeakSet<object>();

/** A resource of the generic views and routes; every module of resources/ that defines one is listed by `npm run generate`. */
export const defineResource = <Row,>(definition: ResourceDefinition<Row>) => {
  defined.add(definition);
  return definition;
};

export const isResourceDefinition = (value: unknown): value is ResourceDefinition<any> => typeof value === 'object' && value !== null && defined.has(value);

/** The definitions a set of modules exports, each once (alone or in a list, as the code lists are), by name. */
export function definitionsOf(modules: ReadonlyArray<Record<string, unknown>>): ResourceDefinition<any>[] {
  const found = new Set(modules.flatMap((module) => Object.values(module).flat()).filter(isResourceDefinition));
  for (const definition of found) checkDefinition(definition);
  return [...found].sort((a, b) => a.name.localeCompare(b.name));
}

/** What a definition says that cannot work is refused when the app starts (and by npm run generate), not dropped in silence. */
function checkDefinition(definition: ResourceDefinition<any>): void {
  const columns = new Set<string>(definition.list.columns);
  for (const hidden of definition.list.hiddenColumns ?? []) {
    // A hidden column is a column the chooser offers: one missing from columns would be in no chooser, sort or export.
    if (!columns.has(hidden)) throw new Error(`${definition.name}: the hidden column ${hidden} is not in list.columns; list it there too (hidden until chosen)`);
  }
}

/** The catalogue entries of the definitions that keep their texts (src/portal/i18n/messages.ts merges them). */
export function definitionCatalogue(definitions: readonly ResourceDefinition<any>[], language: 'nb-NO' | 'en-US'): Record<string, unknown> {
  const routes: Record<string, Record<string, string>> = {};
  const entries: Record<string, unknown> = {};
  for (const definition of definitions) {
    const texts = definition.texts?.[language];
    if (!texts) continue;
    const [area, ...rest] = definition.name.split('/');
    (routes[area] ??= {})[rest.join('.')] = texts.menu;
    entries[definition.name] = { name: texts.name, ...(texts.empty ? { empty: texts.empty } : {}), fields: texts.fields };
  }
  return { routes, resources: entries };
}
