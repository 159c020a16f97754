// Every route module of the API; a new area adds its module here.
import type { RouteModule } from '../http/route.js';
import { storedResourceRoutes } from '../generic/stored-routes.js';
import { cachingRoutes } from './caching.js';
import { jobRoutes } from '../jobs/routes.js';
import { ledgerRoutes } from '../ledger/routes.js';
import { importRoutes } from '../import/routes.js';
import { externalRoutes } from '../external/routes.js';
import { shopRoutes } from '../shop/routes.js';
import { stockRoutes } from '../stock/routes.js';
import { inventoryRoutes } from '../inventory/routes.js';
import { invoiceRoutes } from '../invoices/routes.js';
import { reportRoutes } from '../reports/routes.js';
import { integrationRoutes } from '../integrations/routes.js';
import { customerRoutes } from './customers.js';
import { favoriteRoutes } from './favorites.js';
import { locationRoutes } from './locations.js';
import { messageRoutes } from './messages.js';
import { passwordRoutes } from './password.js';
import { registrationRoutes } from './registration.js';
import { statusRoutes } from './status.js';
import { userRoutes } from './users.js';
import { sessionRoutes } from './session.js';
import { supportRoutes } from './support.js';
import { supportCatalogRoutes } from './support-catalog.js';
import { telemetryRoutes } from './telemetry.js';
import { versionRoutes } from './version.js';

export const routeModules: RouteModule[] = [versionRoutes, sessionRoutes, telemetryRoutes, locationRoutes, customerRoutes, userRoutes, supportRoutes, supportCatalogRoutes, statusRoutes, messageRoutes, passwordRoutes, registrationRoutes, storedResourceRoutes, favoriteRoutes, cachingRoutes, jobRoutes, ledgerRoutes, importRoutes, externalRoutes, shopRoutes, stockRoutes, inventoryRoutes, invoiceRoutes, reportRoutes, integrationRoutes];
