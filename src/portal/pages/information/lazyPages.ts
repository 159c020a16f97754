// The information pages load when first opened.
import { lazy } from 'react';

const pages = () => import('./InformationPages');
export const InformationHub = lazy(() => pages().then((module) => ({ default: module.InformationHub })));
export const ArticlesPage = lazy(() => pages().then((module) => ({ default: module.ArticlesPage })));
export const GuidesPage = lazy(() => pages().then((module) => ({ default: module.GuidesPage })));
export const VideosPage = lazy(() => pages().then((module) => ({ default: module.VideosPage })));
export const MessagesPage = lazy(() => pages().then((module) => ({ default: module.MessagesPage })));
