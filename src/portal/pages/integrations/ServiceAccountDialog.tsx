// A new service account (issue 30): its name, the locations it works at and its rights. The dialog
// offers only what the administrator may give (src/domain/users.ts, service-accounts.ts); the server
// checks the same again.
import { useEffect, useState } from 'react';
import {
  Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, InputLabel, MenuItem, Select, Stack, TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Task } from '../../../../generated/entities';
import { AdminLevel, InventoryLevel, ReportLevel } from '../../../domain/levels';
import { highestServiceAccountLevel } from '../../../domain/service-accounts';
import { assignableTasks, highestAssignableReportLevel, mayGiveFinancial, mayGiveInventoryLevel } from '../../../domain/users';
import { ApiError } from '../../data/api';
import { useSession } from '../../session/SessionProvider';
import { FlowDialog } from '../../shell/FlowDialog';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { integrationApi, type CustomerLocation, type ServiceAccount } from './integrationApi';

const REPORT_LEVELS = Object.entries(ReportLevel) as Array<[keyof typeof ReportLevel, number]>;
const INVENTORY_LEVELS = Object.entries(InventoryLevel) as Array<[keyof typeof InventoryLevel, number]>;

export function ServiceAccountDialog({ onCreated, onClose }: { onCreated: (created: { serviceAccount: ServiceAccount; key: string }) => void; onClose: () => void }) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const { access } = useSession();
  const creator = access.user;
  const [locations, setLocations] = useState<CustomerLocation[] | null>(null);
  const [name, setName] = useState('');
  const [locationIds, setLocationIds] = useState<number[]>([access.location.id]);
  const [tasks, setTasks] = useState<Task[]>([]);
  const [adminLevel, setAdminLevel] = useState<number>(AdminLevel.None);
  const [reportLevel, setReportLevel] = useState<number>(ReportLevel.None);
  const [inventoryLevel, setInventoryLevel] = useState<number>(InventoryLevel.None);
  const [isFinancial, setFinancial] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    integrationApi.locations(access.customer.id).then(setLocations, failure);
  }, [access.customer.id, failure]);

  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  const missing = !name.trim() || locationIds.length === 0;

  const save = async () => {
    setSaving(true);
    setFieldErrors({});
    try {
      // The own location first when chosen: it is where a call without X-Context acts.
      const ordered = [...locationIds].sort((a, b) => Number(b === access.location.id) - Number(a === access.location.id));
      onCreated(await integrationApi.createServiceAccount({
        name: name.trim(), locationIds: ordered, tasksAllowed: tasks, adminLevel: adminLevel as 0 | 1,
        reportLevelEx: reportLevel as -1, inventoryLevelEx: inventoryLevel as 0, isFinancial,
      }));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
      failure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FlowDialog titleId="service-account-title" title={translate('integrations.accounts.new')} loading={locations === null || saving} onClose={onClose}
      actions={(
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={missing || saving} onClick={() => void save()}>{translate('integrations.accounts.create')}</Button>
        </>
      )}>
      <Stack spacing={2}>
        <TextField label={translate('integrations.accounts.name')} value={name} required autoFocus onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }} helperText={fieldErrors.name ?? translate('integrations.accounts.name_help')} error={Boolean(fieldErrors.name)} />
        <FormControl component="fieldset" error={Boolean(fieldErrors.locationIds)}>
          <FormLabel component="legend">{translate('integrations.accounts.locations')}</FormLabel>
          <FormGroup>
            {(locations ?? []).map((location) => (
              <FormControlLabel key={location.id} label={location.name}
                control={<Checkbox checked={locationIds.includes(location.id)} onChange={() => setLocationIds((ids) => toggle(ids, location.id))} />} />
            ))}
          </FormGroup>
          <FormHelperText>{fieldErrors.locationIds ?? translate('integrations.accounts.locations_help')}</FormHelperText>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">{translate('integrations.accounts.tasks')}</FormLabel>
          <FormGroup row>
            {assignableTasks(creator).map((task) => (
              <FormControlLabel key={task} label={translate(`enums.Task.${task}`)} control={<Checkbox checked={tasks.includes(task)} onChange={() => setTasks((list) => toggle(list, task))} />} />
            ))}
          </FormGroup>
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormControl fullWidth>
            <InputLabel id="service-account-admin">{translate('integrations.accounts.admin_level')}</InputLabel>
            <Select labelId="service-account-admin" label={translate('integrations.accounts.admin_level')} value={adminLevel} onChange={(event) => setAdminLevel(Number(event.target.value))}>
              {[AdminLevel.None, AdminLevel.Location].filter((level) => level <= highestServiceAccountLevel(creator)).map((level) => (
                <MenuItem key={level} value={level}>{translate(`enums.AdminLevel.${level === AdminLevel.None ? 'None' : 'Location'}`)}</MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id="service-account-report">{translate('integrations.accounts.report_level')}</InputLabel>
            <Select labelId="service-account-report" label={translate('integrations.accounts.report_level')} value={reportLevel} onChange={(event) => setReportLevel(Number(event.target.value))}>
              {REPORT_LEVELS.filter(([, level]) => level <= highestAssignableReportLevel(creator)).map(([levelName, level]) => (
                <MenuItem key={level} value={level}>{translate(`enums.ReportLevel.${levelName}`)}</MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id="service-account-inventory">{translate('integrations.accounts.inventory_level')}</InputLabel>
            <Select labelId="service-account-inventory" label={translate('integrations.accounts.inventory_level')} value={inventoryLevel} onChange={(event) => setInventoryLevel(Number(event.target.value))}>
              {INVENTORY_LEVELS.filter(([, level]) => mayGiveInventoryLevel(creator, level)).map(([levelName, level]) => (
                <MenuItem key={level} value={level}>{translate(`enums.InventoryLevel.${levelName}`)}</MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
        {mayGiveFinancial(creator) && (
          <FormControlLabel label={translate('integrations.accounts.financial')} control={<Checkbox checked={isFinancial} onChange={(event) => setFinancial(event.target.checked)} />} />
        )}
      </Stack>
    </FlowDialog>
  );
}
