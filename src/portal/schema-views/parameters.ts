// The list calls' query parameters as the OpenAPI document gives them: a generic list's filters, sort
// keys and page size limit. Only the generic views read the document, so it loads with them (issue 16).
import openapi from '../../../generated/openapi.json';
import type { ResourceDefinition } from '../../../resources/definition';

/** A query parameter of an API call as the OpenAPI document describes it. */
export type ApiParameter = { name: string; in: string; schema: Record<string, unknown> & { maximum?: number; enum?: unknown[] } };

/** The parameters of a definition's list call: its filters, its sort keys, its page size limit. */
export const listParameters = (definition: ResourceDefinition) =>
  ((openapi.paths as Record<string, any>)[`/api/${definition.api.list}`]?.get?.parameters ?? []) as ApiParameter[];
