// A resource's list: page size 100 (P12), its columns, sort and filters (filter-only values too, E19),
// free-text search, column chooser, export to Excel and CSV, and the empty state of the spec (O33).
import { Alert, Typography } from '@mui/material';
import { visuallyHidden } from '../shell/visuallyHidden';
import { CreateButton, DatagridConfigurable, FilterButton, List, Pagination, SelectColumnsButton, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { useRangeLabel, type ListTotal } from '../pages/common/listTotal';
import { Navigate, useLocation } from 'react-router-dom';
import type { ResourceDefinition } from '../../../resources/definition';
import { useSession } from '../session/SessionProvider';
import { fieldFor } from './fields';
import { contextOf, filterFor, type InputContext } from './inputs';
import { ListExport } from './ListExport';
import { PhoneList } from './PhoneList';
import { usePhone } from '../shell/usePhone';
import { describeParameter, describeSchema } from './schema';
import { listParameters } from './parameters';

export const PAGE_SIZE = 100;

/** The columns the list call can sort by (its sort parameter's values); every column when it names none. */
function sortableColumns(definition: ResourceDefinition): ((name: string) => boolean) {
  const values = listParameters(definition).find((parameter) => parameter.name === 'sort' && parameter.in === 'query')?.schema.enum as string[] | undefined;
  return (name) => !values || values.includes(name);
}

function listFilters(definition: ResourceDefinition, context: InputContext) {
  const parameters = listParameters(definition);
  const properties = describeSchema(definition.schema);
  return definition.list.filters.map((name) => {
    const parameter = parameters.find((candidate) => candidate.name === name && candidate.in === 'query');
    if (!parameter) throw new Error(`${definition.name}: filter ${name} is not a query parameter of GET /api/${definition.api.list}`);
    const described = describeParameter(name, parameter.schema);
    // An enum filter is labelled like the property it filters.
    const property = properties.find((candidate) => candidate.name === name);
    const filter = property?.enumTitle && !described.enumTitle ? { ...described, enumTitle: property.enumTitle, enumNames: property.enumNames } : described;
    return filterFor(filter, context, definition.list.alwaysOn?.includes(name) ?? false, definition.list.filterOnly?.[name]);
  });
}

function Empty({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  return <Typography sx={{ p: 3 }} role="status">{translate(definition.list.empty ?? `resources.${definition.name}.empty`)}</Typography>;
}

/** K05: the list could not be read. */
function Failed({ text }: { text: string }) {
  const translate = useTranslate();
  return <Alert severity="error" role="alert" sx={{ m: 2 }}>{translate(text)}</Alert>;
}

/** A number or yes/no as such (parentId=5, mustRead=true), anything else as text. */
const plainValue = (text: string): unknown => (/^(-?\d+(\.\d+)?|true|false)$/.test(text) ? JSON.parse(text) : text);

/**
 * A link may name a filter as a plain query parameter (K01: system/messages?parentId=7); the list
 * takes it as its filter, shown among the filters.
 */
function PlainFilters({ definition }: { definition: ResourceDefinition }) {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const named = definition.list.filters.filter((name) => query.has(name));
  const filter = Object.fromEntries(named.map((name) => [name, plainValue(query.get(name)!)]));
  const displayedFilters = Object.fromEntries(named.map((name) => [name, true]));
  const next = new URLSearchParams({ filter: JSON.stringify(filter), displayedFilters: JSON.stringify(displayedFilters) });
  return <Navigate to={`${pathname}?${next}`} replace />;
}

const namesPlainFilter = (definition: ResourceDefinition, search: string) => {
  const query = new URLSearchParams(search);
  return definition.list.filters.some((name) => query.has(name));
};

/**
 * The list of a definition. Behind a record's dialog it keeps its filters and page in the store
 * only (the URL is the record's then).
 */
export function schemaList(definition: ResourceDefinition, behindDialog = false) {
  const context = contextOf(definition);
  const filters = listFilters(definition, context);
  const columns = describeSchema(definition.schema, definition.list.columns);
  const sortable = sortableColumns(definition);

  return function SchemaList() {
    const { access } = useSession();
    const translate = useTranslate();
    const { search } = useLocation();
    const phone = usePhone();
    if (!behindDialog && namesPlainFilter(definition, search)) return <PlainFilters definition={definition} />;
    const actions = (
      <TopToolbar>
        <FilterButton />
        {!phone && <SelectColumnsButton />}
        {definition.api.create && definition.canCreate?.(access) && <CreateButton />}
        <ListExport definition={definition} columns={columns} />
      </TopToolbar>
    );
    return (
      <>
      {/* The page's name for screen readers: the app bar shows it, but a page needs its h1. */}
      {!behindDialog && <Typography component="h1" sx={visuallyHidden}>{translate(`resources.${definition.name}.name`, { smart_count: 2 })}</Typography>}
      {/* On a phone the rows are a list of rows (issue 28); a table wider than the screen scrolls inside the list, never the page. */}
      <List resource={definition.name} perPage={PAGE_SIZE} pagination={<ListPagination />} sort={definition.list.sort}
        filters={filters} filter={definition.list.permanent} actions={actions} empty={false} exporter={false} storeKey={definition.name}
        disableSyncWithLocation={behindDialog} error={definition.list.failed ? <Failed text={definition.list.failed} /> : undefined}
        sx={{ '& .RaList-main': { minWidth: 0 } }}>
        {phone ? <PhoneList definition={definition} columns={columns} context={context} empty={<Empty definition={definition} />} /> : (
          <DatagridConfigurable rowClick="edit" bulkActionButtons={false} empty={<Empty definition={definition} />} omit={definition.list.hiddenColumns}
            sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}>
            {columns.map((property) => fieldFor(property, context, sortable(property.name)))}
          </DatagridConfigurable>
        )}
      </List>
      </>
    );
  };
}

/** The list's pagination; an estimated total (issue 16) is said to be one. */
function ListPagination() {
  const { meta } = useListContext();
  const rangeLabel = useRangeLabel((meta as { total?: ListTotal } | undefined)?.total ?? { count: 0, estimate: false });
  const estimated = Boolean((meta as { total?: ListTotal } | undefined)?.total?.estimate);
  return <Pagination rowsPerPageOptions={[25, 50, PAGE_SIZE, 250]} {...(estimated ? { labelDisplayedRows: rangeLabel } : {})} />;
}
