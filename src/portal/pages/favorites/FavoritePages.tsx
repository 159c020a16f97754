// favorites/locations and favorites/products (J18, C40, R04): open to every user.
import { FavoritesList } from './FavoritesList';

export function FavoriteLocationsPage() {
  return (
    <FavoritesList title="routes.favorites.locations" resource="admin/locations" call="locationfavorite" idField="locationId" empty="favorites.empty_locations"
      detail={{ label: 'resources.admin/locations.fields.customerName', value: (row) => row.customerName ?? '' }} />
  );
}

export function FavoriteProductsPage() {
  return (
    <FavoritesList title="routes.favorites.products" resource="system/products" call="productfavorite" idField="productId" empty="favorites.empty_products"
      detail={{ label: 'resources.system/products.fields.id', value: (row) => String(row.id) }} />
  );
}
