// The calls of scheduled orders and pickups (N33).
import { api } from '../../data/api';

export interface ScheduleLine { productId: number; quantity: number }
export interface ScheduleInput {
  id?: number; version?: number; type: number; depotLocationId: number; everyWeeks: number; weekdays: number[];
  startDate: string; endDate?: string | null; senderReference?: string | null; lines: ScheduleLine[];
}
export interface ScheduledOrder extends ScheduleInput {
  id: number; version: number; locationId: number; depotName: string; active: boolean; nextDates: string[]; createdThrough?: string | null;
}

export const scheduleApi = {
  list: async (type: number) => (await api<ScheduledOrder[]>('GET', '/api/scheduleorders', { query: { type } })).data,
  save: async (input: ScheduleInput) => (await api<ScheduledOrder>('POST', '/api/scheduleorder', { body: input })).data,
  remove: async (id: number, version: number) => { await api('DELETE', `/api/scheduleorder/${id}`, { query: { version } }); },
  setActive: async (id: number, active: boolean, version: number) =>
    (await api<ScheduledOrder>('POST', '/api/scheduleorderstatus', { body: { id, active, version } })).data,
  fill: async (schedule: Pick<ScheduleInput, 'startDate' | 'endDate' | 'everyWeeks' | 'weekdays'>) =>
    (await api<string[]>('GET', '/api/scheduleorderfill', { query: { startDate: schedule.startDate, everyWeeks: schedule.everyWeeks, weekdays: schedule.weekdays, ...(schedule.endDate ? { endDate: schedule.endDate } : {}) } })).data,
};
