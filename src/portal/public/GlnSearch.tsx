// A22, A23: the national GLN register search of the registration form: hits to choose from, or
// "no hits" / "too many hits".
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { GlnEntry } from '../../../generated/entities';
import { api } from '../data/api';
import { text } from './identityText';
import { LightTextField as TextField } from './LightTextField';

type Outcome = { kind: 'idle' } | { kind: 'searching' } | { kind: 'hits'; entries: GlnEntry[] } | { kind: 'none' } | { kind: 'too-many'; total: number } | { kind: 'failed' };

export function GlnSearch({ onChoose }: { onChoose: (entry: GlnEntry) => void }) {
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function search() {
    if (query.trim().length < 2) return;
    setOutcome({ kind: 'searching' });
    try {
      const response = await api<GlnEntry[]>('GET', '/api/gs1', { query: { q: query.trim() }, anonymous: true });
      const total = response.total ?? response.data.length;
      if (total === 0) setOutcome({ kind: 'none' });
      else if (response.data.length === 0) setOutcome({ kind: 'too-many', total });
      else setOutcome({ kind: 'hits', entries: response.data });
    } catch {
      setOutcome({ kind: 'failed' });
    }
  }

  return (
    <Box component="section" aria-labelledby="gln-search-title" sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id="gln-search-title" variant="subtitle2" component="h2">{text('register.gln_search')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField label={text('register.gln_search')} name="gln-search" autoComplete="off" value={query} helperText={text('identity.register.gln_help')}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); void search(); } }} />
        <Button variant="outlined" onClick={search} disabled={query.trim().length < 2 || outcome.kind === 'searching'} sx={{ mt: 3 }}>
          {text('identity.register.gln_search_button')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {outcome.kind === 'none' && <Alert severity="info">{text('identity.register.no_hits')}</Alert>}
        {outcome.kind === 'too-many' && <Alert severity="warning">{text('identity.register.too_many', { total: outcome.total })}</Alert>}
        {outcome.kind === 'failed' && <Alert severity="error">{text('identity.register.search_failed')}</Alert>}
      </Box>
      {outcome.kind === 'hits' && (
        <List dense aria-label={text('identity.register.hits')} sx={{ maxHeight: 220, overflow: 'auto' }}>
          {outcome.entries.map((entry) => (
            <ListItemButton key={entry.gln} aria-label={text('identity.register.choose', { name: entry.name })}
              onClick={() => { onChoose(entry); setOutcome({ kind: 'idle' }); }}>
              <ListItemText primary={entry.name} secondary={`GLN ${entry.gln} · ${[entry.street, entry.postalCode, entry.city].filter(Boolean).join(', ')}`} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
