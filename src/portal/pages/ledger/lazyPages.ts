// The ledger's screens load when first opened, apart from the home page's bundle.
import { lazy } from 'react';

const pages = () => import('./LedgerPages');
export const OrdersPage = lazy(() => pages().then((module) => ({ default: module.OrdersPage })));
export const DeliveryDraftsPage = lazy(() => pages().then((module) => ({ default: module.DeliveryDraftsPage })));
export const DeliveriesPage = lazy(() => pages().then((module) => ({ default: module.DeliveriesPage })));
export const ReceptionPage = lazy(() => pages().then((module) => ({ default: module.ReceptionPage })));
export const AvailablePage = lazy(() => pages().then((module) => ({ default: module.AvailablePage })));
export const PickupPage = lazy(() => pages().then((module) => ({ default: module.PickupPage })));
export const DirectReceptionPage = lazy(() => pages().then((module) => ({ default: module.DirectReceptionPage })));
export const MissingRegReceptionPage = lazy(() => pages().then((module) => ({ default: module.MissingRegReceptionPage })));
export const MissingRegDeliveryPage = lazy(() => pages().then((module) => ({ default: module.MissingRegDeliveryPage })));
const schedules = () => import('./SchedulePage');
export const ScheduledOrdersPage = lazy(() => schedules().then((module) => ({ default: module.ScheduledOrdersPage })));
export const ScheduledPickupsPage = lazy(() => schedules().then((module) => ({ default: module.ScheduledPickupsPage })));
