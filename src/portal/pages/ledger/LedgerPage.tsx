// One ledger screen: its title, a button for a new registration, the list, and the dialog. Routes
// with {id?} (B15) open the order from the address, so a link or a reload shows the same order;
// the others keep the open order in the page.
import { useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';
import { waitingOf } from '../../shell/notificationCounts';
import { LedgerList, type LedgerListProps } from './LedgerList';
import type { LedgerKind } from './ledgerKinds';
import { OrderDialog } from './OrderDialog';

const idOf = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : undefined);

/** A dialog of a flow of its own (external orders, shop transactions) in place of the order dialog. */
export type LedgerPageDialog = ComponentType<{ id?: number; onClose: (changed: boolean) => void; onSaved?: (id: number) => void }>;

export interface LedgerPageProps {
  /** Route path under /app (src/domain/routes.ts). */
  path: string;
  withId: boolean;
  kind?: LedgerKind;
  dialog?: LedgerPageDialog;
  /** Translation key of the new-registration button; none where the page only answers. */
  newLabel?: string;
  hint?: string;
  /** Filters of the page's own above the list (shop accounting's shop or wholesaler). */
  toolbar?: ReactNode;
  list: Omit<LedgerListProps, 'onOpen' | 'reloadKey' | 'waiting' | 'onLeaveWaiting'>;
}

export function LedgerPage({ path, withId, kind = 'delivery', dialog: FlowDialog, newLabel, hint, toolbar, list }: LedgerPageProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const routeId = idOf(useParams().id);
  // Opened from a menu badge (?waiting=<count>): the list shows what the badge counted; an order opened
  // from it, and closed, comes back to the same list.
  const { search } = useLocation();
  const waiting = waitingOf(new URLSearchParams(search));
  const [localId, setLocalId] = useState<number | undefined>();
  const [creating, setCreating] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const openId = withId ? routeId : localId;
  const title = translate(`routes.${path.replace('/', '.')}`);

  const open = (id: number) => (withId ? navigate(`/app/${path}/${id}${search}`) : setLocalId(id));
  const close = (changed: boolean) => {
    setCreating(false);
    if (changed) setReloadKey((key) => key + 1);
    if (withId) navigate(`/app/${path}${search}`);
    else setLocalId(undefined);
  };
  /** A new registration saved as a draft goes on as the stored order, at its own address. */
  const saved = (id: number) => {
    setCreating(false);
    setReloadKey((key) => key + 1);
    open(id);
  };

  return (
    <Box sx={{ mt: 2, minWidth: 0, maxWidth: '100%' }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{title}</Typography>
        {newLabel && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>{translate(newLabel)}</Button>}
      </Box>
      {hint && <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(hint)}</Typography>}
      {toolbar}
      <LedgerList key={waiting ?? 'all'} {...list} waiting={waiting} onLeaveWaiting={() => navigate(`/app/${path}`)} onOpen={open} reloadKey={reloadKey} />
      {creating && (FlowDialog ? <FlowDialog onClose={close} onSaved={saved} /> : <OrderDialog kind={kind} onClose={close} onSaved={saved} />)}
      {!creating && openId !== undefined && (FlowDialog ? <FlowDialog key={openId} id={openId} onClose={close} /> : <OrderDialog key={openId} kind={kind} id={openId} onClose={close} />)}
    </Box>
  );
}
