// The ledger lists' filters: status (with E19's filter-only values where a list offers them), a
// date range and free text over order number, "Best.nr." and "Følgenr.".
import { Box, Checkbox, FormControl, InputLabel, ListItemText, MenuItem, OutlinedInput, Select, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayField } from '../../shell/DayField';
import type { CodeName } from './ledgerApi';

export interface LedgerFilterState { statuses: number[]; dateLower: string; dateUpper: string; q: string }

/** A from date after the to date selects nothing: said on the fields, not asked of the server. */
export const reversedDates = ({ dateLower, dateUpper }: Pick<LedgerFilterState, 'dateLower' | 'dateUpper'>) => Boolean(dateLower && dateUpper && dateLower > dateUpper);

export function LedgerFilters({ value, statusOptions, statusNames, onChange }: {
  value: LedgerFilterState; statusOptions: readonly number[]; statusNames: CodeName[]; onChange: (next: LedgerFilterState) => void;
}) {
  const translate = useTranslate();
  // E19: the filter-only values (100 and up) are named here; the statuses by the server.
  const nameOf = (status: number) => (status >= 100 ? translate(`ledger.filters.status_${status}`) : statusNames.find((row) => row.id === status)?.name ?? String(status));
  const reversed = reversedDates(value);
  return (
    <Box role="search" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        size="small" margin="none" type="search" fullWidth={false} sx={{ width: 220 }} label={translate('ledger.filters.search')} value={value.q}
        onChange={(event) => onChange({ ...value, q: event.target.value })} slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id="ledger-status-filter" shrink>{translate('ledger.filters.status')}</InputLabel>
        <Select
          labelId="ledger-status-filter"
          multiple
          value={value.statuses}
          input={<OutlinedInput notched label={translate('ledger.filters.status')} />}
          renderValue={(selected) => (selected.length ? selected.map(nameOf).join(', ') : translate('ledger.filters.all'))}
          displayEmpty
          onChange={(event) => onChange({ ...value, statuses: (event.target.value as number[]).map(Number) })}
        >
          {statusOptions.map((status) => (
            <MenuItem key={status} value={status}>
              <Checkbox checked={value.statuses.includes(status)} />
              <ListItemText primary={nameOf(status)} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <DayField
        size="small" margin="none" fullWidth={false} sx={{ width: 170 }} label={translate('ledger.filters.date_from')} value={value.dateLower}
        error={reversed} onChange={(dateLower) => onChange({ ...value, dateLower })}
      />
      <DayField
        size="small" margin="none" fullWidth={false} sx={{ width: 170 }} label={translate('ledger.filters.date_to')} value={value.dateUpper}
        error={reversed} helperText={reversed ? translate('ledger.filters.date_order') : undefined} onChange={(dateUpper) => onChange({ ...value, dateUpper })}
      />
    </Box>
  );
}
