// I01, I03: the ticket list, filtered, sorted and paged on the server; a row opens the ticket. Priority,
// contact and category wait in the column chooser, so that the agent and the date fit beside the menu;
// on a phone the tickets are a list of rows.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Box, Chip, LinearProgress, Link, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { isCustomerAdmin } from '../../../domain/access';
import { isSupportAgent, priorityOrDefault, UNRESOLVED_STATUSES } from '../../../domain/support';
import { useSession } from '../../session/SessionProvider';
import { useSupportNotices } from './notices';
import { StatusChip } from './StatusChip';
import { supportApi, ticketPath, type Ticket } from './supportApi';
import { TicketFilters, type TicketFilterState } from './TicketFilters';
import { widgetFilterOf } from './widgetFilter';
import { listTotalOf, type ListTotal } from '../common/listTotal';
import { useColumnChoice } from '../common/columnChoice';
import { PhoneRows } from '../common/PhoneRows';
import { SkeletonRows } from '../common/SkeletonRows';
import { usePhone } from '../../shell/usePhone';
import { ListPaging } from '../common/ListPaging';

type SortField = 'id' | 'title' | 'status' | 'priority' | 'customerName' | 'locationName' | 'employeeName' | 'created';
const HIDDEN_AT_FIRST = ['priority', 'userId_Ordered', 'categoryId'];

export function TicketList({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const notices = useSupportNotices();
  const { context, access } = useSession();
  const agent = isSupportAgent(access.user);
  // Everyone at one location sees one customer and one location: those columns only say the same.
  const showCustomer = agent;
  const showLocation = agent || isCustomerAdmin(access.user);
  const phone = usePhone();
  const { shown, chooser } = useColumnChoice('support.tickets', [
    { id: 'priority', label: translate('support.fields.priority') },
    ...(showCustomer ? [{ id: 'customerId', label: translate('support.fields.customerId') }] : []),
    ...(showLocation ? [{ id: 'locationId', label: translate('support.fields.locationId') }] : []),
    ...['userId_Ordered', 'employeeId', 'categoryId', 'created'].map((id) => ({ id, label: translate(`support.fields.${id}`) })),
  ], HIDDEN_AT_FIRST);  // Opened from the home page's tickets widget: the same tickets it counted (D09).
  const [searchParams, setSearchParams] = useSearchParams();
  const [fromWidget] = useState(() => widgetFilterOf(searchParams));
  const [widget, setWidget] = useState(fromWidget);
  const [filters, setFilters] = useState<TicketFilterState>({ statuses: fromWidget?.statuses ?? [...UNRESOLVED_STATUSES], q: '', onlyMine: !agent && !fromWidget, agent: 'all' });
  const [query, setQuery] = useState(filters.q);
  const [sort, setSort] = useState<{ field: SortField; order: 'asc' | 'desc' }>({ field: 'id', order: 'desc' });
  const [page, setPage] = useState({ index: 0, size: 100 });
  const [rows, setRows] = useState<Ticket[]>([]);
  const [total, setTotal] = useState<ListTotal>({ count: 0, estimate: false });
  const [loading, setLoading] = useState(true);

  // Free text waits until the user pauses typing.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(filters.q), 300);
    return () => clearTimeout(timer);
  }, [filters.q]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    supportApi.tickets({
      status: filters.statuses.length ? filters.statuses.join(',') : undefined,
      orderedById: !agent && filters.onlyMine ? context.user.id : undefined,
      locationId: widget?.locationId,
      assignedFirst: widget?.assignedFirst,
      employeeId: agent && filters.agent === 'mine' ? context.user.employeeId ?? undefined : undefined,
      unassigned: agent && filters.agent === 'unassigned' ? true : undefined,
      q: query.trim() || undefined,
      sort: sort.field,
      order: sort.order.toUpperCase(),
      index: page.index * page.size,
      count: page.size,
    }).then((response) => {
      if (!current) return;
      setRows(response.data);
      setTotal(listTotalOf(response));
    }, (error) => {
      if (!current) return;
      setRows([]);
      setTotal({ count: 0, estimate: false });
      notices.failure(error);
    }).finally(() => current && setLoading(false));
    return () => { current = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.statuses, filters.onlyMine, filters.agent, query, sort, page, reloadKey, agent, context.user.id, widget]);

  /** Any other choice leaves the widget's view: its filter and order are dropped, the address cleaned. */
  const leaveWidget = () => {
    if (!widget) return;
    setWidget(null);
    setSearchParams({}, { replace: true });
  };

  const sortBy = (field: SortField) => {
    leaveWidget();
    setSort((current) => ({ field, order: current.field === field && current.order === 'desc' ? 'asc' : 'desc' }));
  };
  const header = (field: SortField, label: string) => (
    <TableCell sortDirection={sort.field === field ? sort.order : false}>
      <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.order : 'desc'} onClick={() => sortBy(field)}>{label}</TableSortLabel>
    </TableCell>
  );
  const changeFilters = (next: TicketFilterState) => {
    if (next.onlyMine !== filters.onlyMine || next.agent !== filters.agent) leaveWidget();
    setFilters(next);
    setPage((current) => ({ ...current, index: 0 }));
  };

  return (
    <Box>
      <TicketFilters value={filters} onChange={changeFilters} isAgent={agent} />
      {!phone && <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{chooser}</Box>}
      {widget && (
        <Chip sx={{ mb: 1 }} onDelete={leaveWidget}
          label={translate(widget.assignedFirst ? 'support.widget.filter_queue' : 'support.widget.filter_location', { location: widget.locationId === context.location.id ? context.location.name : widget.locationId })} />
      )}
      <Paper variant="outlined" sx={{ maxWidth: '100%', overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('support.loading')} />}</Box>
        {phone ? (
          <PhoneRows label={translate('support.rows')} loading={loading} rows={rows.map((ticket) => ({
            key: ticket.id,
            primary: `${ticket.id} · ${ticket.title}`,
            secondary: [showLocation ? ticket.locationName : undefined, ticket.employeeName, ticket.createdLocal, ticket.internal ? translate('support.ticket.internal_badge') : undefined],
            side: <StatusChip status={ticket.status ?? 0} />,
            to: ticketPath(ticket.id),
          }))} />
        ) : (
        /* Zero intrinsic width, full actual width: a wide table scrolls instead of widening the page. */
        <TableContainer sx={{ width: 0, minWidth: '100%' }}>
          <Table size="small" aria-label={translate('support.rows')} sx={{ '& th, & td': { px: 1 } }}>
            <TableHead>
              <TableRow>
                {header('id', translate('support.fields.id'))}
                {header('title', translate('support.fields.title'))}
                {header('status', translate('support.fields.status'))}
                {shown('priority') && header('priority', translate('support.fields.priority'))}
                {showCustomer && shown('customerId') && header('customerName', translate('support.fields.customerId'))}
                {showLocation && shown('locationId') && header('locationName', translate('support.fields.locationId'))}
                {shown('userId_Ordered') && <TableCell>{translate('support.fields.userId_Ordered')}</TableCell>}
                {shown('employeeId') && header('employeeName', translate('support.fields.employeeId'))}
                {shown('categoryId') && <TableCell>{translate('support.fields.categoryId')}</TableCell>}
                {shown('created') && header('created', translate('support.fields.created'))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading && rows.length === 0 && <SkeletonRows columns={6} />}
              {rows.map((ticket) => (
                <TableRow key={ticket.id} hover>
                  <TableCell>{ticket.id}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Link component={RouterLink} to={ticketPath(ticket.id)} aria-label={`${translate('support.open_ticket', { id: ticket.id })}: ${ticket.title}`}>{ticket.title}</Link>
                    {ticket.internal && <Chip size="small" label={translate('support.ticket.internal_badge')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell><StatusChip status={ticket.status ?? 0} /></TableCell>
                  {shown('priority') && <TableCell>{translate(`support.priority.${priorityOrDefault(ticket.priority)}`)}</TableCell>}
                  {showCustomer && shown('customerId') && <TableCell>{ticket.customerName}</TableCell>}
                  {showLocation && shown('locationId') && <TableCell>{ticket.locationName}</TableCell>}
                  {shown('userId_Ordered') && <TableCell>{ticket.userName_Ordered}</TableCell>}
                  {shown('employeeId') && <TableCell>{ticket.employeeName}</TableCell>}
                  {shown('categoryId') && <TableCell>{ticket.categoryName}</TableCell>}
                  {shown('created') && <TableCell sx={{ whiteSpace: 'nowrap' }}>{ticket.createdLocal}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        )}
        {!loading && rows.length === 0 && <Typography sx={{ p: 2 }}>{translate('support.empty')}</Typography>}
        {/* The paging comes with the first page, not before it: it would be moved down by the rows (issue 28). */}
        {!(loading && rows.length === 0) && (
          <ListPaging total={total} page={page} setPage={setPage} />
        )}
      </Paper>
    </Box>
  );
}
