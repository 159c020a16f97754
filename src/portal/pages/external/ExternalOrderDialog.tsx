// The external order dialog (E08): the sender picks one of its customer's external locations
// (GET externalorderreceivers), preregisters or sends, and confirms what the external party signed for.
import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { externalNextSteps, externalRoles, externalStatusOf, isPreregistered, ledgerStatusOfExternal } from '../../../domain/ledger/external';
import { useSession } from '../../session/SessionProvider';
import type { Place } from '../ledger/ledgerApi';
import { PartyOrderDialog, type PartyFlow } from '../ledger/PartyOrderDialog';
import { externalApi, type ExternalOrder } from './externalApi';
import { usePlaceSearch } from '../ledger/usePlaceSearch';

function ReceiverPicker({ value, disabled, onChange }: { value: Place | null; disabled: boolean; onChange: (place: Place | null) => void }) {
  const translate = useTranslate();
  const { access } = useSession();
  const [input, setInput] = useState('');
  const { options, loading } = usePlaceSearch(() => externalApi.receivers(access.location.id, input.trim() === value?.name ? '' : input.trim())
    .then((rows) => rows.map((row) => ({ id: row.id, name: row.name, gln: row.gln, customerName: row.city ?? undefined }))), [input, value?.name, access.location.id]);
  return (
    <Autocomplete
      options={options} value={value} loading={loading} autoHighlight openOnFocus disabled={disabled}
      filterOptions={(rows) => rows}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>{[option.name, option.gln, option.customerName].filter(Boolean).join(' · ')}</li>
      )}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, place) => onChange(place)}
      noOptionsText={translate('external.no_receivers')}
      loadingText={translate('ledger.loading')}
      renderInput={(params) => <TextField {...params} autoFocus={!disabled && !value} size="small" label={translate('external.fields.externalLocation')} placeholder={translate('external.receiver_search')} />}
    />
  );
}

function useExternalFlow(): PartyFlow<ExternalOrder> {
  const translate = useTranslate();
  const { access } = useSession();
  // One flow per session and language: the dialog reloads when its flow changes.
  return useMemo(() => {
    const roles = (order: ExternalOrder) => externalRoles(access.user, access.location.id, order);
    return {
      area: 'external',
      load: externalApi.one,
      reserve: externalApi.reserve,
      save: (body) => externalApi.save(body),
      remove: externalApi.remove,
      bodyOf: (form, own, target, extra) => ({
        ...(extra.id !== undefined ? { id: extra.id } : {}),
        ...(extra.version !== undefined ? { version: extra.version } : {}),
        locationIdFrom: extra.order?.locationIdFrom ?? own,
        externalLocationId: extra.order?.externalLocationId ?? form.counterparty!.id,
        externalStatus: externalStatusOf(target),
        transactionDate: form.transactionDate,
        senderReference: form.senderReference.trim() || null,
        receiverReference: form.receiverReference.trim() || null,
        lines: form.lines.map((line) => ({ productId: line.productId, qtyOrdered: line.quantity, ...received(extra.lines, line.productId) })),
        ...(extra.comment ? { comment: extra.comment } : {}),
      }),
      formOf: (order) => ({
        counterparty: { id: order.externalLocationId, name: order.externalLocationName ?? order.locationNameTo ?? '', gln: order.externalLocationGln },
        outgoing: true,
        transactionDate: order.transactionDate ?? '',
        senderReference: order.senderReference ?? '',
        receiverReference: order.receiverReference ?? '',
        lines: (order.lines ?? []).map((line) => ({ productId: line.productId, productName: line.productName ?? String(line.productId), quantity: line.qtyOrdered })),
      }),
      statusName: (order) => (order.externalStatus && order.externalStatus !== 'Unknown' ? translate(`external.status.${order.externalStatus}`)
        : order.statusName ?? translate('external.status.Unknown')),
      nextSteps: (order) => externalNextSteps(order.status, roles(order)).map(ledgerStatusOfExternal) as Array<4 | 5>,
      mayEdit: (order) => isPreregistered(order.status) && !order.readOnly && roles(order).some((role) => role === 'registrant' || role === 'staff'),
      counterparty: (props) => <ReceiverPicker {...props} />,
      eitherWay: false,
    };
  }, [access, translate]);
}

/** The received count of a line, when the step carries counts. */
const received = (lines: Array<{ productId: number; qtyReceived?: number }> | undefined, productId: number) => {
  const line = lines?.find((row) => row.productId === productId);
  return line?.qtyReceived !== undefined ? { qtyReceived: line.qtyReceived } : {};
};

export function ExternalOrderDialog(props: { id?: number; onClose: (changed: boolean) => void; onSaved?: (id: number) => void }) {
  const flow = useExternalFlow();
  return <PartyOrderDialog flow={flow} {...props} />;
}
