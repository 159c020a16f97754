// The ticket list's filters (I03): statuses as toggle chips, free text, and the contact filter for
// customers or the agent filter for agents.
import { Box, Chip, FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ticketStatuses, ticketStatusColours } from '../../../domain/support';

export type AgentFilter = 'all' | 'mine' | 'unassigned';
export interface TicketFilterState { statuses: number[]; q: string; onlyMine: boolean; agent: AgentFilter }

export function TicketFilters({ value, onChange, isAgent }: { value: TicketFilterState; onChange: (next: TicketFilterState) => void; isAgent: boolean }) {
  const translate = useTranslate();
  const toggle = (status: number) => onChange({
    ...value,
    statuses: value.statuses.includes(status) ? value.statuses.filter((s) => s !== status) : [...value.statuses, status].sort(),
  });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 1 }} component="section" aria-label={translate('support.filters')}>
      <TextField
        label={translate('support.search')}
        type="search"
        size="small"
        margin="none"
        value={value.q}
        onChange={(event) => onChange({ ...value, q: event.target.value })}
        sx={{ maxWidth: { md: 280 } }}
      />
      <Box role="group" aria-label={translate('support.status_filter')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {ticketStatuses.map((status) => {
          const on = value.statuses.includes(status);
          const colour = ticketStatusColours[status];
          return (
            <Chip
              key={status}
              label={translate(`support.status.${status}`)}
              aria-pressed={on}
              onClick={() => toggle(status)}
              variant={on ? 'filled' : 'outlined'}
              sx={on ? { bgcolor: colour.background, color: colour.text, '&:hover': { bgcolor: colour.background, filter: 'brightness(0.95)' } } : { borderColor: colour.background }}
            />
          );
        })}
      </Box>
      {isAgent ? (
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="agent-filter-label">{translate('support.agent_filter')}</InputLabel>
          <Select labelId="agent-filter-label" label={translate('support.agent_filter')} value={value.agent}
            onChange={(event) => onChange({ ...value, agent: event.target.value as AgentFilter })}>
            <MenuItem value="all">{translate('support.agent_all')}</MenuItem>
            <MenuItem value="mine">{translate('support.agent_mine')}</MenuItem>
            <MenuItem value="unassigned">{translate('support.agent_unassigned')}</MenuItem>
          </Select>
        </FormControl>
      ) : (
        <FormControlLabel
          control={<Switch checked={value.onlyMine} onChange={(event) => onChange({ ...value, onlyMine: event.target.checked })} />}
          label={translate('support.only_mine')}
        />
      )}
    </Stack>
  );
}
