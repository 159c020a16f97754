// The mail archive (J17): every mail the portal sent, each viewer seeing the mails of their scope:
// staff and global admins all, chain admins the chain's customers, customer admins their
// customer's, location admins their location's. Mails to people outside any customer (new
// customers' confirmations) are for the operator only.
import type { ExpressionBuilder } from 'kysely';
import type { Mail } from '../../../generated/entities.js';
import type { LocationScope } from '../../domain/access.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';

export interface MailQuery { index?: number; count?: number; q?: string; kind?: string[] }

type Eb = ExpressionBuilder<Tables, 'mailArchive' | 'customers' | 'locations'>;

function inScope(scope: LocationScope) {
  return (eb: Eb) => {
    switch (scope.kind) {
      case 'all': return eb.lit(true);
      case 'chain': return eb('customers.chainId', '=', scope.chainId);
      case 'customer': return eb('mailArchive.customerId', '=', scope.customerId);
      case 'location': return eb('mailArchive.locationId', '=', scope.locationId);
    }
  };
}

function selectMails(db: Database, scope: LocationScope) {
  return db.selectFrom('mailArchive')
    .leftJoin('customers', 'customers.id', 'mailArchive.customerId')
    .leftJoin('locations', 'locations.id', 'mailArchive.locationId')
    .where(inScope(scope))
    .select([
      'mailArchive.id', 'mailArchive.createdAt', 'mailArchive.kind', 'mailArchive.toAddress', 'mailArchive.toName', 'mailArchive.subject',
      'mailArchive.userId', 'mailArchive.customerId', 'customers.name as customerName', 'mailArchive.locationId', 'locations.name as locationName',
      'mailArchive.delivery', 'mailArchive.deliveryError',
    ]);
}

const toMail = ({ createdAt, ...row }: { createdAt: Date | string; kind: string; delivery: string } & Record<string, unknown>): Mail =>
  ({ ...row, created: new Date(createdAt).toISOString() }) as Mail;

export async function listMails(db: Database, scope: LocationScope, query: MailQuery): Promise<{ data: Mail[]; total: number }> {
  const term = query.q?.trim().toLowerCase();
  const rows = await selectMails(db, scope)
    .$if(Boolean(term), (qb) => qb.where((eb) => eb.or([
      eb(eb.fn('lower', ['mailArchive.toAddress']), 'like', `%${term}%`),
      eb(eb.fn('lower', ['mailArchive.subject']), 'like', `%${term}%`),
    ])))
    .$if(Boolean(query.kind?.length), (qb) => qb.where('mailArchive.kind', 'in', query.kind!))
    .select((eb) => eb.fn.countAll<number>().over().as('total'))
    .orderBy('mailArchive.createdAt', 'desc').orderBy('mailArchive.id', 'desc')
    .offset(query.index ?? 0).limit(query.count ?? 100)
    .execute();
  return { data: rows.map(({ total: _total, ...row }) => toMail(row)), total: rows.length > 0 ? Number(rows[0].total) : 0 };
}

export async function getMail(db: Database, scope: LocationScope, id: number): Promise<Mail | undefined> {
  const row = await selectMails(db, scope).select('mailArchive.body').where('mailArchive.id', '=', id).executeTakeFirst();
  return row && toMail(row);
}
