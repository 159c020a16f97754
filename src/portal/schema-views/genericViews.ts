// The generic views as one module, loaded when a generic route is first opened: they bring the
// validators and the OpenAPI document, which the home page does not need (issue 16).
export { schemaCreate, schemaEdit } from './SchemaEdit';
export { schemaList } from './SchemaList';
