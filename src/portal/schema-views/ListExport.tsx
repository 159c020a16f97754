// Export of a list to Excel (.xlsx) or CSV: every row of the current filter and sort, fetched page by
// page with the progress shown (DESIGN: long work shows progress), with the list's translated headers.
import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle, LinearProgress, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { enumChoices } from './inputs';
import type { PropertyDescriptor } from './schema';
import { listParameters } from './parameters';
import { saveFile } from '../data/download';
import { toCsv, toXlsx } from '../data/spreadsheet';
import type { ColumnKind } from '../../domain/spreadsheet-columns';
import { poolToday } from '../../domain/dates';

const PAGE = 1000;

/** A column's cells in Excel (issue 28): days and times as dates, amounts and numbers as numbers, the rest as text. */
function kindOf(property: PropertyDescriptor): ColumnKind {
  if (property.money) return 'amount';
  if (property.kind === 'date') return 'date';
  if (property.kind === 'date-time') return 'datetime';
  if (property.kind === 'integer') return 'integer';
  return property.kind === 'number' ? 'decimal' : 'text';
}
const MAX_ROWS = 100_000;

type Format = 'xlsx' | 'csv';

/** Pages as large as the list call allows (its count parameter's maximum), at most PAGE. */
function pageSize(definition: ResourceDefinition): number {
  return Math.min(PAGE, listParameters(definition).find((parameter) => parameter.name === 'count')?.schema.maximum ?? PAGE);
}

export function ListExport({ definition, columns }: { definition: ResourceDefinition; columns: PropertyDescriptor[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const valueOf = (property: PropertyDescriptor, value: unknown): unknown => {
    if (value === null || value === undefined) return '';
    // P17: an amount in kroner, as a number the spreadsheet can sum.
    if (property.money && typeof value === 'number') return value / 100;
    if (property.kind === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (property.kind === 'enum') return translate(enumChoices(property).find((choice) => choice.id === value)?.name ?? String(value));
    if (property.kind === 'enumArray') return (value as unknown[]).map((item) => translate(enumChoices(property).find((choice) => choice.id === item)?.name ?? String(item))).join(', ');
    if (property.kind === 'file') return value ? translate('schema.file.chosen') : '';
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : item)).join(', ');
    if (typeof value === 'object') return (value as { name?: string }).name ?? JSON.stringify(value);
    return value;
  };

  const run = async (format: Format) => {
    setAnchor(null);
    const all = Math.min(total ?? 0, MAX_ROWS);
    setProgress({ done: 0, total: all });
    try {
      const rows: Record<string, unknown>[] = [];
      const perPage = pageSize(definition);
      for (let page = 1; rows.length < all; page++) {
        const { data } = await dataProvider.getList(definition.name, { pagination: { page, perPage }, sort, filter: filterValues });
        rows.push(...data);
        setProgress({ done: rows.length, total: all });
        if (data.length < perPage) break;
      }
      const header = columns.map((property) => translate(`resources.${definition.name}.fields.${property.name}`));
      const body = rows.map((row) => columns.map((property) => valueOf(property, row[property.name])));
      const name = `${definition.name.replace(/\//g, '-')}-${poolToday()}`;
      if (format === 'csv') {
        saveFile(new Blob([toCsv(header, body, locale.startsWith('nb') ? ';' : ',')], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
      } else {
        const columnsOf = columns.map((property, index) => ({ header: header[index], kind: kindOf(property) }));
        saveFile(await toXlsx(translate(`resources.${definition.name}.name`, { smart_count: 2 }), columnsOf, body), `${name}.xlsx`);
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      {/* Named in full: on a phone react-admin shows an icon only, and drops its name while it is disabled. */}
      <Button label="ra.action.export" aria-label={translate('ra.action.export')} disabled={!total} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}><DownloadIcon /></Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('xlsx')}><ListItemText>{translate('schema.export.xlsx')}</ListItemText></MenuItem>
        <MenuItem onClick={() => void run('csv')}><ListItemText>{translate('schema.export.csv')}</ListItemText></MenuItem>
      </Menu>
      <Dialog open={progress !== null} aria-labelledby="export-progress-title">
        <DialogTitle id="export-progress-title">{translate('schema.export.running')}</DialogTitle>
        <DialogContent sx={{ minWidth: 320 }}>
          <LinearProgress variant="determinate" value={progress && progress.total ? (100 * progress.done) / progress.total : 0} aria-label={translate('schema.export.running')} />
          <Typography variant="body2" sx={{ mt: 1 }} role="status">
            {translate('schema.export.progress', { done: progress?.done ?? 0, total: progress?.total ?? 0, smart_count: progress?.total ?? 0 })}
          </Typography>
        </DialogContent>
      </Dialog>
    </>
  );
}
