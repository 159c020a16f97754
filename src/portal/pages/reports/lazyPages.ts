// The reports' screens load when first opened.
import { lazy } from 'react';

export const InvoicesPage = lazy(() => import('./InvoicesPage').then((module) => ({ default: module.InvoicesPage })));
