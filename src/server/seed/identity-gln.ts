// The offline national GLN register of the demo (A22): every location of the pool's customers,
// and companies that are not customers yet, among them 25 Bunnpris shops so that a search for
// "Bunnpris" has too many hits (A23).
import type { Insertable } from 'kysely';
import { orgNumberFrom, withGs1CheckDigit } from '../../domain/identifiers.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';

type Entry = Insertable<Tables['glnRegister']>;

const orgNumber = (seed: number) => orgNumberFrom(92_000_000 + seed * 7_919);

const PROSPECTS: Array<[string, string, string, string]> = [
  ['Valdres Gardsmat AS', 'Fagernesvegen 4', '2900', 'Fagernes'],
  ['Sunnmøre Fisk AS', 'Kaiveien 8', '6090', 'Fosnavåg'],
  ['Tromsø Bryggeri AS', 'Storgata 2', '9008', 'Tromsø'],
  ['Gudbrandsdal Ysteri AS', 'Ysterivegen 1', '2640', 'Vinstra'],
  ['Jæren Grønt AS', 'Grødalandsvegen 30', '4360', 'Varhaug'],
  ['Helgeland Slakteri AS', 'Industriveien 5', '8800', 'Sandnessjøen'],
  ['Østfold Bakeri AS', 'Bakerveien 9', '1706', 'Sarpsborg'],
  ['Telemark Frukt AS', 'Gvarvvegen 12', '3810', 'Gvarv'],
];

const BUNNPRIS_CITIES = [
  'Alta', 'Bodø', 'Bergen', 'Drammen', 'Elverum', 'Fredrikstad', 'Gjøvik', 'Hamar', 'Harstad', 'Haugesund', 'Kongsberg', 'Kristiansand',
  'Kristiansund', 'Larvik', 'Lillehammer', 'Molde', 'Mo i Rana', 'Narvik', 'Porsgrunn', 'Sandnes', 'Skien', 'Steinkjer', 'Tromsø', 'Trondheim', 'Ålesund',
];

export async function glnRegisterEntries(db: Database): Promise<Entry[]> {
  // Every location that has a GLN is in the national register, with its delivery address.
  const known = await db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .leftJoin('addresses', (join) => join.onRef('addresses.locationId', '=', 'locations.id').on('addresses.isDelivery', '=', true))
    .select(['locations.gln', 'locations.name', 'customers.orgNumber', 'addresses.street', 'addresses.postalCode', 'addresses.city', 'locations.countryCode'])
    .where('locations.gln', 'is not', null)
    .orderBy('locations.id')
    .execute();
  const seen = new Set<string>();
  const entries: Entry[] = [];
  for (const row of known) {
    if (seen.has(row.gln!)) continue;
    seen.add(row.gln!);
    entries.push({ ...row, gln: row.gln! });
  }
  PROSPECTS.forEach(([name, street, postalCode, city], index) => {
    entries.push({ gln: withGs1CheckDigit(`708000${String(2000 + index).padStart(6, '0')}`), name, orgNumber: orgNumber(index + 1), street, postalCode, city, countryCode: 'NOR' });
  });
  BUNNPRIS_CITIES.forEach((city, index) => {
    entries.push({ gln: withGs1CheckDigit(`708000${String(3000 + index).padStart(6, '0')}`), name: `Bunnpris ${city}`, orgNumber: orgNumber(100 + index), street: `Storgata ${index + 1}`, postalCode: null, city, countryCode: 'NOR' });
  });
  return entries;
}
