// orders/scheduled-orders and expedition/scheduled-pickup (E02, E03, E17): the context location's
// schedules with their next dates, paused or resumed in place; the dialog shows the dates a schedule
// will order for before it is saved.
import { useCallback, useEffect, useState } from 'react';
import {
  Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormGroup, FormLabel,
  InputLabel, MenuItem, Paper, Select, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useNotify, useTranslate } from 'react-admin';
import { poolToday } from '../../../domain/dates';
import { scheduleStartWindow } from '../../../domain/ledger/rules';
import { EVERY_WEEKS, SCHEDULE_WEEKDAYS } from '../../../domain/ledger/schedule';
import { TransactionType as T } from '../../../domain/ledger/types';
import { useSession } from '../../session/SessionProvider';
import { DayField } from '../../shell/DayField';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { DepotPicker } from './CounterpartyPicker';
import type { DraftLine } from './draftStore';
import { ledgerApi, type AvailableProduct, type Place } from './ledgerApi';
import { LinesEditor } from './LinesEditor';
import { scheduleApi, type ScheduledOrder } from './scheduleApi';
import { visuallyHidden } from '../../shell/visuallyHidden';
import { usePhone } from '../../shell/usePhone';
import { PhoneRows } from '../common/PhoneRows';

const today = () => poolToday();
const WEEKS = Array.from({ length: EVERY_WEEKS.max - EVERY_WEEKS.min + 1 }, (_, index) => EVERY_WEEKS.min + index);

function ScheduleDialog({ type, locationId, onClose }: { type: number; locationId: number; onClose: (saved: boolean) => void }) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const [depot, setDepot] = useState<Place | null>(null);
  const [everyWeeks, setEveryWeeks] = useState(1);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [startDate, setStartDate] = useState(today());
  const [endDate, setEndDate] = useState('');
  const [reference, setReference] = useState('');
  const [products, setProducts] = useState<AvailableProduct[]>([]);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [dates, setDates] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => { ledgerApi.products(locationId).then(setProducts, () => setProducts([])); }, [locationId]);
  // The next dates follow what is chosen, before anything is saved (E03).
  useEffect(() => {
    if (weekdays.length === 0 || !startDate) return setDates([]);
    let current = true;
    const timer = setTimeout(() => {
      scheduleApi.fill({ startDate, endDate: endDate || null, everyWeeks, weekdays }).then((next) => current && setDates(next), () => current && setDates([]));
    }, 200);
    return () => { current = false; clearTimeout(timer); };
  }, [startDate, endDate, everyWeeks, weekdays]);

  const toggle = (day: number) => setWeekdays((days) => (days.includes(day) ? days.filter((other) => other !== day) : [...days, day].sort()));
  const missing = [!depot && 'depot', weekdays.length === 0 && 'weekdays', lines.length === 0 && 'lines'].filter(Boolean) as string[];
  const save = async () => {
    setBusy(true);
    try {
      await scheduleApi.save({
        type, depotLocationId: depot!.id, everyWeeks, weekdays, startDate, endDate: endDate || null, senderReference: reference || null,
        lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      });
      onClose(true);
    } catch (error) {
      failure(error);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="md" fullWidth aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">{translate(`ledger.schedules.new_title_${type}`)}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>
          <Box sx={{ gridColumn: { sm: '1 / span 2' } }}><DepotPicker value={depot} onChange={setDepot} onOwnDepot={(place) => setDepot((current) => current ?? place)} disabled={busy} /></Box>
          <FormControl size="small" disabled={busy}>
            <InputLabel id="schedule-weeks">{translate('ledger.schedules.every_weeks')}</InputLabel>
            <Select labelId="schedule-weeks" label={translate('ledger.schedules.every_weeks')} value={everyWeeks} onChange={(event) => setEveryWeeks(Number(event.target.value))}>
              {WEEKS.map((weeks) => <MenuItem key={weeks} value={weeks}>{translate('ledger.schedules.weeks', { smart_count: weeks })}</MenuItem>)}
            </Select>
          </FormControl>
          <TextField size="small" margin="none" label={translate('ledger.fields.senderReference')} value={reference} disabled={busy} onChange={(event) => setReference(event.target.value)} slotProps={{ htmlInput: { maxLength: 50 } }} />
          <DayField size="small" margin="none" label={translate('ledger.schedules.start')} value={startDate} disabled={busy} onChange={setStartDate} min={today()} max={scheduleStartWindow(today()).to} />
          <DayField size="small" margin="none" label={translate('ledger.schedules.end')} value={endDate} disabled={busy} onChange={setEndDate} min={startDate || undefined} />
          <FormControl component="fieldset" sx={{ gridColumn: { sm: '1 / span 2' } }} disabled={busy}>
            <FormLabel component="legend">{translate('ledger.schedules.weekdays')}</FormLabel>
            <FormGroup row>
              {SCHEDULE_WEEKDAYS.map((day) => (
                <FormControlLabel key={day} control={<Checkbox checked={weekdays.includes(day)} onChange={() => toggle(day)} />} label={translate(`ledger.schedules.day_${day}`)} />
              ))}
            </FormGroup>
          </FormControl>
        </Box>
        <LinesEditor products={products} lines={lines} onChange={setLines} />
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>{translate('ledger.schedules.next_dates')}</Typography>
        <Typography variant="body2" aria-live="polite" data-testid="schedule-dates">
          {dates.length ? dates.join(', ') : translate('ledger.schedules.no_dates')}
        </Typography>
      </DialogContent>
      <DialogActions>
        {missing.length > 0 && <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', ml: 2 }}>{translate('ledger.schedules.missing', { fields: missing.map((field) => translate(`ledger.schedules.needs_${field}`)).join(', ') })}</Typography>}
        <Button variant="contained" onClick={save} disabled={busy || missing.length > 0}>{translate('ledger.schedules.save')}</Button>
        <Button onClick={() => onClose(false)}>{translate('ledger.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function SchedulePage({ type, path }: { type: number; path: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useFailureNotice();
  const locationId = useSession().access.location.id;
  const [rows, setRows] = useState<ScheduledOrder[] | null>(null);
  const [creating, setCreating] = useState(false);
  const title = translate(`routes.${path.replace('/', '.')}`);
  const load = useCallback(() => scheduleApi.list(type).then(setRows, (error) => { setRows([]); failure(error); }), [type, failure]);
  useEffect(() => { void load(); }, [load, locationId]);

  const act = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      notify(message, { type: 'info' });
    } catch (error) {
      failure(error);
    }
    await load();
  };
  const days = (row: ScheduledOrder) => row.weekdays.map((day) => translate(`ledger.schedules.day_${day}`)).join(', ');
  const phone = usePhone();
  const actions = (row: ScheduledOrder) => (
    <>
      <Button size="small" onClick={() => act(() => scheduleApi.setActive(row.id, !row.active, row.version), translate(row.active ? 'ledger.schedules.paused_notice' : 'ledger.schedules.resumed_notice'))}
        aria-label={translate(row.active ? 'ledger.schedules.pause_named' : 'ledger.schedules.resume_named', { depot: row.depotName, days: days(row) })}>
        {translate(row.active ? 'ledger.schedules.pause' : 'ledger.schedules.resume')}
      </Button>
      <Button size="small" color="warning" onClick={() => act(() => scheduleApi.remove(row.id, row.version), translate('ledger.schedules.deleted_notice'))}
        aria-label={translate('ledger.schedules.delete_named', { depot: row.depotName, days: days(row) })}>
        {translate('ledger.schedules.delete')}
      </Button>
    </>
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{title}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>{translate(`ledger.schedules.new_${type}`)}</Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('ledger.schedules.hint')}</Typography>
      <Paper variant="outlined">
        {phone ? (
          <PhoneRows label={title} rows={(rows ?? []).map((row) => ({
            key: row.id,
            primary: `${row.depotName} · ${days(row)}`,
            secondary: [translate('ledger.schedules.weeks', { smart_count: row.everyWeeks }), `${row.startDate} – ${row.endDate ?? ''}`,
              row.nextDates.length ? `${translate('ledger.schedules.next_dates')}: ${row.nextDates.join(', ')}` : undefined],
            side: translate(row.active ? 'ledger.schedules.active' : 'ledger.schedules.paused'),
            actions: actions(row),
          }))} />
        ) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {['depot', 'weekdays', 'every_weeks', 'start', 'end', 'next_dates', 'state'].map((key) => <TableCell key={key}>{translate(`ledger.schedules.${key}`)}</TableCell>)}
                <TableCell><Box component="span" sx={visuallyHidden}>{translate('ledger.schedules.actions')}</Box></TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(rows ?? []).map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.depotName}</TableCell>
                  <TableCell>{days(row)}</TableCell>
                  <TableCell>{translate('ledger.schedules.weeks', { smart_count: row.everyWeeks })}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.startDate}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.endDate ?? '–'}</TableCell>
                  <TableCell>{row.nextDates.join(', ') || '–'}</TableCell>
                  <TableCell>{translate(row.active ? 'ledger.schedules.active' : 'ledger.schedules.paused')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        )}
        {rows?.length === 0 && <Typography sx={{ p: 2 }}>{translate(`ledger.schedules.empty_${type}`)}</Typography>}
      </Paper>
      {creating && <ScheduleDialog type={type} locationId={locationId} onClose={(saved) => { setCreating(false); if (saved) { notify(translate('ledger.schedules.saved_notice'), { type: 'info' }); void load(); } }} />}
    </Box>
  );
}

/** E02: the location's scheduled orders of empties. */
export const ScheduledOrdersPage = () => <SchedulePage type={T.Order} path="orders/scheduled-orders" />;
/** E17: the location's scheduled pickups. */
export const ScheduledPickupsPage = () => <SchedulePage type={T.Pickup} path="expedition/scheduled-pickup" />;
