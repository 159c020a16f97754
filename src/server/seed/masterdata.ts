// Demo master data beyond the foundation's: postal codes (with every code the demo addresses use),
// English names of the product types, external locations of a few customers, and favorites.
import type { Database } from '../db/database.js';
import { DEMO_POSTAL_CODES } from './postal-codes.js';

const PRODUCT_TYPES_EN: Record<number, string> = {
  100: 'Plastic pallets', 110: 'Wooden pallet', 200: 'Plastic crates', 250: 'Crates 250', 300: 'Third-party pool', 310: 'Pool 310', 400: 'Trays 400',
  500: 'EPS trays', 999: 'Other',
};

const EXTERNAL_LOCATIONS = [
  { customerId: 2, name: 'Coop Nordland Distribusjonslager', gln: '7080003000019', street: 'Sjøgata 60', postalCode: '8006', city: 'Bodø', countryCode: 'NOR' },
  { customerId: 2, name: 'Meny Lillehammer Sentrum', gln: '7080003000026', street: 'Storgata 85', postalCode: '2615', city: 'Lillehammer', countryCode: 'NOR' },
  { customerId: 2, name: 'ICA Karlstad Välsviken', gln: '7350003000013', street: 'Välsvikens allé 1', postalCode: '652 21', city: 'Karlstad', countryCode: 'SWE' },
  { customerId: 5, name: 'Bama Storhusholdning Oslo', gln: '7080003000033', street: 'Ole Deviks vei 2', postalCode: '0668', city: 'Oslo', countryCode: 'NOR' },
  { customerId: 22, name: 'Salling Group Lager Vejle', gln: '5790003000019', street: 'Tagtækkervej 8', postalCode: '7100', city: 'Vejle', countryCode: 'DNK', active: false },
];

export async function seedMasterData(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const used = await trx.selectFrom('addresses').select(['countryCode', 'postalCode', 'city']).distinct().execute();
    const codes = new Map<string, { countryCode: string; postalCode: string; city: string }>();
    for (const [countryCode, list] of Object.entries(DEMO_POSTAL_CODES)) {
      for (const [postalCode, city] of list) codes.set(`${countryCode}|${postalCode}`, { countryCode, postalCode, city });
    }
    for (const address of used) codes.set(`${address.countryCode}|${address.postalCode}`, address);
    const rows = [...codes.values()].sort((a, b) => (a.countryCode + a.postalCode).localeCompare(b.countryCode + b.postalCode));
    for (let i = 0; i < rows.length; i += 500) await trx.insertInto('postalCodes').values(rows.slice(i, i + 500)).execute();

    for (const [id, nameEn] of Object.entries(PRODUCT_TYPES_EN)) await trx.updateTable('productTypes').set({ nameEn }).where('id', '=', Number(id)).execute();

    await trx.insertInto('externalLocations').values(EXTERNAL_LOCATIONS).execute();

    // Kari Kunde keeps Lillehammer and the full-size plastic pallet at hand.
    const kunde = await trx.selectFrom('users').select('id').where('loginName', '=', 'kunde').executeTakeFirst();
    if (kunde) {
      await trx.insertInto('favoriteLocations').values([{ userId: kunde.id, locationId: 8 }]).execute();
      await trx.insertInto('favoriteProducts').values([{ userId: kunde.id, productId: 1001 }, { userId: kunde.id, productId: 2501 }]).execute();
    }
  });
}
