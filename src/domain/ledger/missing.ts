// Missing registrations (E06, E07, LEDGER.md): the receiver registers a receipt its sender never
// registered (type 12). The sender answers it (confirms or disputes) within 10 working days of its
// registration; after that it stands as registered.
import { poolToday } from '../dates';
import { TransactionStatus } from './statuses';
import { TransactionType } from './types';
import { addWorkingDays } from './working-days';

export const MISSING_ANSWER_WORKING_DAYS = 10;

/** The last day the sender may answer a missing registration registered on this day (yyyy-mm-dd). */
export const answerBy = (registeredOn: string) => addWorkingDays(registeredOn, MISSING_ANSWER_WORKING_DAYS);

/** Past its deadline on this day: the registration stands as the receiver made it. */
export const isPastAnswerBy = (registeredOn: string, today: string) => answerBy(registeredOn) < today;

/** E07: the deadline a transaction shows: a missing registration sent and not yet answered has one, every other none. */
export const answerByOf = (head: { type: number; status: number; sentAt: Date | string | null }) =>
  head.type === TransactionType.Missing && head.status === TransactionStatus.Sent && head.sentAt ? answerBy(poolToday(new Date(head.sentAt))) : null;
