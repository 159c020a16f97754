// Favorites (J18, R04): the locations or products the user may use, each with a star that makes it
// a favorite; the pickers offer favorites first (location list filter, product picker filter E31).
import { useState } from 'react';
import {
  Box, FormControlLabel, IconButton, Paper, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip, Typography,
} from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { api } from '../../data/api';
import { useFailureNotice } from '../../shell/useFailureNotice';

interface Favorite { id: number; name: string; isFavorite?: boolean }

export interface FavoritesListProps {
  title: string;
  /** The resource whose list is shown (admin/locations, system/products). */
  resource: string;
  /** The favorite call: locationfavorite or productfavorite, and its body's id field. */
  call: string;
  idField: string;
  empty: string;
  /** A second column: label key and the value of a row. */
  detail: { label: string; value: (row: any) => string };
}

export function FavoritesList({ title, resource, call, idField, empty, detail }: FavoritesListProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const failureNotice = useFailureNotice();
  const [q, setQ] = useState('');
  const [only, setOnly] = useState(false);
  const { data = [], isPending, refetch } = useGetList<Favorite>(resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    filter: { ...(q.trim() ? { q: q.trim() } : {}), ...(only ? { favorite: true } : {}) },
  });

  const toggle = async (row: Favorite) => {
    try {
      if (row.isFavorite) await api('DELETE', `/api/${call}/${row.id}`);
      else await api('POST', `/api/${call}`, { body: { [idField]: row.id } });
      notify(row.isFavorite ? 'favorites.removed' : 'favorites.added', { type: 'info' });
      await refetch();
    } catch (error) {
      failureNotice(error);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate(title)} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate(title)}</Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField size="small" type="search" label={translate('ra.action.search')} value={q} onChange={(event) => setQ(event.target.value)} sx={{ width: 320 }} />
        <FormControlLabel sx={{ whiteSpace: 'nowrap' }} control={<Switch checked={only} onChange={(event) => setOnly(event.target.checked)} />} label={translate('favorites.only')} />
      </Box>
      <Paper>
        <Table size="small" aria-label={translate(title)}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{translate('favorites.column')}</TableCell>
              <TableCell>{translate(`resources.${resource}.fields.name`)}</TableCell>
              <TableCell>{translate(detail.label)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!isPending && data.length === 0 && (
              <TableRow><TableCell colSpan={3}><Typography role="status">{translate(empty)}</Typography></TableCell></TableRow>
            )}
            {data.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell padding="checkbox">
                  <Tooltip title={translate(row.isFavorite ? 'favorites.remove' : 'favorites.add')}>
                    <IconButton aria-pressed={Boolean(row.isFavorite)} aria-label={`${translate(row.isFavorite ? 'favorites.remove' : 'favorites.add')}: ${row.name}`} onClick={() => void toggle(row)}>
                      {row.isFavorite ? <StarIcon color="warning" /> : <StarBorderIcon />}
                    </IconButton>
                  </Tooltip>
                </TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{detail.value(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
