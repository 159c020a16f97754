// The reports' screens load when first opened.
import { lazy } from 'react';

export const InvoicesPage = lazy(() => import('./InvoicesPage').then((module) => ({ default: module.InvoicesPage })));
export const TransactionsReportPage = lazy(() => import('./TransactionsReportPage').then((module) => ({ default: module.TransactionsReportPage })));
export const BalanceReportPage = lazy(() => import('./BalanceReportPage').then((module) => ({ default: module.BalanceReportPage })));
