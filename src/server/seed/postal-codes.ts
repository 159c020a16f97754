// Postal codes for the demo (J12, J13): the larger places of Norway, Sweden and Denmark. Not a full
// register: an address elsewhere is asked about once and saved when the user confirms.
import type { Country } from '../../../generated/entities.js';

const range = (from: number, to: number, city: string, width = 4): Array<[string, string]> =>
  Array.from({ length: to - from + 1 }, (_, index) => [String(from + index).padStart(width, '0'), city]);

const NOR: Array<[string, string]> = [
  ...range(150, 196, 'Oslo'), ...range(250, 275, 'Oslo'), ...range(350, 380, 'Oslo'), ...range(450, 489, 'Oslo'), ...range(550, 598, 'Oslo'),
  ...range(650, 698, 'Oslo'), ...range(750, 791, 'Oslo'), ...range(850, 884, 'Oslo'), ...range(950, 988, 'Oslo'),
  ['1300', 'Sandvika'], ['1337', 'Sandvika'], ['1338', 'Sandvika'], ['1360', 'Fornebu'], ['1366', 'Lysaker'], ['1400', 'Ski'], ['1440', 'Drøbak'],
  ['1470', 'Lørenskog'], ['1473', 'Lørenskog'], ['1530', 'Moss'], ['1531', 'Moss'], ['1532', 'Moss'], ['1540', 'Vestby'], ['1601', 'Fredrikstad'],
  ['1606', 'Fredrikstad'], ['1706', 'Sarpsborg'], ['1767', 'Halden'], ['2000', 'Lillestrøm'], ['2004', 'Lillestrøm'], ['2010', 'Strømmen'],
  ['2050', 'Jessheim'], ['2060', 'Gardermoen'], ['2315', 'Hamar'], ['2316', 'Hamar'], ['2317', 'Hamar'], ['2318', 'Hamar'], ['2406', 'Elverum'],
  ['2408', 'Elverum'], ['2609', 'Lillehammer'], ['2615', 'Lillehammer'], ['2619', 'Lillehammer'], ['2815', 'Gjøvik'], ['2816', 'Gjøvik'],
  ['3003', 'Drammen'], ['3015', 'Drammen'], ['3044', 'Drammen'], ['3111', 'Tønsberg'], ['3117', 'Tønsberg'], ['3210', 'Sandefjord'],
  ['3256', 'Larvik'], ['3414', 'Lierstranda'], ['3616', 'Kongsberg'], ['3717', 'Skien'], ['3915', 'Porsgrunn'], ['4006', 'Stavanger'],
  ['4010', 'Stavanger'], ['4033', 'Stavanger'], ['4306', 'Sandnes'], ['4514', 'Mandal'], ['4608', 'Kristiansand S'], ['4612', 'Kristiansand S'],
  ['4628', 'Kristiansand S'], ['4636', 'Kristiansand S'], ['4836', 'Arendal'], ['4848', 'Arendal'], ['5003', 'Bergen'], ['5006', 'Bergen'],
  ['5015', 'Bergen'], ['5020', 'Bergen'], ['5254', 'Sandsli'], ['5257', 'Kokstad'], ['5258', 'Blomsterdalen'], ['5531', 'Haugesund'],
  ['5700', 'Voss'], ['6002', 'Ålesund'], ['6018', 'Ålesund'], ['6413', 'Molde'], ['6509', 'Kristiansund N'], ['6700', 'Måløy'], ['6800', 'Førde'],
  ['7010', 'Trondheim'], ['7030', 'Trondheim'], ['7037', 'Trondheim'], ['7080', 'Heimdal'], ['7600', 'Levanger'], ['7714', 'Steinkjer'],
  ['8006', 'Bodø'], ['8012', 'Bodø'], ['8300', 'Svolvær'], ['8373', 'Ballstad'], ['8514', 'Narvik'], ['9008', 'Tromsø'], ['9018', 'Tromsø'],
  ['9019', 'Tromsø'], ['9510', 'Alta'], ['9615', 'Hammerfest'],
];

const SWE: Array<[string, string]> = [
  ['111 20', 'Stockholm'], ['111 51', 'Stockholm'], ['113 30', 'Stockholm'], ['114 34', 'Stockholm'], ['116 20', 'Stockholm'], ['118 20', 'Stockholm'],
  ['211 20', 'Malmö'], ['211 42', 'Malmö'], ['213 75', 'Malmö'], ['213 76', 'Malmö'], ['222 20', 'Lund'], ['252 25', 'Helsingborg'],
  ['254 52', 'Helsingborg'], ['291 59', 'Kristianstad'], ['302 42', 'Halmstad'], ['352 30', 'Växjö'], ['411 03', 'Göteborg'], ['411 06', 'Göteborg'],
  ['413 04', 'Göteborg'], ['422 46', 'Hisings Backa'], ['502 30', 'Borås'], ['553 16', 'Jönköping'], ['554 74', 'Jönköping'], ['582 22', 'Linköping'],
  ['602 22', 'Norrköping'], ['652 21', 'Karlstad'], ['652 25', 'Karlstad'], ['703 61', 'Örebro'], ['721 30', 'Västerås'], ['753 20', 'Uppsala'],
  ['791 77', 'Falun'], ['802 50', 'Gävle'], ['856 33', 'Sundsvall'], ['903 25', 'Umeå'], ['906 21', 'Umeå'], ['972 34', 'Luleå'],
];

const DNK: Array<[string, string]> = [
  ['1050', 'København K'], ['1100', 'København K'], ['1550', 'København V'], ['1620', 'København V'], ['2100', 'København Ø'], ['2200', 'København N'],
  ['2300', 'København S'], ['2400', 'København NV'], ['2500', 'Valby'], ['2605', 'Brøndby'], ['2630', 'Taastrup'], ['2800', 'Kongens Lyngby'],
  ['3000', 'Helsingør'], ['4000', 'Roskilde'], ['4700', 'Næstved'], ['5000', 'Odense C'], ['5220', 'Odense SØ'], ['5700', 'Svendborg'],
  ['6000', 'Kolding'], ['6330', 'Padborg'], ['6700', 'Esbjerg'], ['6705', 'Esbjerg Ø'], ['7000', 'Fredericia'], ['7100', 'Vejle'], ['7400', 'Herning'],
  ['7500', 'Holstebro'], ['8000', 'Aarhus C'], ['8200', 'Aarhus N'], ['8260', 'Viby J'], ['8700', 'Horsens'], ['8800', 'Viborg'], ['8900', 'Randers C'],
  ['9000', 'Aalborg'], ['9400', 'Nørresundby'], ['9800', 'Hjørring'],
];

export const DEMO_POSTAL_CODES: Record<Country, Array<[string, string]>> = { NOR, SWE, DNK };
