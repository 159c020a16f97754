// The reports' screens load when first opened.
import { lazy } from 'react';

export const InvoicesPage = lazy(() => import('./InvoicesPage').then((module) => ({ default: module.InvoicesPage })));
export const TransactionsReportPage = lazy(() => import('./TransactionsReportPage').then((module) => ({ default: module.TransactionsReportPage })));
export const BalanceReportPage = lazy(() => import('./BalanceReportPage').then((module) => ({ default: module.BalanceReportPage })));
const registers = () => import('./RegisterReportPage');
export const CustomersReportPage = lazy(() => registers().then((module) => ({ default: module.CustomersReportPage })));
export const LocationsReportPage = lazy(() => registers().then((module) => ({ default: module.LocationsReportPage })));
export const ShopsReportPage = lazy(() => registers().then((module) => ({ default: module.ShopsReportPage })));
export const UsersReportPage = lazy(() => registers().then((module) => ({ default: module.UsersReportPage })));
const duplicates = () => import('./DuplicatesReportPage');
export const DuplicatesCustomerPage = lazy(() => duplicates().then((module) => ({ default: module.DuplicatesCustomerPage })));
export const DuplicatesLocationPage = lazy(() => duplicates().then((module) => ({ default: module.DuplicatesLocationPage })));
export const NegativeBalancesPage = lazy(() => import('./NegativeBalancesPage').then((module) => ({ default: module.NegativeBalancesPage })));
export const OverviewReportPage = lazy(() => import('./OverviewReportPage').then((module) => ({ default: module.OverviewReportPage })));
