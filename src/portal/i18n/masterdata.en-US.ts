// Texts of the generic views and the master data (admin, system, supporting lists), in English.
import type { masterdataNorwegian } from './masterdata.nb-NO';

const empty = 'No data to show.';

export const masterdataEnglish: typeof masterdataNorwegian = {
  schema: {
    file: {
      choose: 'Choose file',
      replace: 'Replace file',
      remove: 'Remove',
      chosen: 'File attached',
      limit: 'At most 5 MB.',
      too_large: 'Could not add the attachment, check that the file is not larger than 5 MB (%{name})',
    },
    attachments: {
      title: 'Attachments',
      add: 'Add attachment',
      remove: 'Remove %{name}',
      download: 'Download %{name}',
      empty: 'No attachments.',
      load_failed: 'Could not fetch the attachments.',
    },
    picker: { nameless: 'No name', new: 'New', closed: 'Closed', finished: 'Finished', inactive: 'Inactive', favorite: 'Favorite' },
    money: { format: 'Write the amount in kroner, e.g. 0.25.', range: 'The amount must be from %{min} to %{max} kr.' },
    confirm: { title: 'Confirm', yes: 'Yes, continue' },
    export: {
      xlsx: 'Excel (.xlsx)',
      csv: 'CSV',
      running: 'Exporting …',
      progress: '%{done} of %{total} row fetched |||| %{done} of %{total} rows fetched',
    },
  },
  sessions: { end: 'End session' },
  failures: {
    address: { load: 'Could not load the address.', save: 'Could not save the address.', delete: 'Could not delete the address.' },
    logo: { delete: 'Error deleting the logo.' },
    locations: { load: 'Error loading locations.' },
    user: {
      save: 'Unexpected error saving the user.',
      location_admin_role: 'Unexpected error removing the location admin role.',
    },
  },
  filters: { expired: 'Expired', not_expired: 'Not expired' },
  favorites: {
    column: 'Favorite',
    add: 'Add to favorites',
    remove: 'Remove from favorites',
    only: 'Favorites only',
    empty_locations: 'No locations to show.',
    empty_products: 'No products to show.',
    added: 'Added to favorites',
    removed: 'Removed from favorites',
  },
  caching: {
    intro: 'Empty the caches when master data has been changed outside the portal, so that the changes show at once.',
    server: 'Refresh the server\'s cache',
    server_text: 'Users, customers and locations are read from the database again on the next call.',
    server_done: 'The server\'s cache was emptied at %{time}.',
    portal: 'Refresh the portal\'s master data',
    portal_text: 'The session, the code lists and every list of the portal are fetched again.',
    portal_done: 'The portal\'s master data was fetched again at %{time}.',
  },
  jobs: {
    intro: 'The jobs run every night after 02:00 on one of the servers. Here you see when each job last ran and what it did, and you can run a job now.',
    table: 'Nightly jobs',
    job: 'Job',
    last_night: 'Last run for the night of',
    last_run: 'Last run',
    result: 'Result',
    never: 'Not run yet',
    running: 'Running now …',
    done: '%{done} done in %{seconds} s',
    failed: 'Failed: %{reason}',
    by: 'run by %{by}',
    run: 'Run now',
    run_label: 'Run now: %{job}',
    run_confirm: 'Run “%{job}” now?',
    run_confirm_text: 'The job does the night\'s work at once. What it changes cannot be undone.',
    finished: '%{job}: %{done} done.',
    names: {
      'purge-drafts': 'Purge old drafts',
      'auto-commit-deliveries': 'Confirm unanswered deliveries',
      'missing-registrations-stand': 'Unanswered missing registrations stand',
      'scheduled-orders': 'Create scheduled orders and pickups',
      'invoice-run': 'Invoice run',
    },
  },
  routes: {
    system: { products: 'Products', 'product-types': 'Product types', 'postal-codes': 'Postal codes' },
  },
  enums: {
    Task: { Order: 'Order', Delivery: 'Delivery', Reception: 'Reception', Expedition: 'Expedition', Inventory: 'Inventory', Reports: 'Reports', ShopAccounting: 'Shop accounting' },
    AdminLevel: { None: 'None', Location: 'Location', Customer: 'Customer', Chain: 'Chain', Global: 'Global', System: 'System' },
    ReportLevel: { None: 'None', Location: 'Location', Customer: 'Customer', Chain: 'Chain' },
    InventoryLevel: { None: 'None', MainApprove: 'Approve main count', ControlReg: 'Control registration' },
    Language: { 'nb-NO': 'Norwegian (Bokmål)', 'en-US': 'English' },
    EmploymentType: { Employed: 'Employed', External: 'External', Consultant: 'Consultant', Expired: 'Left' },
    // J05, P47: the user level follows the admin level; the label says what it allows.
    UserLevel: {
      standard: 'Standard: own location',
      customer: 'Customer: all the customer\'s locations',
      global: 'Global: the whole pool',
    },
    // C09, P32: how far the user's data reaches.
    ScopeLevel: {
      None: 'None',
      User: 'User: own data only',
      Location: 'Location: the location\'s users and data',
      Customer: 'Customer: the customer\'s locations, users and data',
      Chain: 'Chain: the chain\'s customers, locations and users',
      Global: 'Global: all customers, locations and users',
      System: 'System: everything, the system too',
      Disabled: 'Disabled: no access',
    },
    CustomerType: { provider: 'The pool operator', Industry: 'Industry', Wholesale: 'Wholesale', Shop: 'Shop', Purchase: 'Purchasing', Div: 'Miscellaneous', EPS: 'EPS', External: 'External' },
    SessionState: { Unknown: 'Unknown', Active: 'Active', Inactive: 'Inactive', Expired: 'Expired', Removed: 'Ended' },
    LogLevel: { Trace: 'Trace', Debug: 'Debug', Information: 'Information', Warning: 'Warning', Error: 'Error', Fatal: 'Fatal' },
  },
  resources: {
    'admin/company': {
      name: 'Company |||| Companies',
      empty,
      fields: {
        id: 'Customer number', name: 'Name', orgNumber: 'Organisation number', image: 'Logo', statusId: 'Status', type: 'Customer type', chainId: 'Chain',
        chainName: 'Chain', hasShopTransactions: 'Shop transactions', isNlp: 'The pool operator', adminUser: 'Customer admin', q: 'Search',
      },
    },
    'admin/users': {
      name: 'User |||| Users',
      empty,
      fields: {
        id: 'Id', name: 'Name', loginName: 'User name', password: 'Password', email: 'Email', phone: 'Phone', language: 'Language', active: 'Active',
        employeeId: 'Employee number', employmentType: 'Employment', adminLevel: 'Admin level', adminLevelEx: 'Effective admin level',
        userLevel: 'User level', dataLevel: 'Data level',
        reportLevelEx: 'Report level', inventoryLevelEx: 'Inventory level', tasksAllowed: 'Tasks', customerId: 'Customer', customerName: 'Customer',
        locationId: 'Location', locationName: 'Location', locationIds: 'Further locations', workArea: 'Work area', isNlp: 'The pool operator',
        isGlobalAdmin: 'Global admin', isFinancial: 'Financial reports', isAgent: 'Support agent', confirmedGdpr: 'Has accepted the terms', q: 'Search',
      },
    },
    'admin/external-locations': {
      name: 'External location |||| External locations',
      empty,
      fields: {
        id: 'Id', customerId: 'Customer', name: 'Name', gln: 'GLN', street: 'Street', postalCode: 'Postcode', city: 'City', countryCode: 'Country', active: 'Active', q: 'Search',
      },
    },
    'admin/addresses': {
      name: 'Address |||| Addresses',
      empty,
      fields: {
        id: 'Id', locationId: 'Location', type: 'Address type', rank: 'Rank', street: 'Street', postalCode: 'Postcode', city: 'City', countryCode: 'Country', active: 'Active',
        isDelivery: 'Delivery address', q: 'Search',
      },
    },
    'admin/location-products': {
      name: 'Location product |||| Location products',
      empty,
      fields: { id: 'Id', locationId: 'Location', productId: 'Product', qtyNoRent: 'Quantity free of rent', fromDate: 'From date', toDate: 'To date', expired: 'Validity' },
    },
    'system/logs': {
      name: 'Log |||| Logs',
      empty,
      fields: {
        id: 'Id', createdAt: 'Time', level: 'Level', category: 'Category', message: 'Message', userId: 'User', loginUserId: 'Logged-in user',
        details: 'Details', q: 'Search',
      },
    },
    'system/sessions': {
      name: 'Session |||| Sessions',
      empty,
      fields: {
        id: 'Id', loginUserId: 'User', userName: 'Name', loginName: 'User name', state: 'State', rememberMe: 'Remember me', createdAt: 'Started',
        lastSeenAt: 'Last used', expiresAt: 'Expires', endedAt: 'Ended', ipAddress: 'IP address', userAgent: 'Browser', q: 'Search',
      },
    },
    'system/products': {
      name: 'Product |||| Products',
      empty,
      fields: {
        id: 'Product number', name: 'Name', productTypeId: 'Product type', image: 'Picture', description: 'Description', isFavorite: 'Favorite',
        favorite: 'Favorites', locationId: 'Location', q: 'Search',
      },
    },
    'system/product-types': {
      name: 'Product type |||| Product types',
      empty,
      fields: { id: 'Id', name: 'Name', nameEn: 'Name (English)', q: 'Search' },
    },
    'system/postal-codes': {
      name: 'Postal code |||| Postal codes',
      empty,
      fields: { id: 'Id', countryCode: 'Country', postalCode: 'Postcode', city: 'City', q: 'Search' },
    },
    'lists/chains': { name: 'Chain |||| Chains', empty, fields: { id: 'Id', name: 'Name', adminUser: 'Chain admin', q: 'Search' } },
    'lists/transaction-statuses': { name: 'Transaction status |||| Transaction statuses', empty, fields: { id: 'Id', code: 'Code', name: 'Name', q: 'Search' } },
    'lists/transaction-types': { name: 'Transaction type |||| Transaction types', empty, fields: { id: 'Id', code: 'Code', name: 'Name', q: 'Search' } },
    'lists/inventory-levels': { name: 'Inventory level |||| Inventory levels', empty, fields: { id: 'Id', code: 'Code', name: 'Name', q: 'Search' } },
    'lists/report-levels': { name: 'Report level |||| Report levels', empty, fields: { id: 'Id', code: 'Code', name: 'Name', q: 'Search' } },
    'lists/countries': { name: 'Country |||| Countries', empty, fields: { id: 'Id', code: 'Code', name: 'Name', q: 'Search' } },
    'lists/languages': { name: 'Language |||| Languages', empty, fields: { id: 'Id', code: 'Code', name: 'Name', q: 'Search' } },
    'lists/work-areas': { name: 'Work area |||| Work areas', empty, fields: { id: 'Id', code: 'Code', name: 'Name', q: 'Search' } },
  },
};
