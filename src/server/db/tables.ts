import type { ColumnType, Generated } from 'kysely';
import type { NoticeOptions } from '../../domain/notifications.js';

// Column names are camelCase here and snake_case in SQL (CamelCasePlugin).
type Created = ColumnType<Date, Date | string | undefined, never>;

export interface ChainTable { id: Generated<number>; name: string; adminUserId: number | null }

export interface CustomerTable {
  id: Generated<number>;
  name: string;
  orgNumber: string | null;
  image: string | null;
  statusId: number;
  type: string;
  chainId: number | null;
  hasShopTransactions: Generated<boolean>;
  adminUserId: number | null;
  /** 0005_versions: bumped by every write of the record; a write from an older one is refused (O25). */
  version: Generated<number>;
}

export interface LocationTable {
  id: Generated<number>;
  name: string;
  gln: string | null;
  customerId: number;
  statusId: number;
  type: string;
  countryCode: string;
  truckTypeId: number | null;
  truckTypeId2: number | null;
  truckTypeIds: Generated<number[]>;
  adminUserId: number | null;
  isSrsLocation: Generated<boolean>;
  isWebHidden: Generated<boolean>;
  isLightLocation: Generated<boolean>;
  isMainLocation: Generated<boolean>;
  defaultUserId: number | null;
  isBalance: Generated<boolean>;
  locationIdInventEx: number | null;
  /** 0005_versions: bumped by every write of the record; a write from an older one is refused (O25). */
  version: Generated<number>;
}

export interface AddressTable {
  id: Generated<number>;
  locationId: number;
  type: string;
  /** P38 */
  rank: Generated<string>;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  active: Generated<boolean>;
  isDelivery: Generated<boolean>;
}

export interface ProductTypeTable { id: number; name: string; nameEn: Generated<string | null>; version: Generated<number> }
export interface ProductTable { id: number; name: string; productTypeId: number; image: string | null; description: Generated<string | null>; unitsPerPlace: Generated<number | null>; withdrawalLimitPercent: Generated<number | null>; version: Generated<number> }
export interface TruckTypeTable { id: number; name: string; isStandard: boolean; palletPlaces: Generated<number | null>; version: Generated<number> }

export interface LocationProductTable {
  id: Generated<number>;
  locationId: number;
  productId: number;
  qtyNoRent: Generated<number>;
  fromDate: string | null;
  toDate: string | null;
}

export interface UserTable {
  id: Generated<number>;
  loginName: string;
  name: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  language: Generated<string>;
  active: Generated<boolean>;
  employeeId: string | null;
  employmentType: string | null;
  adminLevel: Generated<number>;
  reportLevel: Generated<number>;
  inventoryLevel: Generated<number>;
  tasksAllowed: Generated<string[]>;
  customerId: number;
  locationId: number;
  isFinancial: Generated<boolean>;
  confirmedGdpr: Generated<boolean>;
  createdAt: Created;
  /** J05, J06 (work_areas). */
  workArea: Generated<string | null>;
  /** 0005_versions: bumped by every write of the record; a write from an older one is refused (O25). */
  version: Generated<number>;
  /** 0019_integrations: the user of a service account, which calls with a key and never signs in. */
  isServiceAccount: Generated<boolean>;
  /** 0021_notices (B38): what the user is told of, and how. */
  noticeOptions: ColumnType<NoticeOptions, string | undefined, string>;
}

export interface SessionTable {
  id: Generated<number>;
  tokenHash: string;
  loginUserId: number;
  state: number;
  rememberMe: boolean;
  createdAt: Created;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** The context last chosen with POST status (0004_identity). */
  actingUserId: Generated<number | null>;
  actingLocationId: Generated<number | null>;
}

export interface LoginFailureTable { id: Generated<number>; loginName: string; ipAddress: string | null; createdAt: Created }

export interface LogTable {
  id: Generated<number>;
  createdAt: Created;
  level: string;
  category: string;
  message: string;
  userId: number | null;
  loginUserId: number | null;
  details: unknown;
}

// Support desk (section I).
export interface SupportMainCategoryTable { id: string; name: string; nameEn: string; sortOrder: Generated<number> }
export interface SupportCategoryTable {
  id: Generated<number>; mainCategoryId: string; name: string; nameEn: string; videoLink: string | null; sortOrder: Generated<number>;
  /** 0021_notices: a ticket of this category is a quality deviation at its location (B38). */
  qualityDeviation: Generated<boolean>;
}
/** 0021_notices (B38): a notice to one user, read in the portal and mailed where the user chose mail. */
export interface NoticeTable {
  id: Generated<number>;
  userId: number;
  event: string;
  kind: string;
  locationId: number | null;
  customerId: number | null;
  transactionId: number | null;
  ticketId: number | null;
  createdAt: Created;
  readAt: Date | null;
  byMail: Generated<boolean>;
  mailClaimedUntil: Date | null;
  mailedAt: Date | null;
}
export interface SupportTicketTable {
  id: Generated<number>;
  title: string;
  status: number;
  priority: number | null;
  agentUserId: number | null;
  customerId: number;
  locationId: number;
  orderedByUserId: number | null;
  createdByUserId: number;
  mainCategoryId: string | null;
  categoryId: number | null;
  orderId: number | null;
  transactionTypeId: number | null;
  productId: number | null;
  internal: Generated<boolean>;
  createdAt: Created;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** 0005_versions: bumped by every write of the record; a write from an older one is refused (O25). */
  version: Generated<number>;
}
export interface SupportEventTable { id: Generated<number>; ticketId: number; description: string; internalUse: Generated<boolean>; status: number; userId: number; createdAt: Created }
export interface SupportAttachmentTable { id: Generated<number>; ticketEventId: number; userId: number; filename: string; contentType: string; size: number; content: Uint8Array; createdAt: Created }
export interface SupportImageTable { key: string; name: string; contentType: string; content: Uint8Array; userId: number; createdAt: Created }
export interface SettingTable { scope: string; name: string; value: unknown; updatedAt: ColumnType<Date, Date | string | undefined, Date | string> }

// Identity: switching, messages, mail archive, password reset, terms, registration (0004_identity).
export interface UserLocationTable { userId: number; locationId: number }
export interface MessageTable {
  id: Generated<number>;
  title: string;
  text: string;
  createdAt: Created;
  priority: number;
  type: string;
  mustRead: boolean;
  taskId: string | null;
  parentId: number | null;
  customerId: number | null;
  locationId: number | null;
  createdByUserId: number | null;
  /** 0005_versions: bumped by every write of the record; a write from an older one is refused (O25). */
  version: Generated<number>;
}
export interface MessageReadTable { messageId: number; userId: number; readAt: Created; loginUserId: number | null }
export interface MessageAttachmentTable { id: Generated<number>; messageId: number; filename: string; contentType: string; size: number; contentData: string; createdAt: Created }
export interface MailArchiveTable {
  id: Generated<number>;
  createdAt: Created;
  kind: string;
  toAddress: string;
  toName: string | null;
  subject: string;
  body: string;
  userId: number | null;
  customerId: number | null;
  locationId: number | null;
  delivery: Generated<string>;
  deliveryError: string | null;
}
export interface PasswordResetTokenTable { id: Generated<number>; userId: number; tokenHash: string; createdAt: Created; expiresAt: Date; usedAt: Date | null }
export interface GdprDismissalTable { userId: number; dismissedByUserId: number; dismissedAt: Created }
export interface RegistrationRequestTable {
  id: Generated<number>;
  createdAt: Created;
  companyName: string;
  orgNumber: string;
  gln: string | null;
  locationName: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string;
  contactName: string;
  email: string;
  phone: string | null;
  comment: string | null;
  messageId: number | null;
}
export interface GlnRegisterTable { gln: string; name: string; orgNumber: string | null; street: string | null; postalCode: string | null; city: string | null; countryCode: string }

/** Code lists of the session context (A10): statuses, types, levels, countries, languages, work areas. */
export interface CodeListTable<Id extends number | string = number> { id: Id; code: string; name: string; nameEn: string }
export interface PostalCodeTable { id: Generated<number>; countryCode: string; postalCode: string; city: string; version: Generated<number> }
export interface ExternalLocationTable {
  id: Generated<number>;
  customerId: number;
  name: string;
  gln: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string;
  active: Generated<boolean>;
  /** 0005_versions: bumped by every write of the record; a write from an older one is refused (O25). */
  version: Generated<number>;
  /** 0015_external_shop: its stock account in the ledger, made with its first external order. */
  accountLocationId: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface FavoriteLocationTable { userId: number; locationId: number }
export interface FavoriteProductTable { userId: number; productId: number }

// The carrier ledger (0006_ledger, LEDGER.md).
type Day = ColumnType<string, string, string>;
export interface TransactionTable {
  id: Generated<number>;
  type: number;
  status: number;
  source: Generated<string>;
  locationIdFrom: number;
  locationIdTo: number;
  accountFrom: number;
  accountTo: number;
  customerIdFrom: number;
  customerIdTo: number;
  senderReference: string | null;
  receiverReference: string | null;
  transactionDate: Day;
  processBy: Day | null;
  truckTypeId: number | null;
  version: Generated<number>;
  createdAt: Created;
  createdByUserId: number | null;
  createdByLoginUserId: number | null;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedByUserId: number | null;
  updatedByLoginUserId: number | null;
  sentAt: Date | null;
  /** 0008_schedules: the schedule that created it. */
  scheduleId: ColumnType<number | null, number | null | undefined, number | null>;
  confirmedAt: Date | null;
  replacedById: number | null;
  /** 0010_inventory: the main count a stock settlement was posted for. */
  inventoryCountId: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0015_external_shop: the external location an external order (type 9) goes to. */
  externalLocationId: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0015_external_shop: the side that registered a shop transaction (type 10); the other side answers it. */
  registeredSide: ColumnType<'sender' | 'receiver' | null, 'sender' | 'receiver' | null | undefined, 'sender' | 'receiver' | null>;
}
export interface OrderNumberReservationTable { id: number; kind: 'external' | 'shop'; loginUserId: number; createdAt: Created }
export interface TransactionLineTable { id: Generated<number>; transactionId: number; productId: number; qtyOrdered: number; qtyPicked: number | null; qtyReceived: number | null }
export interface TransactionCommentTable {
  id: Generated<number>; transactionId: number; text: string; userId: number | null; loginUserId: number | null; createdAt: Created;
  filename: string | null; contentType: string | null; size: number | null; content: Uint8Array | null;
}
export interface StockMovementTable { id: Generated<number>; transactionId: number; accountLocationId: number; productId: number; quantity: number; bookedOn: Day; createdAt: Created }
export interface StockBalanceTable { locationId: number; productId: number; quantity: number }
/** 0007_stock: the net movement of a month (its first day) per account and product. */
export interface StockMonthTable { locationId: number; productId: number; month: Day; net: number }
/** 0009_store: a location's report of what it holds of a product on a day. */
export interface StoreReportTable {
  id: Generated<number>;
  locationId: number;
  productId: number;
  quantity: number;
  reportedOn: Day;
  userId: number;
  loginUserId: number;
  createdAt: Generated<Date>;
}
/** 0010_inventory: a counting window of the operator (F06, F07). */
export interface InventoryPeriodTable {
  id: Generated<number>;
  name: string;
  controlFrom: Day;
  controlTo: Day;
  status: Generated<string>;
  canClaim: Generated<boolean>;
  canResponse: Generated<boolean>;
  canMaster: Generated<boolean>;
  isVisible: Generated<boolean>;
  version: Generated<number>;
}
/** 0010_inventory: a count at a balance location (F05, F07). */
export interface InventoryCountTable {
  id: Generated<number>;
  periodId: number | null;
  locationId: number;
  type: string;
  status: Generated<string>;
  countedOn: Day;
  claimComment: string | null;
  createdByUserId: number;
  createdByLoginUserId: number;
  createdAt: Generated<Date>;
  submittedAt: Date | null;
  approvedAt: Date | null;
  approvedByUserId: number | null;
  version: Generated<number>;
}
/** 0010_inventory: one product of a count, saved as it is typed. */
export interface InventoryCountLineTable {
  countId: number;
  productId: number;
  quantity: number;
  booked: number;
  claimed: number | null;
  countedOn: Day;
  correctedBy: string | null;
  canceled: Generated<boolean>;
  userId: number;
  loginUserId: number;
  updatedAt: Generated<Date>;
}
/** 0011_invoices: a price of the list, in øre (hire per carrier-day per product, or a fee). */
export interface PriceTable { id: Generated<number>; kind: string; productId: number | null; ore: number; validFrom: Day; validTo: ColumnType<string | null, string | null | undefined, string | null>; version: Generated<number> }
/** 0011_invoices: a customer's invoice of a month, stored once issued. */
export interface InvoiceTable { id: Generated<number>; customerId: number; month: Day; issuedAt: Generated<Date>; totalOre: number; graceDays: Generated<number> }
export interface InvoiceLineTable {
  id: Generated<number>;
  invoiceId: number;
  kind: string;
  locationId: number;
  productId: number | null;
  fromDate: Day;
  toDate: Day;
  quantity: number;
  unitOre: number;
  amountOre: number;
  opening: number | null;
  correctsMonth: ColumnType<string | null, string | null | undefined, string | null>;
}
/** 0012_dashboards: one of the operator's BI dashboards (G07). */
export interface BiDashboardTable { id: Generated<number>; name: string; description: string | null; url: string; version: Generated<number> }
/** 0013_information: an article, guide or video of the operator (L01–L03). */
export interface InformationItemTable { id: Generated<number>; kind: string; title: string; summary: string | null; body: Generated<string>; videoUrl: string | null; published: Generated<boolean>; updatedAt: Generated<Date>; version: Generated<number> }
/** 0016_import: an uploaded Excel file of deliveries, its validation and its approval (E10–E12). */
export interface ImportFileTable {
  id: Generated<number>;
  userId: number;
  loginUserId: number | null;
  locationId: number;
  filename: string;
  size: number;
  content: Uint8Array | null;
  firstRowIsHeader: Generated<boolean>;
  status: Generated<string>;
  validationRun: Generated<number>;
  rowsExpected: number | null;
  rowsRead: Generated<number>;
  rowCount: Generated<number>;
  deliveryCount: Generated<number>;
  quantityTotal: Generated<number>;
  errorCount: Generated<number>;
  warningCount: Generated<number>;
  errors: ColumnType<unknown[], string | undefined, string>;
  warnings: ColumnType<unknown[], string | undefined, string>;
  orderCount: number | null;
  createdAt: Created;
  updatedAt: Generated<Date>;
  validatedAt: Date | null;
  approvedAt: Date | null;
  rejectedAt: Date | null;
}
/** 0016_import: a row of a valid import file, numbered into the deliveries it makes. */
export interface ImportRowTable {
  fileId: number;
  rowNo: number;
  deliveryNo: number;
  locationIdTo: number;
  transactionDate: Day;
  type: number;
  senderReference: string | null;
  receiverReference: string | null;
  productId: number;
  quantity: number;
}
/** 0008_schedules: a scheduled order (type 1) or pickup (type 2) of a location, with the depot. */
export interface ScheduledOrderTable {
  id: Generated<number>;
  type: number;
  locationId: number;
  depotLocationId: number;
  everyWeeks: number;
  weekdays: number[];
  startDate: Day;
  endDate: ColumnType<string | null, string | null, string | null>;
  active: Generated<boolean>;
  senderReference: string | null;
  lines: ColumnType<Array<{ productId: number; quantity: number }>, string, string>;
  createdThrough: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  createdByUserId: number | null;
  createdByLoginUserId: number | null;
  updatedAt: Generated<Date>;
}

/** 0019_integrations: a customer's API key for an integration, bound to its own user row. */
export interface ServiceAccountTable {
  id: Generated<number>;
  userId: number;
  customerId: number;
  name: string;
  keyHash: string;
  keyHint: string;
  createdAt: Created;
  createdByUserId: number;
  createdByLoginUserId: number;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  revokedByUserId: number | null;
}
/** 0019_integrations: where a customer's system wants to be told of events, and which. */
export interface WebhookEndpointTable {
  id: Generated<number>;
  customerId: number;
  url: string;
  description: string | null;
  events: string[];
  secret: string;
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: Created;
  createdByUserId: number;
  createdByLoginUserId: number;
}
/** 0019_integrations: the outbox, one row per event and endpoint, and where its delivery stands. */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  endpointId: number;
  eventType: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  createdAt: Created;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  nextAttemptAt: Generated<Date>;
  claimedUntil: Date | null;
  lastAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
}
export interface WebhookAttemptTable { id: Generated<number>; deliveryId: number; attemptedAt: Date; statusCode: number | null; error: string | null; durationMs: number }

export interface Tables {
  chains: ChainTable;
  customers: CustomerTable;
  locations: LocationTable;
  addresses: AddressTable;
  productTypes: ProductTypeTable;
  products: ProductTable;
  truckTypes: TruckTypeTable;
  locationProducts: LocationProductTable;
  users: UserTable;
  sessions: SessionTable;
  loginFailures: LoginFailureTable;
  logs: LogTable;
  supportMainCategories: SupportMainCategoryTable;
  supportCategories: SupportCategoryTable;
  notices: NoticeTable;
  supportTickets: SupportTicketTable;
  supportEvents: SupportEventTable;
  supportAttachments: SupportAttachmentTable;
  supportImages: SupportImageTable;
  settings: SettingTable;
  userLocations: UserLocationTable;
  messages: MessageTable;
  messageReads: MessageReadTable;
  messageAttachments: MessageAttachmentTable;
  mailArchive: MailArchiveTable;
  passwordResetTokens: PasswordResetTokenTable;
  gdprDismissals: GdprDismissalTable;
  registrationRequests: RegistrationRequestTable;
  glnRegister: GlnRegisterTable;
  transactionStatuses: CodeListTable;
  transactionTypes: CodeListTable;
  inventoryLevels: CodeListTable;
  reportLevels: CodeListTable;
  countries: CodeListTable<string>;
  languages: CodeListTable<string>;
  workAreas: CodeListTable<string>;
  postalCodes: PostalCodeTable;
  externalLocations: ExternalLocationTable;
  favoriteLocations: FavoriteLocationTable;
  favoriteProducts: FavoriteProductTable;
  transactions: TransactionTable;
  transactionLines: TransactionLineTable;
  orderNumberReservations: OrderNumberReservationTable;
  transactionComments: TransactionCommentTable;
  stockMovements: StockMovementTable;
  stockBalances: StockBalanceTable;
  stockMonths: StockMonthTable;
  scheduledOrders: ScheduledOrderTable;
  storeReports: StoreReportTable;
  inventoryPeriods: InventoryPeriodTable;
  inventoryCounts: InventoryCountTable;
  inventoryCountLines: InventoryCountLineTable;
  prices: PriceTable;
  invoices: InvoiceTable;
  invoiceLines: InvoiceLineTable;
  biDashboards: BiDashboardTable;
  informationItems: InformationItemTable;
  importFiles: ImportFileTable;
  importRows: ImportRowTable;
  serviceAccounts: ServiceAccountTable;
  webhookEndpoints: WebhookEndpointTable;
  webhookDeliveries: WebhookDeliveryTable;
  webhookAttempts: WebhookAttemptTable;
}
