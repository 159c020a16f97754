// External orders load when first opened.
import { lazy } from 'react';

export const ExternalOrdersPage = lazy(() => import('./ExternalOrdersPage').then((module) => ({ default: module.ExternalOrdersPage })));
