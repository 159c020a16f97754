// The home bench's anchor (scripts/bench-home.ts): the smallest react-admin app worth the name, one
// list of 100 rows in the default layout, against which the portal's path to home is measured.
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, NumberField, Resource, TextField, type DataProvider } from 'react-admin';

const dataProvider = {
  getList: async () => {
    const response = await fetch('/api/rows');
    return response.json();
  },
} as unknown as DataProvider;

function Rows() {
  return (
    <List perPage={100} pagination={false}>
      <Datagrid bulkActionButtons={false}>
        <NumberField source="id" />
        <TextField source="name" />
        <TextField source="city" />
        <NumberField source="quantity" />
      </Datagrid>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="rows" list={Rows} />
  </Admin>,
);
