// A list on a phone (issue 28): below the small breakpoint a table becomes a list of rows, as
// react-admin's SimpleList does for the generic lists: each row the text a user needs to tell the
// records apart, its status on the right, and the whole row opens the record.
import type { ReactNode } from 'react';
import { Box, List, ListItem, ListItemButton, ListItemText, Skeleton } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SKELETON_ROWS } from './SkeletonRows';

export interface PhoneRow {
  key: string | number;
  primary: ReactNode;
  /** The facts under it (date, quantity, amount …), joined by " · ". */
  secondary?: ReactNode[];
  /** A status chip or a number on the right of the first line. */
  side?: ReactNode;
  /** Opens the record: a press, or a link. */
  onOpen?: () => void;
  to?: string;
  /** Buttons of a row that is not opened but acted on (pause, delete …), under its text. */
  actions?: ReactNode;
}

const joined = (parts: ReactNode[] | undefined) => {
  const shown = (parts ?? []).filter((part) => part !== null && part !== undefined && part !== '');
  // A fact wraps as a whole where it can (a date is not split at its hyphens).
  return shown.length ? shown.map((part, index) => <Box component="span" key={index} sx={{ display: 'inline-block', maxWidth: '100%' }}>{index > 0 ? '\u00a0· ' : ''}{part}</Box>) : undefined;
};

function RowText({ row }: { row: PhoneRow }) {
  return (
    <>
      <ListItemText primary={row.primary} secondary={joined(row.secondary)}
        slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } }, secondary: { component: 'span', sx: { display: 'block' } } }} />
      {row.side !== undefined && <Box sx={{ ml: 1, flexShrink: 0, alignSelf: 'flex-start', mt: 0.75 }}>{row.side}</Box>}
    </>
  );
}

export function PhoneRows({ label, rows, loading = false }: { label: string; rows: PhoneRow[]; loading?: boolean }) {
  // Before the first rows arrive, skeletons hold their place (issue 28: nothing under the list jumps).
  if (loading && rows.length === 0) {
    return (
      <Box aria-hidden sx={{ px: 2 }}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => <Box key={index} sx={{ py: 1 }}><Skeleton variant="text" width="80%" /><Skeleton variant="text" width="60%" /></Box>)}
      </Box>
    );
  }
  return (
    <List aria-label={label} disablePadding>
      {rows.map((row) => (
        <ListItem key={row.key} disablePadding divider>
          {row.to !== undefined
            ? <ListItemButton component={RouterLink} to={row.to}><RowText row={row} /></ListItemButton>
            : row.onOpen
              ? <ListItemButton onClick={row.onOpen}><RowText row={row} /></ListItemButton>
              : (
                <Box sx={{ width: '100%', px: 2, py: 0.5 }}>
                  <Box sx={{ display: 'flex' }}><RowText row={row} /></Box>
                  {row.actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>{row.actions}</Box>}
                </Box>
              )}
        </ListItem>
      ))}
    </List>
  );
}
