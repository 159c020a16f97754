// A resource's list: page size 100 (P12), its columns, sort and filters (filter-only values too, E19),
// free-text search, column chooser, export to Excel and CSV, and the empty state of the spec (O33).
import { Typography } from '@mui/material';
import { CreateButton, DatagridConfigurable, FilterButton, List, Pagination, SelectColumnsButton, TopToolbar, useTranslate } from 'react-admin';
import openapi from '../../../generated/openapi.json';
import type { ResourceDefinition } from '../../../resources/definition';
import { useSession } from '../session/SessionProvider';
import { fieldFor } from './fields';
import { contextOf, filterFor, type InputContext } from './inputs';
import { ListExport } from './ListExport';
import { describeParameter, describeSchema } from './schema';

type Parameter = { name: string; in: string; schema: Record<string, unknown> };

export const PAGE_SIZE = 100;

function listFilters(definition: ResourceDefinition, context: InputContext) {
  const operation = (openapi.paths as Record<string, any>)[`/api/${definition.api.list}`]?.get;
  const parameters = (operation?.parameters ?? []) as Parameter[];
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

/**
 * The list of a definition. Behind a record's dialog it keeps its filters and page in the store
 * only (the URL is the record's then).
 */
export function schemaList(definition: ResourceDefinition, behindDialog = false) {
  const context = contextOf(definition);
  const filters = listFilters(definition, context);
  const columns = describeSchema(definition.schema, definition.list.columns);

  return function SchemaList() {
    const { access } = useSession();
    const actions = (
      <TopToolbar>
        <FilterButton />
        <SelectColumnsButton />
        {definition.api.create && definition.canCreate?.(access) && <CreateButton />}
        <ListExport definition={definition} columns={columns} />
      </TopToolbar>
    );
    return (
      <List resource={definition.name} perPage={PAGE_SIZE} pagination={<Pagination rowsPerPageOptions={[25, 50, PAGE_SIZE, 250]} />} sort={definition.list.sort}
        filters={filters} filter={definition.list.permanent} actions={actions} empty={false} exporter={false} storeKey={definition.name}
        disableSyncWithLocation={behindDialog}>
        <DatagridConfigurable rowClick="edit" bulkActionButtons={false} empty={<Empty definition={definition} />} omit={definition.list.hiddenColumns}>
          {columns.map((property) => fieldFor(property, context))}
        </DatagridConfigurable>
      </List>
    );
  };
}
