// The import page loads when first opened (it is not on the home page's bundle).
import { lazy } from 'react';

export const ImportPage = lazy(() => import('./ImportPage').then((module) => ({ default: module.ImportPage })));
