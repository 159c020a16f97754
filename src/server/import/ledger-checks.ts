// What an import file's rows are checked against in the ledger: the receivers (by location number or
// GLN), the ledger's own rules for the sides of a delivery (registration.ts checkParties: R03, O24) and
// for its products (D05). Each distinct receiver, pair of type and receiver, and product is read once.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { ApiError } from '../http/errors.js';
import { checkParties, RegistrationLookups } from '../ledger/registration.js';
import type { ImportMessage, Receiver } from './cells.js';
import type { ImportCaller } from './files.js';

const keyOf = (receiver: Receiver) => ('id' in receiver ? `id:${receiver.id}` : `gln:${receiver.gln}`);

export class ImportChecks {
  readonly lookups: RegistrationLookups;
  private readonly receivers = new Map<string, number | null>();
  private readonly parties = new Map<string, Omit<ImportMessage, 'row'> | null>();

  constructor(private readonly db: Kysely<Tables>, private readonly call: ImportCaller) {
    this.lookups = new RegistrationLookups(db);
  }

  /** Finds the locations of receivers not looked up before. */
  async findReceivers(receivers: Receiver[]): Promise<void> {
    const unread = [...new Map(receivers.map((receiver) => [keyOf(receiver), receiver])).entries()].filter(([key]) => !this.receivers.has(key));
    if (unread.length === 0) return;
    const ids = unread.flatMap(([, receiver]) => ('id' in receiver ? [receiver.id] : []));
    const glns = unread.flatMap(([, receiver]) => ('gln' in receiver ? [receiver.gln] : []));
    const found = await this.db.selectFrom('locations').select(['id', 'gln'])
      .where((eb) => eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(glns.length ? [eb('gln', 'in', glns)] : [])]))
      .orderBy('id').execute();
    for (const [key] of unread) this.receivers.set(key, null);
    for (const location of found) {
      this.receivers.set(`id:${location.id}`, location.id);
      if (location.gln && !this.receivers.get(`gln:${location.gln}`)) this.receivers.set(`gln:${location.gln}`, location.id);
    }
  }

  /** The receiver's location (after findReceivers); null when none has that number or GLN. */
  receiverOf(receiver: Receiver): number | null {
    return this.receivers.get(keyOf(receiver)) ?? null;
  }

  /**
   * The ledger's rule for a delivery of this type from the context location to this receiver, as a
   * message on the row's column, or null when it may be registered.
   */
  async partiesFault(type: number, locationIdTo: number): Promise<Omit<ImportMessage, 'row'> | null> {
    const key = `${type}:${locationIdTo}`;
    if (!this.parties.has(key)) {
      let fault: Omit<ImportMessage, 'row'> | null = null;
      try {
        await checkParties(this.db, this.call, { type, locationIdFrom: this.call.location.id, locationIdTo }, this.lookups);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // A fault of the sending side (the context location itself) concerns the whole file.
        const column = error.values.field === 'locationIdFrom' && locationIdTo !== this.call.location.id ? null : 'receiver';
        fault = { column, key: error.key, values: Object.fromEntries(Object.entries(error.values).filter(([name]) => name !== 'field')) };
      }
      this.parties.set(key, fault);
    }
    return this.parties.get(key)!;
  }

  /** Of these products, those that cannot be registered (registration.ts, D05). */
  async unavailableProducts(productIds: number[]): Promise<Set<number>> {
    return new Set(await this.lookups.unavailableProducts(productIds));
  }
}
