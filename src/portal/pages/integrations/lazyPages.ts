// The integration pages (issue 30) load when first opened.
import { lazy } from 'react';

export const ServiceAccountsPage = lazy(() => import('./ServiceAccountsPage').then((module) => ({ default: module.ServiceAccountsPage })));
export const WebhooksPage = lazy(() => import('./WebhooksPage').then((module) => ({ default: module.WebhooksPage })));
