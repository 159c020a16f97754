// The code lists the session context holds (A10): transaction statuses (E18) and types (P23),
// inventory (F04) and report levels (C10), countries (P25, addresscountries), languages (P06) and
// the users' work areas (J06, userareas). Read by everyone, changed by no one: they come with the
// migrations. They have no menu entry; pickers and lists reference them.
import type { KeyedCode, NumberedCode } from '../generated/entities';
import { defineResource, type ResourceDefinition } from './definition';

function codeList<Row extends NumberedCode | KeyedCode>(name: string, table: string, list: string, one?: string): ResourceDefinition<Row> {
  return defineResource<Row>({
    name: `lists/${name}`,
    schema: table === 'countries' || table === 'languages' || table === 'workAreas' ? 'code-keyed.schema.json' : 'code-numbered.schema.json',
    api: { list, ...(one ? { one } : {}) },
    access: { adminLevel: 'Global' },
    menu: { area: 'system', order: 99, hidden: true },
    sessionList: true,
    list: { columns: ['id', 'code', 'name'] as Array<keyof Row & string>, sort: { field: 'id' as keyof Row & string, order: 'ASC' }, filters: ['q'] },
    store: { table, readColumns: ['code', 'name'], english: { name: 'nameEn' }, search: ['code', 'name', 'nameEn'], readAccess: {} },
  });
}

export const transactionStatuses = codeList<NumberedCode>('transaction-statuses', 'transactionStatuses', 'transactionstatuses', 'transactionstatus');
export const transactionTypes = codeList<NumberedCode>('transaction-types', 'transactionTypes', 'transactiontypes', 'transactiontype');
export const inventoryLevels = codeList<NumberedCode>('inventory-levels', 'inventoryLevels', 'inventorylevels');
export const reportLevels = codeList<NumberedCode>('report-levels', 'reportLevels', 'reportlevels');
export const countries = codeList<KeyedCode>('countries', 'countries', 'addresscountries');
export const languages = codeList<KeyedCode>('languages', 'languages', 'languages');
export const workAreas = codeList<KeyedCode>('work-areas', 'workAreas', 'userareas');

export const codeLists = [transactionStatuses, transactionTypes, inventoryLevels, reportLevels, countries, languages, workAreas];
