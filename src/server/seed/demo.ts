import { sql, type Insertable, type Transaction } from 'kysely';
import type { Country, CustomerType, EmploymentType, LocationType, Task } from '../../../generated/entities.js';
import { AdminLevel, InventoryLevel, OrgStatus, ReportLevel } from '../../domain/levels.js';
import { orgNumberFrom, withGs1CheckDigit } from '../../domain/identifiers.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { addDays } from '../../domain/dates.js';
import { monthStart } from '../../domain/stock/indicator.js';
import type { DemoCalendar } from './ledger-world.js';

// Demo master data for a Norwegian load-carrier pool: the operator, its customers in Norway,
// Sweden and Denmark, their locations, addresses, agreed products and users.
// Ids, names and the PRNG seed are fixed, and the dates move with the demo's day (its calendar), so
// every machine that makes the demo on the same day gets exactly the same rows.

type Row<T extends keyof Tables> = Insertable<Tables[T]>;

const SEED = 20260101;
/** The people's creation, as the story was written (moved by the calendar). */
const CREATED_AT = Date.UTC(2026, 0, 1, 8, 0, 0);
const OPERATOR_ID = 1;
/** The customer the kunde/lager/bruker demo logins belong to. */
const DEMO_CUSTOMER_ID = 2;

// ---------------------------------------------------------------------------------------------
// Load carriers and transport

const PRODUCT_TYPES: Row<'productTypes'>[] = [
  { id: 100, name: 'Plastpaller' },
  { id: 110, name: 'Trepall' },
  { id: 200, name: 'Plastkasser' },
  { id: 250, name: 'Kasser 250' },
  { id: 300, name: 'Tredjeparts pool' },
  { id: 310, name: 'Pool 310' },
  { id: 400, name: 'Brett 400' },
  { id: 500, name: 'EPS-brett' },
  { id: 999, name: 'Annet' },
];

// A product id is its product type followed by a running digit (1001 is the first of type 100).
const PRODUCTS: Row<'products'>[] = ([
  [1001, 'Helpall plast 1200x800'],
  [1002, 'Halvpall plast 800x600'],
  [1003, 'Kvartpall plast 600x400'],
  [1101, 'EUR-pall tre 1200x800'],
  [1102, 'Industripall tre 1200x1000'],
  [2001, 'Fiskekasse 40L'],
  [2002, 'Fiskekasse 70L'],
  [2003, 'Grøntkasse 600x400'],
  [2004, 'Brødkasse 600x400'],
  [2501, 'Meierikasse 250 høy'],
  [2502, 'Meierikasse 250 lav'],
  [3001, 'Tredjepartspall 1200x800'],
  [3002, 'Tredjepartskasse 600x400'],
  [3101, 'Poolkasse 310 sammenleggbar'],
  [3102, 'Poolkasse 310 fast'],
  [4001, 'Brett 400 bakeri'],
  [4002, 'Brett 400 kjøtt'],
  [5001, 'EPS-brett 600x400'],
  [5002, 'EPS-brett 400x300'],
  [9991, 'Pallekarm tre 1200x800'],
  [9992, 'Mellomlegg plast 1200x800'],
] as const).map(([id, name]) => ({ id, name, productTypeId: Math.floor(id / 10), image: null }));

const TRUCK_TYPES: Row<'truckTypes'>[] = [
  { id: 1, name: 'Trailer', isStandard: true },
  { id: 2, name: 'Lastebil', isStandard: false },
  { id: 3, name: 'Bil med henger', isStandard: false },
  { id: 4, name: 'Varebil', isStandard: false },
  { id: 5, name: 'Kranbil', isStandard: false },
];
// Trailers serve most docks; the list is weighted accordingly.
const TRUCK_WEIGHTS = [1, 1, 1, 2, 2, 3, 4, 5];

// ---------------------------------------------------------------------------------------------
// Chains, customers and their sites

/** home: the customer whose first location the chain's admin works at. */
const CHAINS = [
  { id: 1, name: 'Nordkjeden', home: 6 },
  { id: 2, name: 'Fjordkjeden', home: 7 },
  { id: 3, name: 'Handelskjeden Sør', home: 26 },
  { id: 4, name: 'Nordisk Innkjøpsallianse', home: 12 },
];

interface SiteFlags {
  balance?: boolean;
  light?: boolean;
  /** isMainLocation false */
  secondary?: boolean;
  status?: number;
  /** Index (among the customer's sites) of the balance location this site's stock is counted at. */
  countsAt?: number;
}

interface SiteSpec extends SiteFlags {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: Country;
}

interface CustomerSpec {
  id: number;
  name: string;
  type: CustomerType;
  chainId?: number;
  status?: number;
  shop?: boolean;
  /** The load carriers its locations typically hold. */
  products: number[];
  sites: SiteSpec[];
}

const nor = (name: string, street: string, postalCode: string, city: string, flags: SiteFlags = {}): SiteSpec =>
  ({ name, street, postalCode, city, country: 'NOR', ...flags });
const swe = (name: string, street: string, postalCode: string, city: string, flags: SiteFlags = {}): SiteSpec =>
  ({ name, street, postalCode, city, country: 'SWE', ...flags });
const dnk = (name: string, street: string, postalCode: string, city: string, flags: SiteFlags = {}): SiteSpec =>
  ({ name, street, postalCode, city, country: 'DNK', ...flags });

const CUSTOMERS: CustomerSpec[] = [
  {
    id: 1, name: 'Lastbærerpoolen AS', type: 'provider', products: [1001, 1002, 1101, 2001, 2003, 2004, 5001],
    sites: [
      nor('Lastbærerpoolen Hovedlager', 'Stalsbergveien 12', '2010', 'Strømmen', { balance: true }),
      nor('Lastbærerpoolen Vaskeri Bergen', 'Kokstaddalen 20', '5257', 'Kokstad', { balance: true }),
      nor('Lastbærerpoolen Depot Trondheim', 'Heggstadmyra 4', '7080', 'Heimdal', { balance: true }),
      swe('Lastbærerpoolen Depå Göteborg', 'Exportgatan 30', '422 46', 'Hisings Backa', { balance: true }),
      dnk('Lastbærerpoolen Depot Taulov', 'Taulov Kirkevej 20', '7000', 'Fredericia', { balance: true }),
      nor('Lastbærerpoolen Mottak Tromsø', 'Stakkevollvegen 40', '9019', 'Tromsø', { light: true, secondary: true, countsAt: 0 }),
    ],
  },
  {
    id: 2, name: 'Fjellmeieriet AS', type: 'Industry', chainId: 1, shop: true, products: [1001, 1002, 2003, 2501, 2502, 4002],
    sites: [
      nor('Fjellmeieriet Hamar', 'Hamarvegen 112', '2316', 'Hamar', { balance: true }),
      nor('Fjellmeieriet Lillehammer', 'Industrigata 7', '2619', 'Lillehammer', { balance: true }),
      nor('Fjellmeieriet Gjøvik', 'Kallerudlia 3', '2816', 'Gjøvik', { secondary: true, countsAt: 0 }),
      nor('Fjellmeieriet Elverum kjølelager', 'Grindalsmoen 9', '2406', 'Elverum', { light: true, secondary: true, countsAt: 1 }),
      swe('Fjellmeieriet Karlstad', 'Lastgatan 4', '652 21', 'Karlstad', { balance: true }),
    ],
  },
  {
    id: 3, name: 'Havbris Sjømat AS', type: 'Industry', products: [2001, 2002, 5001, 5002, 1001, 1101],
    sites: [
      nor('Havbris Sjømat Ålesund', 'Breivika Industrivei 41', '6018', 'Ålesund', { balance: true }),
      nor('Havbris Sjømat Kristiansund', 'Devoldholmen 8', '6509', 'Kristiansund N', { countsAt: 0 }),
      nor('Havbris Sjømat Måløy', 'Sjøgata 12', '6700', 'Måløy', { status: OrgStatus.Finished }),
    ],
  },
  {
    id: 4, name: 'Bakeriet Sør AS', type: 'Industry', chainId: 3, products: [2004, 4001, 4002, 1002],
    sites: [
      nor('Bakeriet Sør Kristiansand', 'Mjåvannsvegen 12', '4628', 'Kristiansand S', { balance: true }),
      nor('Bakeriet Sør Arendal', 'Stoaveien 18', '4848', 'Arendal', { countsAt: 0 }),
    ],
  },
  {
    id: 5, name: 'Grøntgrossisten AS', type: 'Wholesale', shop: true, products: [2003, 1001, 1002, 1101, 3001, 3002],
    sites: [
      nor('Grøntgrossisten Alnabru', 'Alnabruveien 20', '0668', 'Oslo', { balance: true }),
      nor('Grøntgrossisten Bergen', 'Sandslimarka 31', '5254', 'Sandsli', { balance: true }),
      nor('Grøntgrossisten Trondheim', 'Industriveien 18', '7080', 'Heimdal', { countsAt: 0 }),
      nor('Grøntgrossisten Kristiansand', 'Barstølveien 38', '4636', 'Kristiansand S', { light: true, countsAt: 0 }),
    ],
  },
  {
    id: 6, name: 'Nordkjeden Distribusjon AS', type: 'Wholesale', chainId: 1, products: [1001, 1002, 1101, 2003, 2501, 4001],
    sites: [
      nor('Nordkjeden Sentrallager Vestby', 'Kjennveien 16', '1540', 'Vestby', { balance: true }),
      nor('Nordkjeden Lager Trondheim', 'Sluppenvegen 21', '7037', 'Trondheim', { balance: true }),
      nor('Nordkjeden Lager Tromsø', 'Skattøravegen 65', '9018', 'Tromsø', { balance: true }),
      nor('Nordkjeden Lager Bodø', 'Burøyveien 7', '8012', 'Bodø', { status: OrgStatus.New, countsAt: 1 }),
    ],
  },
  {
    id: 7, name: 'Fjordkjeden Engros AS', type: 'Wholesale', chainId: 2, products: [1001, 1101, 2003, 2004, 3001, 4001],
    sites: [
      nor('Fjordkjeden Sentrallager Bergen', 'Kokstadflaten 31', '5257', 'Kokstad', { balance: true }),
      nor('Fjordkjeden Lager Forus', 'Forusbeen 35', '4033', 'Stavanger', { balance: true }),
      nor('Fjordkjeden Lager Haugesund', 'Karmsundgata 150', '5531', 'Haugesund', { countsAt: 1 }),
      nor('Fjordkjeden Lager Førde', 'Hafstadvegen 40', '6800', 'Førde', { light: true, countsAt: 0 }),
    ],
  },
  {
    id: 8, name: 'Kjøpmann Hansen AS', type: 'Shop', chainId: 1, shop: true, products: [2003, 2501, 1002],
    sites: [
      nor('Kjøpmann Hansen Bragernes', 'Tollbugata 10', '3044', 'Drammen', { balance: true }),
      nor('Kjøpmann Hansen Kongsberg', 'Kirkegata 14', '3616', 'Kongsberg', { secondary: true, countsAt: 0 }),
    ],
  },
  {
    id: 9, name: 'Fjordbutikken Voss AS', type: 'Shop', chainId: 2, shop: true, products: [2003, 2004, 1002],
    sites: [nor('Fjordbutikken Voss', 'Vangsgata 20', '5700', 'Voss', { balance: true })],
  },
  {
    id: 10, name: 'Sørlandsbua AS', type: 'Shop', chainId: 3, products: [2003, 2004],
    sites: [nor('Sørlandsbua Mandal', 'Store Elvegate 40', '4514', 'Mandal', { light: true })],
  },
  {
    id: 11, name: 'Nærbutikken Tromsø AS', type: 'Shop', status: OrgStatus.Blocked, products: [2003, 1002],
    sites: [nor('Nærbutikken Tromsø', 'Storgata 88', '9008', 'Tromsø', { status: OrgStatus.Blocked })],
  },
  {
    id: 12, name: 'Innkjøpssentralen Norden AS', type: 'Purchase', chainId: 4, products: [1001, 1101],
    sites: [nor('Innkjøpssentralen Norden Oslo', 'Schweigaards gate 34', '0191', 'Oslo', { balance: true })],
  },
  {
    id: 13, name: 'Storkjøkken Innkjøp AS', type: 'Purchase', products: [2003, 2004, 1002],
    sites: [
      nor('Storkjøkken Innkjøp Lillestrøm', 'Nesgata 2', '2004', 'Lillestrøm', { balance: true }),
      nor('Storkjøkken Innkjøp Gardermoen', 'Hans Gaarders veg 17', '2060', 'Gardermoen', { countsAt: 0 }),
    ],
  },
  {
    id: 14, name: 'Transportservice Vest AS', type: 'Div', products: [1001, 1101, 9991],
    sites: [nor('Transportservice Vest Flesland', 'Flyplassvegen 555', '5258', 'Blomsterdalen', { balance: true })],
  },
  {
    id: 15, name: 'Pallereparasjon Østlandet AS', type: 'Div', status: OrgStatus.Finished, products: [1101, 1102, 9991, 9992],
    sites: [nor('Pallereparasjon Østlandet Moss', 'Kanalen 2', '1532', 'Moss', { status: OrgStatus.Finished })],
  },
  {
    id: 16, name: 'Nordnorsk Isopor AS', type: 'EPS', products: [5001, 5002],
    sites: [
      nor('Nordnorsk Isopor Bodø', 'Rønvikleira 4', '8006', 'Bodø', { balance: true }),
      nor('Nordnorsk Isopor Tromsø', 'Skattøravegen 12', '9018', 'Tromsø', { countsAt: 0 }),
    ],
  },
  {
    id: 17, name: 'Nordic EPS Pack AB', type: 'EPS', products: [5001, 5002, 1001],
    sites: [swe('Nordic EPS Pack Jönköping', 'Hedenstorpsvägen 12', '554 74', 'Jönköping', { balance: true })],
  },
  {
    id: 18, name: 'Svensk Lastbärarpool AB', type: 'External', products: [3001, 3002, 3101],
    sites: [
      swe('Svensk Lastbärarpool Helsingborg', 'Berga allé 1', '254 52', 'Helsingborg', { balance: true }),
      swe('Svensk Lastbärarpool Malmö', 'Agnesfridsvägen 113', '213 75', 'Malmö', { balance: true }),
    ],
  },
  {
    id: 19, name: 'Dansk Returemballage A/S', type: 'External', products: [3001, 3101, 3102],
    sites: [
      dnk('Dansk Returemballage Kolding', 'Trianglen 4', '6000', 'Kolding', { balance: true }),
      dnk('Dansk Returemballage Padborg', 'Transitvej 10', '6330', 'Padborg', { countsAt: 0 }),
    ],
  },
  {
    id: 20, name: 'Skånska Grönsaker AB', type: 'Industry', products: [2003, 3101, 3102, 1001],
    sites: [
      swe('Skånska Grönsaker Kristianstad', 'Blekingevägen 102', '291 59', 'Kristianstad', { balance: true }),
      swe('Skånska Grönsaker Malmö', 'Stenyxegatan 20', '213 76', 'Malmö', { secondary: true, countsAt: 0 }),
    ],
  },
  {
    id: 21, name: 'Norrlands Mejeri AB', type: 'Industry', products: [2501, 2502, 1001],
    sites: [
      swe('Norrlands Mejeri Umeå', 'Formvägen 5', '906 21', 'Umeå', { balance: true }),
      swe('Norrlands Mejeri Sundsvall', 'Birstavägen 24', '856 33', 'Sundsvall', { balance: true }),
    ],
  },
  {
    id: 22, name: 'Vestjysk Frugt & Grønt A/S', type: 'Wholesale', chainId: 4, shop: true, products: [2003, 3101, 1001, 1101],
    sites: [
      dnk('Vestjysk Frugt & Grønt Esbjerg', 'Kvaglundvej 80', '6705', 'Esbjerg Ø', { balance: true }),
      dnk('Vestjysk Frugt & Grønt Viby', 'Skanderborgvej 190', '8260', 'Viby J', { balance: true }),
      dnk('Vestjysk Frugt & Grønt Odense', 'Tietgenvej 12', '5220', 'Odense SØ', { light: true, countsAt: 0 }),
    ],
  },
  {
    id: 23, name: 'Fyns Pålæg A/S', type: 'Industry', products: [2501, 2502, 4002],
    sites: [dnk('Fyns Pålæg Odense', 'Havnegade 40', '5000', 'Odense C', { balance: true })],
  },
  {
    id: 24, name: 'Lofoten Fiskeindustri AS', type: 'Industry', products: [2001, 2002, 5001],
    sites: [
      nor('Lofoten Fiskeindustri Svolvær', 'Havnegata 22', '8300', 'Svolvær', { balance: true }),
      nor('Lofoten Fiskeindustri Ballstad', 'Ballstadveien 60', '8373', 'Ballstad', { light: true, countsAt: 0 }),
    ],
  },
  {
    id: 25, name: 'Trøndelag Kjøtt AS', type: 'Industry', chainId: 2, status: OrgStatus.New, products: [2501, 2502, 4002, 1002],
    sites: [
      nor('Trøndelag Kjøtt Steinkjer', 'Sjøfartsgata 5', '7714', 'Steinkjer', { balance: true, status: OrgStatus.New }),
      nor('Trøndelag Kjøtt Levanger', 'Sjøgata 10', '7600', 'Levanger', { status: OrgStatus.New, countsAt: 0 }),
    ],
  },
  {
    id: 26, name: 'Sørlandslageret AS', type: 'Wholesale', chainId: 3, products: [1001, 1002, 2003, 2004, 4001],
    sites: [nor('Sørlandslageret Sørlandsparken', 'Travparkveien 12', '4636', 'Kristiansand S', { balance: true })],
  },
  {
    id: 27, name: 'Bryggen Kafé AS', type: 'Shop', status: OrgStatus.Finished, products: [2004],
    sites: [nor('Bryggen Kafé', 'Bryggen 9', '5003', 'Bergen', { status: OrgStatus.Finished })],
  },
  {
    id: 28, name: 'Vestfold Frukt AS', type: 'Industry', products: [2003, 1001, 1101],
    sites: [
      nor('Vestfold Frukt Tønsberg', 'Kilengaten 20', '3117', 'Tønsberg', { balance: true }),
      nor('Vestfold Frukt Lier', 'Lierstranda 100', '3414', 'Lierstranda', { balance: true }),
    ],
  },
  {
    id: 29, name: 'Polar Laks AS', type: 'Industry', products: [2001, 2002, 5001, 5002],
    sites: [
      nor('Polar Laks Hammerfest', 'Fuglenesveien 30', '9615', 'Hammerfest', { balance: true }),
      nor('Polar Laks Alta', 'Markedsgata 8', '9510', 'Alta', { countsAt: 0 }),
    ],
  },
  {
    id: 30, name: 'Dalälvens Bageri AB', type: 'Industry', products: [2004, 4001],
    sites: [swe('Dalälvens Bageri Falun', 'Tunavägen 12', '791 77', 'Falun', { balance: true })],
  },
];

// ---------------------------------------------------------------------------------------------
// People

const FIRST_NAMES: Record<Country, string[]> = {
  NOR: ['Ola', 'Kari', 'Per', 'Ingrid', 'Nils', 'Marit', 'Hans', 'Sigrid', 'Kristin', 'Jon', 'Silje', 'Espen',
    'Hilde', 'Trond', 'Camilla', 'Geir', 'Tone', 'Morten', 'Line', 'Bjørn', 'Eva', 'Håkon', 'Solveig', 'Øyvind',
    'Astrid', 'Knut', 'Randi', 'Erlend', 'Guro', 'Thomas', 'Ida', 'Anders', 'Mari', 'Stian', 'Nora', 'Jørgen'],
  SWE: ['Johan', 'Maria', 'Karl', 'Elin', 'Anders', 'Sara', 'Mikael', 'Emma', 'Fredrik', 'Linnéa', 'Oskar', 'Ebba',
    'Björn', 'Malin'],
  DNK: ['Mads', 'Mette', 'Søren', 'Rasmus', 'Louise', 'Jens', 'Sofie', 'Mikkel', 'Anne', 'Henrik', 'Frederik', 'Ida'],
};

const LAST_NAMES: Record<Country, string[]> = {
  NOR: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen',
    'Karlsen', 'Berg', 'Haugen', 'Hagen', 'Johnsen', 'Bakke', 'Lie', 'Dahl', 'Moen', 'Solberg', 'Strand', 'Nygård',
    'Sæther', 'Halvorsen', 'Rønning', 'Myhre', 'Aas', 'Lunde', 'Bråten', 'Fjeld', 'Eide'],
  SWE: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson',
    'Gustafsson', 'Lindqvist', 'Lindberg', 'Holm', 'Sjöberg', 'Ström'],
  DNK: ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen',
    'Jørgensen', 'Madsen', 'Kristensen', 'Mortensen'],
};

const CUSTOMER_ADMIN_TASKS: Task[] = ['Order', 'Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports'];
const ALL_TASKS: Task[] = [...CUSTOMER_ADMIN_TASKS, 'ShopAccounting'];
const USER_TASK_SETS: Task[][] = [
  ['Order', 'Delivery', 'Reception'],
  ['Delivery', 'Reception'],
  ['Reception', 'Expedition'],
  ['Order', 'Reports'],
  ['Order'],
];

/** Operator staff besides the demo logins; site is an index into the operator's sites. */
const STAFF: { name: string; employeeId: string; employmentType: EmploymentType; site: number; siteAdmin?: boolean; tasks: Task[]; reportLevel: number }[] = [
  { name: 'Ingrid Berg', employeeId: 'E1002', employmentType: 'Employed', site: 0, tasks: ['Order', 'Reports'], reportLevel: ReportLevel.Chain },
  { name: 'Magnus Haugen', employeeId: 'E1003', employmentType: 'Consultant', site: 0, tasks: ['Reports'], reportLevel: ReportLevel.Customer },
  { name: 'Sofie Lund', employeeId: 'E1004', employmentType: 'External', site: 0, tasks: ['Reports'], reportLevel: ReportLevel.Location },
  // Left the company: kept for history, no longer able to log in.
  { name: 'Per Johansen', employeeId: 'E1005', employmentType: 'Expired', site: 0, tasks: ['Reports'], reportLevel: ReportLevel.Location },
  { name: 'Nils Dahl', employeeId: 'E1006', employmentType: 'Employed', site: 1, siteAdmin: true, tasks: ['Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports'], reportLevel: ReportLevel.Location },
  { name: 'Hanne Bakken', employeeId: 'E1007', employmentType: 'Employed', site: 2, siteAdmin: true, tasks: ['Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports'], reportLevel: ReportLevel.Location },
  { name: 'Emma Lindqvist', employeeId: 'E1008', employmentType: 'Employed', site: 3, siteAdmin: true, tasks: ['Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports'], reportLevel: ReportLevel.Location },
  { name: 'Mads Nielsen', employeeId: 'E1009', employmentType: 'Employed', site: 4, siteAdmin: true, tasks: ['Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports'], reportLevel: ReportLevel.Location },
  { name: 'Tor Eriksen', employeeId: 'E1010', employmentType: 'Employed', site: 5, tasks: ['Delivery', 'Reception'], reportLevel: ReportLevel.None },
];

// ---------------------------------------------------------------------------------------------
// Helpers

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Norwegian organisation number: 8 digits plus a modulus-11 check digit. */
const orgNumber = (customerId: number) => orgNumberFrom(91_000_000 + customerId * 48_271);

const GLN_PREFIX: Record<Country, string> = { NOR: '70', SWE: '73', DNK: '57' };

/** GS1 location number: country prefix, customer and location, and the GS1 check digit. */
function gln(country: Country, customerId: number, locationId: number): string {
  return withGs1CheckDigit(`${GLN_PREFIX[country]}${String(customerId).padStart(3, '0')}${String(locationId).padStart(7, '0')}`);
}

/** Login names and e-mail addresses are plain ASCII. */
function ascii(text: string): string {
  const map: Record<string, string> = { æ: 'ae', ø: 'o', å: 'aa', ä: 'a', ö: 'o', é: 'e', ü: 'u' };
  return text.toLowerCase().replace(/[æøåäöéü]/g, (ch) => map[ch]).replace(/[^a-z0-9]/g, '');
}

function locationType(type: CustomerType): LocationType {
  if (type === 'provider') return 'provider';
  return type === 'Wholesale' || type === 'Shop' ? 'wholesale' : 'industry';
}

async function insertAll<T extends keyof Tables & string>(trx: Transaction<Tables>, table: T, rows: Row<T>[]): Promise<void> {
  const chunk = 500;
  for (let i = 0; i < rows.length; i += chunk) {
    await trx.insertInto(table).values(rows.slice(i, i + chunk) as never).execute();
  }
}

// ---------------------------------------------------------------------------------------------
// Building the rows

type WithId<T> = T & { id: number };

interface Site {
  row: WithId<Row<'locations'>>;
  customer: CustomerSpec;
  spec: SiteSpec;
}

interface DemoData {
  chains: WithId<Row<'chains'>>[];
  customers: WithId<Row<'customers'>>[];
  locations: WithId<Row<'locations'>>[];
  addresses: WithId<Row<'addresses'>>[];
  locationProducts: Row<'locationProducts'>[];
  users: WithId<Row<'users'>>[];
}

type UserFields = Omit<Row<'users'>, 'id' | 'passwordHash' | 'language' | 'confirmedGdpr' | 'createdAt' | 'loginName' | 'email' | 'phone'> & {
  name: string;
  country: Country;
  loginName?: string;
  email?: string;
  phone?: string;
};

function buildDemoData(passwordHash: string, calendar: DemoCalendar): DemoData {
  const rand = mulberry32(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(rand() * 10)).join('');

  const chains = CHAINS.map(({ id, name }): WithId<Row<'chains'>> => ({ id, name, adminUserId: null }));
  const customers = CUSTOMERS.map((c): WithId<Row<'customers'>> => ({
    id: c.id,
    name: c.name,
    orgNumber: orgNumber(c.id),
    image: null,
    statusId: c.status ?? OrgStatus.Active,
    type: c.type,
    chainId: c.chainId ?? null,
    hasShopTransactions: c.shop ?? false,
    adminUserId: null,
  }));
  const customerRow = new Map(customers.map((row) => [row.id, row]));

  // Locations are numbered in customer order, so the operator's main depot is location 1.
  const sites: Site[] = [];
  const sitesOf = new Map<number, Site[]>();
  for (const customer of CUSTOMERS) {
    const firstId = sites.length + 1;
    const own = customer.sites.map((spec, index): Site => {
      const id = firstId + index;
      // Light locations are small drop points without their own truck access.
      const truck = spec.light ? null : pick(TRUCK_WEIGHTS);
      const second = truck !== null && rand() < 0.35 ? pick(TRUCK_TYPES.filter((t) => t.id !== truck)).id : null;
      const row: WithId<Row<'locations'>> = {
        id,
        name: spec.name,
        gln: gln(spec.country, customer.id, id),
        customerId: customer.id,
        statusId: spec.status ?? OrgStatus.Active,
        type: locationType(customer.type),
        countryCode: spec.country,
        truckTypeId: truck,
        truckTypeId2: second,
        truckTypeIds: [truck, second].filter((t): t is number => t !== null).sort((a, b) => a - b),
        adminUserId: null,
        isSrsLocation: !spec.light && rand() < 0.15,
        isWebHidden: spec.status === OrgStatus.Finished,
        isLightLocation: spec.light ?? false,
        isMainLocation: !spec.secondary,
        defaultUserId: null,
        isBalance: spec.balance ?? false,
        locationIdInventEx: spec.countsAt === undefined ? null : firstId + spec.countsAt,
      };
      return { row, customer, spec };
    });
    sitesOf.set(customer.id, own);
    sites.push(...own);
  }

  // Every location is delivered to; each customer's first location also carries the invoice address.
  const addresses: WithId<Row<'addresses'>>[] = [];
  for (const { row, spec } of sites) {
    const base = { locationId: row.id, postalCode: spec.postalCode, city: spec.city, countryCode: spec.country, active: true };
    addresses.push({ id: addresses.length + 1, type: 'Delivery', street: spec.street, isDelivery: true, ...base });
    if (row.id === sitesOf.get(row.customerId)![0].row.id) {
      const box = `${spec.country === 'SWE' ? 'Box' : 'Postboks'} ${100 + Math.floor(rand() * 9900)}`;
      addresses.push({ id: addresses.length + 1, type: 'Invoice', street: box, isDelivery: false, ...base });
    }
  }

  // The load carriers agreed per location, with the quantity held free of rent.
  const locationProducts: Row<'locationProducts'>[] = [];
  for (const { row, customer } of sites) {
    const pool = [...customer.products];
    const count = 1 + Math.floor(rand() * Math.min(4, pool.length));
    const chosen: number[] = [];
    while (chosen.length < count) chosen.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
    for (const productId of chosen.sort((a, b) => a - b)) {
      locationProducts.push({
        locationId: row.id,
        productId,
        qtyNoRent: pick([0, 0, 0, 5, 10, 20, 25, 40, 50]),
        // Agreed from the first of the demo's month (the invoiced months before it have none); a tenth end with its sixth month.
        fromDate: monthStart(calendar.today),
        toDate: rand() < 0.1 ? addDays(monthStart(calendar.today, -6), -1) : null,
      });
    }
  }

  // Users: the demo logins first (ids 1..5), then operator staff, then each customer's people.
  const users: WithId<Row<'users'>>[] = [];
  const taken = new Set<string>();
  const phoneNumber = (country: Country): string => {
    if (country === 'SWE') return `+46 70 ${digits(3)} ${digits(2)} ${digits(2)}`;
    if (country === 'DNK') return `+45 ${2 + Math.floor(rand() * 8)}${digits(1)} ${digits(2)} ${digits(2)} ${digits(2)}`;
    return `+47 9${digits(2)} ${digits(2)} ${digits(3)}`;
  };
  const personName = (country: Country) => `${pick(FIRST_NAMES[country])} ${pick(LAST_NAMES[country])}`;
  const addUser = ({ country, loginName, email, phone, ...fields }: UserFields): number => {
    const id = users.length + 1;
    const [first, ...rest] = fields.name.split(' ');
    const stem = `${ascii(first)}.${ascii(rest.join(''))}`;
    let local = stem;
    for (let n = 2; taken.has(local); n++) local = `${stem}${n}`;
    taken.add(local);
    if (loginName) taken.add(loginName);
    users.push({
      id,
      loginName: loginName ?? local,
      email: email ?? `${local}@example.no`,
      phone: phone ?? phoneNumber(country),
      passwordHash,
      language: 'nb-NO',
      active: true,
      confirmedGdpr: true,
      createdAt: calendar.storyTime(CREATED_AT + id * 60_000),
      employeeId: null,
      employmentType: null,
      isFinancial: false,
      ...fields,
    });
    return id;
  };

  const operatorSites = sitesOf.get(OPERATOR_ID)!.map((site) => site.row);
  const [kundeSite, lagerSite] = sitesOf.get(DEMO_CUSTOMER_ID)!.map((site) => site.row);
  const mainDepot = operatorSites[0].id;

  const admin = addUser({
    loginName: 'admin', name: 'Anne Admin', email: 'anne.admin@example.no', phone: '+47 900 00 001', country: 'NOR',
    customerId: OPERATOR_ID, locationId: mainDepot, adminLevel: AdminLevel.Global, reportLevel: ReportLevel.Chain,
    inventoryLevel: InventoryLevel.MainApprove, tasksAllowed: ALL_TASKS, isFinancial: true, employeeId: 'E1000', employmentType: 'Employed',
  });
  addUser({
    loginName: 'agent', name: 'Arne Agent', email: 'arne.agent@example.no', phone: '+47 900 00 002', country: 'NOR',
    customerId: OPERATOR_ID, locationId: mainDepot, adminLevel: AdminLevel.None, reportLevel: ReportLevel.Location,
    inventoryLevel: InventoryLevel.None, tasksAllowed: ['Reports'], employeeId: 'E1001', employmentType: 'Employed',
  });
  const kunde = addUser({
    loginName: 'kunde', name: 'Kari Kunde', email: 'kari.kunde@example.no', phone: '+47 900 00 003', country: 'NOR',
    customerId: DEMO_CUSTOMER_ID, locationId: kundeSite.id, adminLevel: AdminLevel.Customer, reportLevel: ReportLevel.Customer,
    inventoryLevel: InventoryLevel.MainApprove, tasksAllowed: CUSTOMER_ADMIN_TASKS, isFinancial: true,
  });
  const lager = addUser({
    loginName: 'lager', name: 'Lars Lager', email: 'lars.lager@example.no', phone: '+47 900 00 004', country: 'NOR',
    customerId: DEMO_CUSTOMER_ID, locationId: lagerSite.id, adminLevel: AdminLevel.Location, reportLevel: ReportLevel.Location,
    inventoryLevel: InventoryLevel.ControlReg, tasksAllowed: ['Delivery', 'Reception', 'Inventory', 'Reports'],
  });
  addUser({
    loginName: 'bruker', name: 'Berit Bruker', email: 'berit.bruker@example.no', phone: '+47 900 00 005', country: 'NOR',
    customerId: DEMO_CUSTOMER_ID, locationId: kundeSite.id, adminLevel: AdminLevel.None, reportLevel: ReportLevel.None,
    inventoryLevel: InventoryLevel.None, tasksAllowed: ['Order', 'Delivery', 'Reception'],
  });

  customerRow.get(OPERATOR_ID)!.adminUserId = admin;
  for (const staff of STAFF) {
    const site = operatorSites[staff.site];
    const id = addUser({
      name: staff.name, country: site.countryCode as Country, customerId: OPERATOR_ID, locationId: site.id,
      adminLevel: staff.siteAdmin ? AdminLevel.Location : AdminLevel.None, reportLevel: staff.reportLevel,
      inventoryLevel: staff.siteAdmin ? InventoryLevel.ControlReg : InventoryLevel.None, tasksAllowed: staff.tasks,
      employeeId: staff.employeeId, employmentType: staff.employmentType, active: staff.employmentType !== 'Expired',
    });
    if (staff.siteAdmin) site.adminUserId = id;
  }
  // The main depot and the Tromsø drop point answer to the operator's admin.
  for (const site of operatorSites) site.adminUserId ??= admin;

  for (const customer of CUSTOMERS) {
    if (customer.id === OPERATOR_ID) continue;
    const own = sitesOf.get(customer.id)!.map((site) => site.row);
    const first = own[0];
    const customerAdmin = customer.id === DEMO_CUSTOMER_ID ? kunde : addUser({
      name: personName(first.countryCode as Country), country: first.countryCode as Country,
      customerId: customer.id, locationId: first.id, adminLevel: AdminLevel.Customer, reportLevel: ReportLevel.Customer,
      inventoryLevel: InventoryLevel.MainApprove, isFinancial: true,
      tasksAllowed: customer.shop ? ALL_TASKS : CUSTOMER_ADMIN_TASKS,
    });
    customerRow.get(customer.id)!.adminUserId = customerAdmin;

    own.forEach((site, index) => {
      const country = site.countryCode as Country;
      const common = { country, customerId: customer.id, locationId: site.id };
      // About half of the other sites have a contact of their own; the rest answer to the customer admin.
      if (customer.id === DEMO_CUSTOMER_ID && index === 1) site.adminUserId = lager;
      else if (index > 0 && rand() < 0.5) {
        const inventoryLevel = site.isBalance ? pick([InventoryLevel.MainApprove, InventoryLevel.ControlReg]) : InventoryLevel.None;
        site.adminUserId = addUser({
          ...common, name: personName(country), adminLevel: AdminLevel.Location, reportLevel: ReportLevel.Location, inventoryLevel,
          tasksAllowed: CUSTOMER_ADMIN_TASKS.filter((task) => task !== 'Order' && (task !== 'Inventory' || inventoryLevel > 0)),
        });
      } else site.adminUserId = customerAdmin;

      // Balance locations count stock and are busier, so they get a second ordinary user.
      // People at a finished customer keep their history but can no longer log in.
      for (let n = site.isBalance ? 2 : 1; n > 0; n--) {
        addUser({
          ...common, name: personName(country), adminLevel: AdminLevel.None,
          reportLevel: pick([ReportLevel.None, ReportLevel.None, ReportLevel.Location]),
          inventoryLevel: InventoryLevel.None, tasksAllowed: pick(USER_TASK_SETS), active: customer.status !== OrgStatus.Finished,
        });
      }
    });
  }

  // Each chain's admin sits with the chain's own wholesale or purchasing company.
  for (const chain of CHAINS) {
    const site = sitesOf.get(chain.home)![0].row;
    const country = site.countryCode as Country;
    chains.find((row) => row.id === chain.id)!.adminUserId = addUser({
      name: personName(country), country, customerId: chain.home, locationId: site.id,
      adminLevel: AdminLevel.Chain, reportLevel: ReportLevel.Chain, inventoryLevel: InventoryLevel.None,
      tasksAllowed: ['Order', 'Reports'], isFinancial: true,
    });
  }

  return { chains, customers, locations: sites.map((site) => site.row), addresses, locationProducts, users };
}

// ---------------------------------------------------------------------------------------------

/** Fills an empty, migrated database with the demo pool; every demo user gets passwordHash. */
export async function seedDemoData(db: Database, passwordHash: string, calendar: DemoCalendar): Promise<void> {
  const data = buildDemoData(passwordHash, calendar);
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'truckTypes', TRUCK_TYPES);
    await insertAll(trx, 'productTypes', PRODUCT_TYPES);
    await insertAll(trx, 'products', PRODUCTS);
    await insertAll(trx, 'chains', data.chains);
    await insertAll(trx, 'customers', data.customers);
    await insertAll(trx, 'locations', data.locations);
    await insertAll(trx, 'addresses', data.addresses);
    await insertAll(trx, 'locationProducts', data.locationProducts);
    await insertAll(trx, 'users', data.users);
    // Ids were given explicitly; move the sequences past them so later inserts do not collide.
    for (const table of ['chains', 'customers', 'locations', 'addresses', 'users']) {
      await sql`select setval(pg_get_serial_sequence(${sql.lit(table)}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
    }
  });
}
