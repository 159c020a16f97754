// The switch-location (status) dialog (M01–M09, C41–C45): customer, location and user pickers in
// restricted mode; non-global admins switch as soon as they choose a location (M05); global admins
// press switch, and with "login when switch" (M04) choose the user they are logged in as; without it
// they move to the chosen location as themselves (R48, issue 14).
import { useMemo, useRef, useState } from 'react';
import {
  Alert, Autocomplete, Box, Button, Checkbox, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel,
  FormHelperText, InputLabel, LinearProgress, MenuItem, Select, TextField, Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatusCustomer, StatusLocation, StatusUser } from '../../../generated/entities';
import {
  differsFromLogin, goesHomeAfterSwitch, isFlaggedStatus, mayLoginWhenSwitching, mayPickUser, switchedUserId, switchesOnLocationChoice,
} from '../../domain/switching';
import { ApiError } from '../data/api';
import { backToLogin, switchContext, type SwitchRequest } from '../session/session';
import { accessContextOf, useSession } from '../session/SessionProvider';
import { SEARCH_ABOVE, useStatusCustomers, useStatusLocations, useStatusUsers } from './statusOptions';

/** M08, R48: the app reloads its context; non-staff (and "login when switch") start at Home. */
export function reloadAfterSwitch(goHome: boolean) {
  window.location.assign(goHome ? '/app/home' : `${window.location.pathname}${window.location.search}`);
}

function StatusFlag({ statusId }: { statusId: number }) {
  const translate = useTranslate();
  if (!isFlaggedStatus(statusId)) return null;
  const name = ['New', 'Active', 'Blocked', 'Finished'][statusId] ?? 'Finished';
  return <Chip size="small" color="warning" variant="outlined" label={translate(`enums.OrgStatus.${name}`)} sx={{ ml: 1 }} />;
}

export function StatusDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { context } = useSession();
  const login = accessContextOf({ ...context, user: context.loginUser }).user;
  const isGlobal = mayPickUser(login);
  const [customer, setCustomer] = useState<StatusCustomer>({ id: context.customer.id!, name: context.customer.name, statusId: context.customer.statusId ?? 1 });
  const [locationId, setLocationId] = useState<number | null>(context.location.id!);
  const impersonating = context.user.id !== context.loginUser.id;
  const [user, setUser] = useState<StatusUser | null>(impersonating ? {
    id: context.user.id!, name: context.user.name, loginName: context.user.loginName, customerId: context.user.customerId, locationId: context.user.locationId,
    locationName: context.location.name, confirmedGdpr: context.user.confirmedGdpr ?? true,
  } : null);
  // Acting as someone was taken with "login when switch": the dialog opens as it was left.
  const [withLogin, setWithLogin] = useState(impersonating && mayLoginWhenSwitching(login));
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const customers = useStatusCustomers(search);
  // M02: whether to search is decided by the unfiltered number of customers.
  const unfilteredTotal = useRef<number | null>(null);
  if (!search.trim() && !customers.loading && !customers.failed) unfilteredTotal.current = customers.total;
  const searchable = (unfilteredTotal.current ?? 0) > SEARCH_ABOVE;
  // Until the first answer tells which kind of field it is, the customer search waits, disabled.
  const deciding = unfilteredTotal.current === null && !customers.failed;
  const locations = useStatusLocations(customer.id);
  // C43: the users of the chosen location, and only once one is chosen.
  const users = useStatusUsers(customer.id, locationId, isGlobal);
  // M04, R48: the chosen user is taken only with "login when switch".
  const actingUserId = isGlobal ? switchedUserId(context.loginUser.id!, { userId: user?.id, withLogin }) : context.user.id!;
  const showBack = differsFromLogin(login, { userId: context.user.id, locationId: context.location.id })
    || differsFromLogin(login, { userId: actingUserId, locationId });

  async function run(work: () => Promise<unknown>, goHome: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      reloadAfterSwitch(goHome);
    } catch (error) {
      setFailure(error instanceof ApiError && error.description ? error.description : translate('identity.status.failed'));
      setBusy(false);
    }
  }
  const switchTo = (request: SwitchRequest) => run(() => switchContext(request), goesHomeAfterSwitch(login, Boolean(request.withLogin)));

  function chooseLocation(id: number) {
    setLocationId(id);
    // C43: the users of the new location are loaded afresh; the one chosen before is not among them.
    if (id !== locationId) setUser(null);
    if (switchesOnLocationChoice(login)) void switchTo({ customerId: customer.id, locationId: id });
  }

  const customerOptions = useMemo(() => {
    const items = customers.items;
    return items.some((item) => item.id === customer.id) ? items : [customer, ...items];
  }, [customers.items, customer]);

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="status-dialog-title">
      <DialogTitle id="status-dialog-title">{translate('identity.status.title')}</DialogTitle>
      {busy && <LinearProgress aria-label={translate('identity.status.loading')} />}
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('identity.status.logged_in_as', { user: context.loginUser.name })}
          {impersonating && <> · {translate('identity.status.impersonating', { user: context.user.name })}</>}
        </Typography>
        {failure !== null && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{failure}</Alert>}
        {(customers.failed || locations.failed || users.failed) && <Alert severity="warning" sx={{ mb: 2 }}>{translate('identity.status.load_failed')}</Alert>}

        {searchable || deciding ? (
          <Autocomplete<StatusCustomer, false, true>
            disabled={deciding}
            options={customerOptions}
            value={customer}
            disableClearable
            filterOptions={(options) => options}
            getOptionLabel={(option) => `${option.name} (${option.id})`}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onInputChange={(_event, value, reason) => { if (reason === 'input') setSearch(value); }}
            onChange={(_event, value) => { setCustomer(value); setLocationId(null); setUser(null); setSearch(''); }}
            loading={customers.loading}
            loadingText={translate('identity.status.loading')}
            noOptionsText={translate('identity.status.no_options')}
            renderOption={(props, option) => <li {...props} key={option.id}>{option.name} ({option.id})<StatusFlag statusId={option.statusId} /></li>}
            renderInput={(params) => <TextField {...params} label={translate('identity.status.customer')} helperText={translate('identity.status.search_customer')} margin="normal" />}
          />
        ) : (
          <FormControl fullWidth margin="normal">
            <InputLabel id="status-customer-label">{translate('identity.status.customer')}</InputLabel>
            <Select labelId="status-customer-label" label={translate('identity.status.customer')} value={customer.id}
              onChange={(event) => {
                const chosen = customerOptions.find((option) => option.id === Number(event.target.value));
                if (chosen) { setCustomer(chosen); setLocationId(null); setUser(null); }
              }}>
              {customerOptions.map((option) => (
                <MenuItem key={option.id} value={option.id}>{option.name} ({option.id})<StatusFlag statusId={option.statusId} /></MenuItem>
              ))}
            </Select>
          </FormControl>
        )}

        <FormControl fullWidth margin="normal" disabled={busy || locations.loading}>
          <InputLabel id="status-location-label">{translate('identity.status.location')}</InputLabel>
          <Select<number | ''> labelId="status-location-label" label={translate('identity.status.location')}
            value={locations.items.some((item: StatusLocation) => item.id === locationId) ? locationId! : ''}
            onChange={(event) => event.target.value !== '' && chooseLocation(Number(event.target.value))}>
            {locations.items.length === 0 && <MenuItem disabled value="">{translate(locations.loading ? 'identity.status.loading' : 'identity.status.no_options')}</MenuItem>}
            {locations.items.map((option) => (
              <MenuItem key={option.id} value={option.id}>{option.name}<StatusFlag statusId={option.statusId} /></MenuItem>
            ))}
          </Select>
        </FormControl>

        {isGlobal && (
          <>
            {mayLoginWhenSwitching(login) && (
              <FormControl margin="dense" fullWidth>
                <FormControlLabel
                  control={<Checkbox checked={withLogin} onChange={(event) => { setWithLogin(event.target.checked); if (!event.target.checked) setUser(null); }}
                    slotProps={{ input: { 'aria-describedby': 'status-login-help' } }} />}
                  label={translate('identity.status.login_when_switch')} />
                <FormHelperText id="status-login-help" sx={{ mt: 0 }}>
                  {translate(withLogin ? 'identity.status.login_when_switch_on' : 'identity.status.login_when_switch_off')}
                </FormHelperText>
              </FormControl>
            )}
            {/* C43: one location's users, in name order, so no grouping by location (issue 14). */}
            <Autocomplete<StatusUser>
              options={users.items}
              value={user}
              onChange={(_event, value) => setUser(value)}
              getOptionLabel={(option) => `${option.name} (${option.loginName})`}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              renderOption={(props, option) => <li {...props} key={option.id}>{option.name} ({option.loginName})</li>}
              disabled={busy || locationId === null || !withLogin}
              loading={users.loading}
              loadingText={translate('identity.status.loading')}
              noOptionsText={translate('identity.status.no_options')}
              renderInput={(params) => (
                <TextField {...params} label={translate('identity.status.user')} margin="normal"
                  helperText={withLogin ? undefined : translate('identity.status.user_needs_login')}
                  // The hint says how to enable the field, so it stays readable (AA contrast) while the field is disabled.
                  slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }} />
              )}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {showBack && (
          <Button onClick={() => run(backToLogin, goesHomeAfterSwitch(login, false))} disabled={busy}>{translate('identity.status.back')}</Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} disabled={busy}>{translate('identity.status.close')}</Button>
        {isGlobal && (
          <Button variant="contained" disabled={busy || locationId === null || (withLogin && !user)}
            onClick={() => switchTo({ customerId: customer.id, locationId: locationId!, userId: actingUserId, withLogin: withLogin && Boolean(user) })}>
            {translate('identity.status.switch')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
