// How pickers offer customers, locations and users (J20, C42, C43, I35, I37, M09): an option needs a
// name; Closed (blocked) and Finished ones are flagged; only Active ones can be chosen.
import { OrgStatus } from './levels';

export interface PickerRecord {
  name?: string | null;
  /** Customers and locations (J19). */
  statusId?: number | null;
  /** Users. */
  active?: boolean | null;
}

export type PickerFlag = 'nameless' | 'new' | 'closed' | 'finished' | 'inactive';

export interface PickerOption { selectable: boolean; flag?: PickerFlag }

export function pickerOption(record: PickerRecord): PickerOption {
  if (!record.name?.trim()) return { selectable: false, flag: 'nameless' };
  if (record.active === false) return { selectable: false, flag: 'inactive' };
  if (record.statusId === undefined || record.statusId === null || record.statusId === OrgStatus.Active) return { selectable: true };
  const flag: PickerFlag = record.statusId === OrgStatus.Blocked ? 'closed' : record.statusId === OrgStatus.Finished ? 'finished' : 'new';
  return { selectable: false, flag };
}
