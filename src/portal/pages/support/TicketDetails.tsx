// I19, I31, I33, I34, I41: the left panel. Everyone sees status, agent, customer, location, contact,
// transaction type, order number and categories; agents change them, and each change is saved at
// once (PUT supportticket), never while the dialog is still being filled from the server. The status
// is changed in one place only, the reply's "send as" (issue 28); here it is shown.
import { useEffect, useRef, useState } from 'react';
import { Box, FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Employee, SupportCategory, SupportMainCategory, SupportTicket } from '../../../../generated/entities';
import { isAssignableAgent, priorityOrDefault, ticketPriorityNames } from '../../../domain/support';
import { useSupportNotices } from './notices';
import { ContactPicker, CustomerPicker, LocationPicker, type CustomerOption } from './PartyPickers';
import { StatusChip } from './StatusChip';
import { supportApi, type Ticket } from './supportApi';

/** What PUT sends: the writable fields, the category as categoryId (I47), and the version shown (O25). */
export const writable = (ticket: Ticket): SupportTicket & { id: number } => ({
  version: ticket.version,
  id: ticket.id, title: ticket.title, status: ticket.status, priority: ticket.priority, employeeId: ticket.employeeId ?? null,
  customerId: ticket.customerId, locationId: ticket.locationId, userId_Ordered: ticket.userId_Ordered ?? null, mainCategoryId: ticket.mainCategoryId ?? null,
  categoryId: ticket.categoeyId ?? null, orderId: ticket.orderId ?? null, transactionTypeId: ticket.transactionTypeId ?? null, productId: ticket.productId ?? null,
  internal: ticket.internal,
});

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="dt">{label}</Typography>
      <Typography component="dd" sx={{ m: 0 }}>{children || '–'}</Typography>
    </Box>
  );
}

export function TicketDetails({ ticket, editable, onSaved }: { ticket: Ticket; editable: boolean; onSaved: (ticket: Ticket) => void }) {
  const translate = useTranslate();
  const notices = useSupportNotices();
  const [employees, setEmployees] = useState<Employee[]>([]);
  const [mains, setMains] = useState<SupportMainCategory[]>([]);
  const [categories, setCategories] = useState<SupportCategory[]>([]);
  const [mainId, setMainId] = useState(ticket.mainCategoryId ?? '');
  const [customer, setCustomer] = useState<CustomerOption | null>(ticket.customerId ? { id: ticket.customerId, name: ticket.customerName ?? '', statusId: 1 } : null);
  const [saving, setSaving] = useState(false);
  // I33: true once the ticket the dialog opened with has filled the fields.
  const loaded = useRef(false);
  useEffect(() => { loaded.current = true; }, []);

  useEffect(() => {
    if (!editable) return;
    // I34, I51: only Employed agents; quiet loads.
    supportApi.employees().then((rows) => setEmployees(rows.filter(isAssignableAgent)), () => setEmployees([]));
    supportApi.mainCategories(ticket.orderId != null).then(setMains, () => setMains([]));
  }, [editable, ticket.orderId]);
  useEffect(() => {
    if (editable && mainId) supportApi.categories(mainId).then(setCategories, () => setCategories([]));
  }, [editable, mainId]);
  useEffect(() => {
    setMainId(ticket.mainCategoryId ?? '');
    setCustomer(ticket.customerId ? { id: ticket.customerId, name: ticket.customerName ?? '', statusId: 1 } : null);
  }, [ticket.mainCategoryId, ticket.customerId, ticket.customerName]);

  async function save(change: Partial<SupportTicket>) {
    if (!loaded.current) return;
    setSaving(true);
    try {
      onSaved(await supportApi.updateTicket({ ...writable(ticket), ...change }));
      notices.success('support.ticket.saved');
    } catch (error) {
      notices.failure(error);
    } finally {
      setSaving(false);
    }
  }

  if (!editable) {
    return (
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label={translate('support.fields.status')}><StatusChip status={ticket.status ?? 0} /></Fact>
        <Fact label={translate('support.fields.priority')}>{translate(`support.priority.${priorityOrDefault(ticket.priority)}`)}</Fact>
        <Fact label={translate('support.fields.employeeId')}>{ticket.employeeName}</Fact>
        <Fact label={translate('support.fields.customerId')}>{ticket.customerName}</Fact>
        <Fact label={translate('support.fields.locationId')}>{ticket.locationName}</Fact>
        <Fact label={translate('support.fields.userId_Ordered')}>{ticket.userName_Ordered}</Fact>
        <Fact label={translate('support.fields.transactionType')}>{ticket.transactionTypeId ? translate(`support.transaction_type.${ticket.transactionTypeId}`, { _: ticket.transactionType ?? '' }) : ''}</Fact>
        <Fact label={translate('support.fields.orderId')}>{ticket.orderId}</Fact>
        <Fact label={translate('support.fields.mainCategoryId')}>{ticket.mainCategoryName}</Fact>
        <Fact label={translate('support.fields.categoryId')}>{ticket.categoryName}</Fact>
      </Box>
    );
  }

  const select = (id: string, label: string, value: string | number, onChange: (value: string) => void, items: Array<[string | number, string]>) => (
    <FormControl fullWidth margin="normal" size="small" disabled={saving}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select labelId={`${id}-label`} label={label} value={value} onChange={(event) => onChange(String(event.target.value))}>
        {items.map(([key, text]) => <MenuItem key={key} value={key}>{text}</MenuItem>)}
      </Select>
    </FormControl>
  );
  const agentKnown = !ticket.employeeId || employees.some((row) => row.employeeId === ticket.employeeId);

  return (
    <Stack>
      <Box component="dl" sx={{ mt: 1, mb: 0 }}>
        <Fact label={translate('support.fields.status')}><StatusChip status={ticket.status ?? 0} /></Fact>
      </Box>
      {select('ticket-priority', translate('support.fields.priority'), priorityOrDefault(ticket.priority), (value) => save({ priority: Number(value) as SupportTicket['priority'] }),
        ticketPriorityNames.map((_, value) => [value, translate(`support.priority.${value}`)]))}
      {select('ticket-agent', translate('support.fields.employeeId'), ticket.employeeId ?? '', (value) => save({ employeeId: value || null }), [
        ['', translate('support.ticket.none')],
        ...(agentKnown ? [] : [[ticket.employeeId!, ticket.employeeName ?? ticket.employeeId!] as [string, string]]),
        ...employees.map((row): [string, string] => [row.employeeId, row.name]),
      ])}
      <CustomerPicker customer={customer} onChange={setCustomer} />
      <LocationPicker customerId={customer?.id ?? null} value={customer?.id === ticket.customerId ? ticket.locationId ?? null : null} label={ticket.locationName}
        onChange={(locationId) => save({ customerId: customer!.id, locationId, userId_Ordered: null })} />
      <ContactPicker customerId={ticket.customerId ?? null} locationId={customer?.id === ticket.customerId ? ticket.locationId ?? null : null}
        value={ticket.userId_Ordered ?? null} label={ticket.userName_Ordered} onChange={(userId) => save({ userId_Ordered: userId })} />
      {/* Facts in a description list: a term and its value belong to one (WCAG 1.3.1). */}
      <Box component="dl" sx={{ mt: 2, mb: 0 }}>
        <Fact label={translate('support.fields.transactionType')}>{ticket.transactionTypeId ? translate(`support.transaction_type.${ticket.transactionTypeId}`, { _: ticket.transactionType ?? '' }) : ''}</Fact>
        <Fact label={translate('support.fields.orderId')}>{ticket.orderId}</Fact>
      </Box>
      {select('ticket-main-category', translate('support.fields.mainCategoryId'), mains.length ? mainId : '', setMainId,
        mains.map((row) => [row.id, row.name]))}
      {select('ticket-category', translate('support.fields.categoryId'), categories.some((row) => row.id === ticket.categoeyId) && mainId === ticket.mainCategoryId ? ticket.categoeyId! : '',
        (value) => save({ mainCategoryId: mainId, categoryId: Number(value) }), categories.map((row) => [row.id, row.name]))}
      <FormControlLabel sx={{ mt: 1 }} control={<Switch checked={ticket.internal ?? false} disabled={saving} onChange={(event) => save({ internal: event.target.checked })} />}
        label={translate('support.fields.internal')} />
    </Stack>
  );
}
