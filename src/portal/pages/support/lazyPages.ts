// The support pages load when first opened: the rich-text editor they carry is large.
import { lazy } from 'react';

export const SupportTicketsPage = lazy(() => import('./SupportTicketsPage').then((module) => ({ default: module.SupportTicketsPage })));
export const SupportOrderTicketPage = lazy(() => import('./SupportTicketsPage').then((module) => ({ default: module.SupportOrderTicketPage })));
export const SupportTemplatesPage = lazy(() => import('./SupportTemplatesPage').then((module) => ({ default: module.SupportTemplatesPage })));
