// The import file the page works on: resumed from the user's newest unfinished file at this location
// (a reload during a long validation keeps its progress), followed every half second while it is
// validated, and each step of its life (upload and validate, approve, reject and delete).
import { useCallback, useEffect, useRef, useState } from 'react';
import { importApi, type ImportFile } from './importApi';

const POLL_MS = 500;
const UNFINISHED = ['uploaded', 'validating', 'valid', 'invalid', 'interrupted'];

export type ImportStep = 'idle' | 'uploading' | 'approving' | 'rejecting';

export function useImportFile(failure: (error: unknown) => void) {
  const [file, setFile] = useState<ImportFile | null>(null);
  const [resumed, setResumed] = useState(false);
  const [step, setStep] = useState<ImportStep>('idle');
  const alive = useRef(true);
  useEffect(() => () => { alive.current = false; }, []);

  useEffect(() => {
    importApi.files().then(async (files) => {
      const newest = files[0];
      if (!alive.current || !newest || !UNFINISHED.includes(newest.status)) return;
      setFile(await importApi.file(newest.id));
      setResumed(true);
    }, () => undefined);
  }, []);

  // Follows a validation under way until it has a result.
  const validating = file?.status === 'validating' ? file.id : undefined;
  useEffect(() => {
    if (validating === undefined) return undefined;
    const timer = setInterval(() => {
      importApi.file(validating).then((state) => { if (alive.current) setFile(state); }, (error) => {
        failure(error);
        clearInterval(timer);
      });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [validating, failure]);

  const run = useCallback(async (name: ImportStep, work: () => Promise<void>) => {
    setStep(name);
    try {
      await work();
    } catch (error) {
      failure(error);
      throw error;
    } finally {
      if (alive.current) setStep('idle');
    }
  }, [failure]);

  /** Uploads the chosen file (an earlier unfinished one goes), then starts its validation. */
  const validate = (chosen: File | null, firstRowIsHeader: boolean) => run('uploading', async () => {
    let id = file && file.status !== 'approved' && file.status !== 'rejected' ? file.id : undefined;
    if (chosen) {
      if (id !== undefined) await importApi.remove(id).catch(() => undefined);
      id = (await importApi.upload(chosen)).id;
    }
    if (id === undefined) return;
    setResumed(false);
    setFile(await importApi.validate(id, firstRowIsHeader));
  });

  const approve = () => run('approving', async () => {
    if (file) setFile(await importApi.accept(file.id));
  });

  /** Reject and delete (E12): the file is rejected, then its record removed. */
  const reject = () => run('rejecting', async () => {
    if (!file) return;
    await importApi.reject(file.id);
    await importApi.remove(file.id);
    setFile({ ...file, status: 'rejected' });
  });

  const clear = () => {
    setFile(null);
    setResumed(false);
  };

  return { file, resumed, step, validate, approve, reject, clear };
}
