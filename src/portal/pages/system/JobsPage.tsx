// system/jobs (issue 10): the nightly jobs, when each last ran and what it did, and a run now. The
// server keeps a run from overlapping another of the same job; this page shows the run under way.
import { useCallback, useEffect, useState } from 'react';
import {
  Alert, Box, Button, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Confirm, Title, useLocale, useTranslate } from 'react-admin';
import { api } from '../../data/api';
import { formatDateTime } from '../../../domain/dates';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { usePhone } from '../../shell/usePhone';
import { PhoneRows } from '../common/PhoneRows';

interface JobRun { at: string; seconds: number; done?: number; failed?: string; by?: string }
interface Job { name: string; lastRunOn: string | null; lastRun: JobRun | null; running: boolean }

export function JobsPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const failureNotice = useFailureNotice();
  const [jobs, setJobs] = useState<Job[] | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const [finished, setFinished] = useState<string | null>(null);
  const nameOf = (job: string) => translate(`jobs.names.${job}`, { _: job });

  const load = useCallback(async () => {
    try {
      setJobs((await api<Job[]>('GET', '/api/jobs')).data);
    } catch (error) {
      failureNotice(error);
    }
  }, [failureNotice]);
  useEffect(() => { void load(); }, [load]);

  const runNow = async (job: string) => {
    setStarting(job);
    setFinished(null);
    try {
      const { data } = await api<JobRun>('POST', '/api/jobrun', { body: { name: job } });
      setFinished(data.failed ? translate('jobs.failed', { reason: data.failed }) : translate('jobs.finished', { job: nameOf(job), done: data.done ?? 0 }));
    } catch (error) {
      failureNotice(error);
    } finally {
      setStarting(null);
      await load();
    }
  };

  const phone = usePhone();
  // A job run by hand does the night's work at once, and some of it (purging drafts, confirming
  // deliveries) cannot be undone: asked first.
  const [asking, setAsking] = useState<string | null>(null);
  const run = (job: Job) => (
    <Button size="small" variant="outlined" startIcon={<PlayArrowIcon />} sx={{ whiteSpace: 'nowrap' }} disabled={Boolean(starting) || job.running}
      aria-label={translate('jobs.run_label', { job: nameOf(job.name) })} onClick={() => setAsking(job.name)}>
      {translate('jobs.run')}
    </Button>
  );
  const result = (job: Job) => {
    if (job.running || starting === job.name) return translate('jobs.running');
    const run = job.lastRun;
    if (!run) return translate('jobs.never');
    const what = run.failed ? translate('jobs.failed', { reason: run.failed }) : translate('jobs.done', { done: run.done ?? 0, seconds: run.seconds.toLocaleString(locale) });
    return run.by ? `${what}, ${translate('jobs.by', { by: run.by })}` : what;
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={translate('routes.system.jobs')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('routes.system.jobs')}</Typography>
      <Confirm isOpen={asking !== null} title={translate('jobs.run_confirm', { job: asking ? nameOf(asking) : '' })} content={translate('jobs.run_confirm_text')}
        confirm={translate('jobs.run')} onConfirm={() => { const job = asking!; setAsking(null); void runNow(job); }} onClose={() => setAsking(null)} />
      <Typography sx={{ mb: 2 }}>{translate('jobs.intro')}</Typography>
      {finished && <Alert severity="success" role="status" sx={{ mb: 2 }}>{finished}</Alert>}
      <Paper>
        {(jobs === null || starting) && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {phone ? (
          <PhoneRows label={translate('jobs.table')} rows={(jobs ?? []).map((job) => ({
            key: job.name,
            primary: nameOf(job.name),
            secondary: [job.lastRun ? formatDateTime(job.lastRun.at) : undefined, result(job)],
            actions: run(job),
          }))} />
        ) : (
        <TableContainer>
          <Table aria-label={translate('jobs.table')} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('jobs.job')}</TableCell>
                <TableCell>{translate('jobs.last_night')}</TableCell>
                <TableCell>{translate('jobs.last_run')}</TableCell>
                <TableCell>{translate('jobs.result')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(jobs ?? []).map((job) => (
                <TableRow key={job.name}>
                  <TableCell>{nameOf(job.name)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.lastRunOn ?? '–'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.lastRun ? formatDateTime(job.lastRun.at) : '–'}</TableCell>
                  <TableCell sx={{ color: job.lastRun?.failed ? 'error.main' : undefined }}>{result(job)}</TableCell>
                  <TableCell align="right">
                    {run(job)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        )}
      </Paper>
    </Box>
  );
}
