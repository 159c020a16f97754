// The date range and reach of a report (G08–G10): last 30 days, last year or custom dates, and the
// location (or all the caller may report on); the server shortens a range longer than the report's
// span, and the form then shows the dates it ran with and says "For stort datointervall".
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import { poolToday } from '../../../domain/dates';
import { isOperator } from '../../../domain/ledger/roles';
import { rangeOf, type RangeChoice } from '../../../domain/reports/ranges';
import { useSession } from '../../session/SessionProvider';
import { DayField } from '../../shell/DayField';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { reportApi, type ReportPlace, type ReportScopeFilter } from './reportApi';

export interface RangeValue { choice: RangeChoice; dateLower: string; dateUpper: string; locationId: number | 'all' }

const today = () => poolToday();
export const initialRange = (locationId: number): RangeValue => ({ choice: 'last30', ...(({ from, to }) => ({ dateLower: from, dateUpper: to }))(rangeOf('last30', today())), locationId });

/** What the chosen reach sends: one location, or the caller's whole reach (for staff, the context customer). */
export function reachOf(value: RangeValue, places: ReportPlace[]): ReportScopeFilter {
  if (value.locationId !== 'all') return { locationId: value.locationId };
  const customers = new Set(places.map((place) => place.customerId));
  return customers.size === 1 ? { customerId: [...customers][0] } : {};
}

export function ReportRange({ value, onChange, onRun, busy, onPlaces, dates = true }: { value: RangeValue; onChange: (value: RangeValue) => void; onRun: () => void; busy: boolean; onPlaces?: (places: ReportPlace[]) => void; dates?: boolean }) {
  const translate = useTranslate();
  const { access } = useSession();
  const operator = isOperator(access.user);
  const customerId = access.location.customerId;
  const [places, setPlaces] = useState<ReportPlace[]>([]);
  useEffect(() => {
    // The operator reports on one customer at a time: the one acted for.
    reportApi.locations(operator ? { customerId } : {}).then((found) => { setPlaces(found); onPlaces?.(found); }, () => setPlaces([]));
  }, [operator, customerId, onPlaces]);
  const choose = (choice: RangeChoice) => onChange(choice === 'custom' ? { ...value, choice } : { ...value, choice, ...(({ from, to }) => ({ dateLower: from, dateUpper: to }))(rangeOf(choice, today())) });
  return (
    <Box component="form" onSubmit={(event) => { event.preventDefault(); onRun(); }} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      {dates && <>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id="report-range">{translate('reports.range')}</InputLabel>
        <Select labelId="report-range" label={translate('reports.range')} value={value.choice} onChange={(event) => choose(event.target.value as RangeChoice)}>
          <MenuItem value="last30">{translate('reports.last30')}</MenuItem>
          <MenuItem value="lastYear">{translate('reports.lastYear')}</MenuItem>
          <MenuItem value="custom">{translate('reports.custom')}</MenuItem>
        </Select>
      </FormControl>
      <DayField size="small" sx={{ width: 180 }} label={translate('reports.from')} value={value.dateLower} disabled={value.choice !== 'custom'}
        onChange={(dateLower) => onChange({ ...value, dateLower })} />
      <DayField size="small" sx={{ width: 180 }} label={translate('reports.to')} value={value.dateUpper} disabled={value.choice !== 'custom'}
        onChange={(dateUpper) => onChange({ ...value, dateUpper })} />
      </>}
      <FormControl size="small" sx={{ minWidth: 240 }}>
        <InputLabel id="report-location">{translate('reports.location')}</InputLabel>
        <Select labelId="report-location" label={translate('reports.location')} value={places.some((place) => place.id === value.locationId) || value.locationId === 'all' ? value.locationId : ''}
          onChange={(event) => onChange({ ...value, locationId: event.target.value === 'all' ? 'all' : Number(event.target.value) })}>
          {places.length > 1 && <MenuItem value="all">{translate('reports.all_locations')}</MenuItem>}
          {places.map((place) => <MenuItem key={place.id} value={place.id}>{place.name}</MenuItem>)}
        </Select>
      </FormControl>
      <Button type="submit" variant="contained" disabled={busy || (dates && (!value.dateLower || !value.dateUpper))}>{translate('reports.run')}</Button>
    </Box>
  );
}

interface RanAnswer { clamped: boolean; dateLower: string | null; dateUpper: string | null }

/**
 * A report page's state: its range and reach, the answer, and running it; the form then shows the
 * dates the report ran with (G10).
 */
export function useReportRun<Answer extends RanAnswer>(call: (range: RangeValue, reach: ReportScopeFilter) => Promise<Answer>, initial: (locationId: number) => RangeValue = initialRange) {
  const failure = useFailureNotice();
  const { access } = useSession();
  const [range, setRange] = useState<RangeValue>(() => initial(access.location.id));
  const [places, setPlaces] = useState<ReportPlace[]>([]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const onPlaces = useCallback((found: ReportPlace[]) => setPlaces(found), []);
  const reach = () => reachOf(range, places);
  const run = async () => {
    setBusy(true);
    try {
      const result = await call(range, reach());
      setAnswer(result);
      const { dateLower, dateUpper } = result;
      if (dateLower && dateUpper) setRange((current) => ({ ...current, choice: result.clamped ? 'custom' : current.choice, dateLower, dateUpper }));
    } catch (error) {
      failure(error);
    }
    setBusy(false);
  };
  return { answer, reach, rangeProps: { value: range, onChange: setRange, onRun: run, busy, onPlaces } };
}
