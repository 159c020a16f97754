// system/products and system/product-types (P22, P50, N31, E31, J18): the load carriers of the
// pool. Everyone reads them (pickers, stock); global admins keep them. A user's favorite products
// come first in the product picker (J18, E31).
import type { Product, ProductTypeEntry } from '../generated/entities';
import { isGlobalAdmin } from '../src/domain/access';
import { defineResource } from './definition';

const globalAdmin = ({ user }: { user: Parameters<typeof isGlobalAdmin>[0] }) => isGlobalAdmin(user);

export const productTypes = defineResource<ProductTypeEntry>({
  name: 'system/product-types',
  schema: 'product-type.schema.json',
  api: { list: 'producttypes', one: 'producttype', create: 'producttype', update: 'producttype' },
  access: { adminLevel: 'Global' },
  canCreate: globalAdmin,
  canEdit: globalAdmin,
  menu: { area: 'system', order: 7 },
  list: { columns: ['id', 'name', 'nameEn'], sort: { field: 'id', order: 'ASC' }, filters: ['q'], alwaysOn: ['q'] },
  dialogWidth: 'narrow-centered-dynamic-height',
  store: { table: 'productTypes', idGiven: true, english: { name: 'nameEn' }, search: ['name', 'nameEn'], readAccess: {} },
});

export const products = defineResource<Product>({
  name: 'system/products',
  schema: 'product.schema.json',
  api: { list: 'products', one: 'product', create: 'product', update: 'product' },
  access: { adminLevel: 'Global' },
  canCreate: globalAdmin,
  canEdit: globalAdmin,
  menu: { area: 'system', order: 6 },
  list: {
    columns: ['id', 'name', 'productTypeId', 'image', 'isFavorite'],
    sort: { field: 'id', order: 'ASC' },
    filters: ['q', 'productTypeId', 'favorite', 'locationId'],
    alwaysOn: ['q'],
  },
  fields: ['id', 'name', 'productTypeId', 'image', 'description', 'isFavorite'],
  // J18: the user's favorite products come first in every product picker.
  picker: { sort: { field: 'isFavorite', order: 'DESC' } },
  dialogWidth: 'wide',
  references: { producttypes: 'system/product-types' },
  store: {
    table: 'products',
    idGiven: true,
    search: ['name'],
    readAccess: {},
    sortable: ['id', 'name', 'productTypeId', 'isFavorite'],
    // N31: the products agreed for a location (its location products); E31, J18: favorites only.
    parameters: { locationId: { $ref: '#/components/schemas/Id' }, all: { type: 'boolean', default: false, description: 'N31: with locationId, true lists every product, not only the location\'s agreed ones.' }, favorite: { type: 'boolean' } },
  },
});
