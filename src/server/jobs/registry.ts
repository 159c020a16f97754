// Every nightly job the server runs, in the order it runs them (LEDGER.md "Nightly").
import { invoiceRun } from '../invoices/invoice-run.js';
import { ledgerJobs } from '../ledger/nightly.js';
import type { NightlyJob } from './nightly.js';

export const nightlyJobs: NightlyJob[] = [...ledgerJobs, invoiceRun];
