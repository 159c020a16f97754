// Section F's screens load when first opened.
import { lazy } from 'react';

export const ControlPage = lazy(() => import('./ControlPage').then((module) => ({ default: module.ControlPage })));
export const MainPage = lazy(() => import('./MainPage').then((module) => ({ default: module.MainPage })));
export const CorrectionOrdersPage = lazy(() => import('./CorrectionOrdersPage').then((module) => ({ default: module.CorrectionOrdersPage })));
