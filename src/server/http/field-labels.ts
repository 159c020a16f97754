// Issue 32: an error names a field by its label in the caller's language ("Verdien i feltet GLN er
// allerede i bruk."), the label the form shows: the catalogue's resources.<name>.fields of the
// resource whose call the route is. A field without a label, or a route of no resource, keeps its name.
import type { FastifyRequest } from 'fastify';
import { resources } from '../../../resources/index.js';
import { messages } from '../../portal/i18n/messages.js';
import type { ServerLanguage } from '../i18n/texts.js';

/** The resource of each call's route ("/api/location/:id" → admin/locations), generic or hand-written. */
const resourceOfRoute = new Map<string, string>();
for (const definition of resources) {
  for (const call of new Set(Object.values(definition.api))) {
    for (const route of [`/api/${call}`, `/api/${call}/:id`]) if (!resourceOfRoute.has(route)) resourceOfRoute.set(route, definition.name);
  }
}

type Fields = Record<string, unknown>;

export function fieldLabel(request: FastifyRequest, field: string, language: ServerLanguage): string {
  const resource = resourceOfRoute.get(request.routeOptions?.url ?? '');
  if (!resource) return field;
  const fields = ((messages[language] as Fields).resources as Fields | undefined)?.[resource] as { fields?: Fields } | undefined;
  const label = fields?.fields?.[field];
  return typeof label === 'string' ? label : field;
}
