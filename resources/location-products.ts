// Location products (E33, N23): the load carriers agreed for a location, with the quantity free of
// rent and the period. Read by everyone inside their scope; written with the location.
import type { LocationProduct } from '../generated/entities';
import { defineResource } from './definition';

export const locationProducts = defineResource<LocationProduct>({
  name: 'admin/location-products',
  schema: 'location-product.schema.json',
  api: { list: 'locationproducts', one: 'locationproduct' },
  access: { adminLevel: 'Location' },
  menu: { area: 'admin', order: 99, hidden: true },
  list: {
    columns: ['locationId', 'productId', 'qtyNoRent', 'fromDate', 'toDate'],
    sort: { field: 'locationId', order: 'ASC' },
    filters: ['locationId', 'productId', 'expired'],
    // E19: filter-only values; 102 expired (to date passed), 103 not expired.
    filterOnly: { expired: [{ id: 102, label: 'filters.expired' }, { id: 103, label: 'filters.not_expired' }] },
  },
  references: { locations: 'admin/locations', products: 'system/products' },
  store: { table: 'locationProducts', scope: { location: 'locationId' }, readAccess: {}, sortable: ['locationId', 'productId', 'fromDate', 'toDate'] },
});
