// The messages page loads when first opened: its rich-text editor is large.
import { lazy } from 'react';

export const MessagesPage = lazy(() => import('./MessagesPage').then((module) => ({ default: module.MessagesPage })));
