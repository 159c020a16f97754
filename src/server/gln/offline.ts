// The offline GLN register: a table of register entries shipped with the demo data (gln_register).
import type { GlnEntry } from '../../../generated/entities.js';
import type { Database } from '../db/database.js';
import { limitHits, MAX_GLN_HITS, type GlnRegister } from './register.js';

export function offlineGlnRegister(db: Database): GlnRegister {
  return {
    async search(query) {
      const text = query.trim().toLowerCase();
      const digits = text.replace(/[\s-]/g, '');
      const numeric = /^\d+$/.test(digits);
      const rows = await db.selectFrom('glnRegister')
        .select(['gln', 'name', 'orgNumber', 'street', 'postalCode', 'city', 'countryCode'])
        .select((eb) => eb.fn.countAll<number>().over().as('total'))
        .where((eb) => eb.or([
          eb(eb.fn('lower', ['name']), 'like', `%${text}%`),
          ...(numeric ? [eb('gln', 'like', `${digits}%`), eb('orgNumber', '=', digits)] : []),
        ]))
        .orderBy('name').orderBy('gln')
        .limit(MAX_GLN_HITS + 1)
        .execute();
      const total = rows.length > 0 ? Number(rows[0].total) : 0;
      return limitHits(rows.map(({ total: _total, ...entry }) => entry as GlnEntry), total);
    },
  };
}
