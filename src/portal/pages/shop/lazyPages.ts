// Shop transactions and shop accounting load when first opened.
import { lazy } from 'react';

const pages = () => import('./ShopPages');
export const ShopDeliveryPage = lazy(() => pages().then((module) => ({ default: module.ShopDeliveryPage })));
export const ShopTransactionsPage = lazy(() => pages().then((module) => ({ default: module.ShopTransactionsPage })));
export const WholesaleTransactionsPage = lazy(() => pages().then((module) => ({ default: module.WholesaleTransactionsPage })));
export const ShopOverviewPage = lazy(() => import('./ShopOverviewPage').then((module) => ({ default: module.ShopOverviewPage })));
