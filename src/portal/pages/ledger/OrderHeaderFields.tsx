// The head of a registration (E01, E04, E16, E20, E21, E29): type (deliveries), the other side,
// the day, "Best.nr.", "Følgenr.", "Behandles innen dato" and, for what the operator drives, the truck type.
import { useEffect, useState } from 'react';
import { Box, FormControl, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { TruckType } from '../../../../generated/entities';
import { formatDayWithWeekday, poolToday } from '../../../domain/dates';
import { processByWindow, transactionDateWindow } from '../../../domain/ledger/rules';
import { DayField } from '../../shell/DayField';
import { DepotPicker, LocationSearchPicker } from './CounterpartyPicker';
import type { DraftForm } from './draftStore';
import { ledgerApi, type CodeName, type Place } from './ledgerApi';
import { KINDS, type LedgerKind } from './ledgerKinds';

export function OrderHeaderFields({ kind, form, ownLocationId, disabled, onChange, onOwnDepot }: {
  kind: LedgerKind; form: DraftForm; ownLocationId: number; disabled: boolean; onChange: (changes: Partial<DraftForm>) => void;
  /** A new registration's depot before the user picks one: the location's own (DepotPicker). */
  onOwnDepot?: (place: Place) => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const rule = KINDS[kind];
  const [days, setDays] = useState<string[]>([]);
  const [types, setTypes] = useState<CodeName[]>([]);
  const [trucks, setTrucks] = useState<TruckType[]>([]);
  const operatorDriven = kind === 'order' || kind === 'pickup';

  useEffect(() => {
    if (kind === 'order') ledgerApi.days().then(setDays, () => setDays([]));
    if (rule.types.length > 1) ledgerApi.types().then((rows) => setTypes(rows.filter((row) => rule.types.includes(row.id))), () => setTypes([]));
    if (operatorDriven) ledgerApi.truckTypes().then(setTrucks, () => setTrucks([]));
  }, [kind, rule.types, operatorDriven]);

  // The plausible dates the server takes (rules.ts), said in the fields while they can still be changed.
  const dates = disabled ? undefined : transactionDateWindow(poolToday());
  const processBy = disabled || !form.transactionDate ? undefined : processByWindow(form.transactionDate);
  const dayOptions = form.transactionDate && !days.includes(form.transactionDate) ? [form.transactionDate, ...days] : days;
  const typeOptions = types.length ? types : rule.types.map((id) => ({ id, name: String(id) }));

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>
      {rule.types.length > 1 && (
        <FormControl size="small" disabled={disabled}>
          <InputLabel id="ledger-type">{translate('ledger.fields.type')}</InputLabel>
          <Select labelId="ledger-type" label={translate('ledger.fields.type')} value={form.type} onChange={(event) => onChange({ type: Number(event.target.value) })}>
            {typeOptions.map((type) => <MenuItem key={type.id} value={type.id}>{type.name}</MenuItem>)}
          </Select>
        </FormControl>
      )}
      <Box sx={{ gridColumn: rule.types.length > 1 ? undefined : { sm: '1 / span 2' } }}>
        {rule.counterparty === 'depot'
          ? <DepotPicker value={form.counterparty} disabled={disabled} onChange={(place) => onChange({ counterparty: place })} onOwnDepot={onOwnDepot} />
          : <LocationSearchPicker value={form.counterparty} ownLocationId={ownLocationId} disabled={disabled} onChange={(place) => onChange({ counterparty: place })} label={rule.own === 'to' ? 'ledger.fields.sender' : 'ledger.fields.receiver'} />}
      </Box>
      {kind === 'order'
        ? (
          <FormControl size="small" disabled={disabled}>
            <InputLabel id="ledger-day">{translate('ledger.fields.deliveryDay')}</InputLabel>
            <Select labelId="ledger-day" label={translate('ledger.fields.deliveryDay')} value={dayOptions.length ? form.transactionDate : ''} onChange={(event) => onChange({ transactionDate: String(event.target.value) })}>
              {dayOptions.map((day) => <MenuItem key={day} value={day}>{formatDayWithWeekday(day, locale)}</MenuItem>)}
            </Select>
          </FormControl>
        )
        : (
          <DayField
            size="small" margin="none" label={translate('ledger.fields.transactionDate')} value={form.transactionDate} disabled={disabled}
            onChange={(transactionDate) => onChange({ transactionDate })} min={dates?.from} max={dates?.to}
          />
        )}
      <DayField
        size="small" margin="none" label={translate('ledger.fields.processBy')} value={form.processBy} disabled={disabled}
        onChange={(processBy) => onChange({ processBy })} min={processBy?.from} max={processBy?.to}
      />
      <TextField
        size="small" margin="none" label={translate('ledger.fields.senderReference')} value={form.senderReference} disabled={disabled}
        onChange={(event) => onChange({ senderReference: event.target.value })} slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      <TextField
        size="small" margin="none" label={translate('ledger.fields.receiverReference')} value={form.receiverReference} disabled={disabled}
        onChange={(event) => onChange({ receiverReference: event.target.value })} slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      {operatorDriven && (
        <FormControl size="small" disabled={disabled}>
          <InputLabel id="ledger-truck">{translate('ledger.fields.truckType')}</InputLabel>
          <Select labelId="ledger-truck" label={translate('ledger.fields.truckType')} value={trucks.length ? form.truckTypeId : ''} onChange={(event) => onChange({ truckTypeId: String(event.target.value) === '' ? '' : Number(event.target.value) })}>
            <MenuItem value="">–</MenuItem>
            {trucks.map((truck) => <MenuItem key={truck.id} value={truck.id}>{truck.name}</MenuItem>)}
          </Select>
        </FormControl>
      )}
    </Box>
  );
}
