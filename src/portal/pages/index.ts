// Bespoke pages by route path (src/domain/routes.ts); every other route without a resource
// definition shows the "not available yet" page.
import type { ComponentType } from 'react';
import { HomePage } from './home/HomePage';
import { ProfilePage } from './profile/ProfilePage';
import { FavoriteLocationsPage, FavoriteProductsPage } from './favorites/FavoritePages';
import { CachingPage } from './system/CachingPage';
import { JobsPage } from './system/JobsPage';
import { SupportOrderTicketPage, SupportTemplatesPage, SupportTicketsPage } from './support/lazyPages';
import { ArticlesPage, GuidesPage, InformationHub, MessagesPage, VideosPage } from './information/lazyPages';
import { ControlPage, CorrectionOrdersPage, MainPage } from './inventory/lazyPages';
import { BalanceReportPage, CustomersReportPage, DuplicatesCustomerPage, DuplicatesLocationPage, InvoicesPage, LocationsReportPage, NegativeBalancesPage, OverviewReportPage, ShopsReportPage, TransactionsReportPage, UsersReportPage } from './reports/lazyPages';
import { AvailablePage, DeliveriesPage, DeliveryDraftsPage, DirectReceptionPage, MissingRegDeliveryPage, MissingRegReceptionPage, OrdersPage, PickupPage, ReceptionPage, ScheduledOrdersPage, ScheduledPickupsPage } from './ledger/lazyPages';
import { ExternalOrdersPage } from './external/lazyPages';
import { ShopDeliveryPage, ShopOverviewPage, ShopTransactionsPage, WholesaleTransactionsPage } from './shop/lazyPages';
import { ImportPage } from './import/lazyPages';
import { ServiceAccountsPage, WebhooksPage } from './integrations/lazyPages';

export const bespokePages: Record<string, ComponentType> = {
  home: HomePage,
  profile: ProfilePage,
  'favorites/locations': FavoriteLocationsPage,
  'favorites/products': FavoriteProductsPage,
  'system/caching': CachingPage,
  'system/jobs': JobsPage,
  'support/support-tickets': SupportTicketsPage,
  'support/support-tickets/order': SupportOrderTicketPage,
  'support/support-templates': SupportTemplatesPage,
  'orders/orders': OrdersPage,
  'orders/scheduled-orders': ScheduledOrdersPage,
  'expedition/scheduled-pickup': ScheduledPickupsPage,
  'delivery/drafts': DeliveryDraftsPage,
  'delivery/deliveries': DeliveriesPage,
  'delivery/fileimport': ImportPage,
  'reception/reception': ReceptionPage,
  'reception/missing-reg': MissingRegReceptionPage,
  'delivery/missing-reg': MissingRegDeliveryPage,
  'delivery/external-orders': ExternalOrdersPage,
  'delivery/shop': ShopDeliveryPage,
  'shop-accounting/overview': ShopOverviewPage,
  'shop-accounting/shop-transactions': ShopTransactionsPage,
  'shop-accounting/wholesale-transactions': WholesaleTransactionsPage,
  'expedition/available': AvailablePage,
  'expedition/direct': DirectReceptionPage,
  'expedition/pickup': PickupPage,
  'support/information': InformationHub,
  'support/information/article': ArticlesPage,
  'support/information/guide': GuidesPage,
  'support/information/video': VideosPage,
  'support/information/messages': MessagesPage,
  'inventory/control': ControlPage,
  'inventory/main': MainPage,
  'inventory/orders': CorrectionOrdersPage,
  'reports/invoices': InvoicesPage,
  'reports/transactions': TransactionsReportPage,
  'reports/balance': BalanceReportPage,
  'reports/overview': OverviewReportPage,
  'reports/customers': CustomersReportPage,
  'reports/duplicates-customer': DuplicatesCustomerPage,
  'reports/duplicates-location': DuplicatesLocationPage,
  'reports/locations': LocationsReportPage,
  'reports/shops': ShopsReportPage,
  'reports/users': UsersReportPage,
  'reports/negative-balances': NegativeBalancesPage,
  'admin/service-accounts': ServiceAccountsPage,
  'admin/webhooks': WebhooksPage,
};
