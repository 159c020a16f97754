// The switching rules (M04–M09, C41–C46, A12): who may act where and as whom, what the pickers
// offer in restricted mode and how the dialog behaves; each with an allowed and a refused case.
import { describe, expect, it } from 'vitest';
import { mayManageMessages, type AccessLocation, type AccessUser } from '../../src/domain/access';
import { AdminLevel, InventoryLevel, OrgStatus, ReportLevel } from '../../src/domain/levels';
import {
  actingScope, differsFromLogin, goesHomeAfterSwitch, isFlaggedStatus, mayLoginWhenSwitching, mayPickUser, mayTakeContext, pickerCustomers,
  pickerLocations, pickerUsers, switchedUserId, switchesOnLocationChoice, type SwitchingLogin,
} from '../../src/domain/switching';

const OWN_CUSTOMER = 100;
const OTHER_CUSTOMER = 200;
const OWN_LOCATION = 1000;
const ASSIGNED_LOCATION = 1001;
const SIBLING_LOCATION = 1002;
const CHAIN = 7;

function user(over: Partial<AccessUser> = {}): AccessUser {
  return {
    id: 10, adminLevelEx: AdminLevel.None, reportLevelEx: ReportLevel.None, inventoryLevelEx: InventoryLevel.None, tasksAllowed: [],
    isNlp: false, isFinancial: false, employeeId: null, customerId: OWN_CUSTOMER, locationId: OWN_LOCATION, active: true, ...over,
  };
}
const location = (id: number, over: Partial<AccessLocation> = {}): AccessLocation =>
  ({ id, customerId: OWN_CUSTOMER, isBalance: false, statusId: OrgStatus.Active, ...over });
const login = (over: Partial<AccessUser> = {}, assigned: number[] = []): SwitchingLogin =>
  ({ user: user(over), customer: { chainId: CHAIN }, assignedLocationIds: assigned });

const locationAdmin = { adminLevelEx: AdminLevel.Location };
const customerAdmin = { adminLevelEx: AdminLevel.Customer };
const globalAdmin = { adminLevelEx: AdminLevel.Global, isNlp: true, customerId: 1, locationId: 1 };
const agent = { isNlp: true, employeeId: 'E1', customerId: 1, locationId: 1 };

describe('mayTakeContext (A12, M07, M10)', () => {
  it('lets an ordinary user and a location admin act at their own and assigned locations only', () => {
    const ordinary = login();
    expect(mayTakeContext(ordinary, ordinary.user, location(OWN_LOCATION), CHAIN)).toBe(true);
    expect(mayTakeContext(ordinary, ordinary.user, location(SIBLING_LOCATION), CHAIN)).toBe(false);
    const admin = login(locationAdmin, [ASSIGNED_LOCATION]);
    expect(mayTakeContext(admin, admin.user, location(ASSIGNED_LOCATION), CHAIN)).toBe(true);
    expect(mayTakeContext(admin, admin.user, location(SIBLING_LOCATION), CHAIN)).toBe(false);
  });

  it('lets a customer admin act at the customer\'s active locations, never at another customer\'s (C05, C42)', () => {
    const admin = login(customerAdmin);
    expect(mayTakeContext(admin, admin.user, location(SIBLING_LOCATION), CHAIN)).toBe(true);
    expect(mayTakeContext(admin, admin.user, location(SIBLING_LOCATION, { statusId: OrgStatus.Finished }), CHAIN)).toBe(false);
    expect(mayTakeContext(admin, admin.user, location(OWN_LOCATION, { statusId: OrgStatus.Blocked }), CHAIN)).toBe(true);
    expect(mayTakeContext(admin, admin.user, location(2000, { customerId: OTHER_CUSTOMER }), null)).toBe(false);
  });

  it('lets only staff and global admins act as another user, of the location\'s customer (C46)', () => {
    const other = user({ id: 11 });
    for (const over of [{}, locationAdmin, customerAdmin]) expect(mayTakeContext(login(over), other, location(OWN_LOCATION), CHAIN)).toBe(false);
    expect(mayTakeContext(login(globalAdmin), other, location(SIBLING_LOCATION), CHAIN)).toBe(true);
    expect(mayTakeContext(login(agent), other, location(OWN_LOCATION), CHAIN)).toBe(true);
    expect(mayTakeContext(login(globalAdmin), other, location(2000, { customerId: OTHER_CUSTOMER }), null)).toBe(false);
    // Staff may be placed anywhere.
    const colleague = user({ id: 12, isNlp: true, customerId: 1 });
    expect(mayTakeContext(login(globalAdmin), colleague, location(2000, { customerId: OTHER_CUSTOMER }), null)).toBe(true);
  });

  it('refuses inactive login users and inactive acting users', () => {
    expect(mayTakeContext(login({ active: false }), user({ active: false }), location(OWN_LOCATION), CHAIN)).toBe(false);
    expect(mayTakeContext(login(globalAdmin), user({ id: 11, active: false }), location(OWN_LOCATION), CHAIN)).toBe(false);
  });
});

describe('actingScope (C05, C42)', () => {
  it('reads the acting location for location-level users and the scope for everyone else', () => {
    expect(actingScope(user(locationAdmin), { chainId: CHAIN }, ASSIGNED_LOCATION)).toEqual({ kind: 'location', locationId: ASSIGNED_LOCATION });
    expect(actingScope(user(customerAdmin), { chainId: CHAIN }, SIBLING_LOCATION)).toEqual({ kind: 'customer', customerId: OWN_CUSTOMER });
    expect(actingScope(user(globalAdmin), { chainId: null }, SIBLING_LOCATION)).toEqual({ kind: 'all' });
  });
});

describe('the pickers in restricted mode (C41–C43)', () => {
  it('C41: customers: all for global admins, otherwise the own one (staff agents too)', () => {
    expect(pickerCustomers(user(globalAdmin))).toEqual({ kind: 'all' });
    expect(pickerCustomers(user(agent))).toEqual({ kind: 'own', customerId: 1 });
    expect(pickerCustomers(user(customerAdmin))).toEqual({ kind: 'own', customerId: OWN_CUSTOMER });
  });

  it('C42: locations: staff with non-active ones, customer admins active ones, others their own', () => {
    expect(pickerLocations(login(agent))).toEqual({ kind: 'customer', includeInactive: true });
    expect(pickerLocations(login(customerAdmin))).toEqual({ kind: 'customer', includeInactive: false });
    expect(pickerLocations(login(locationAdmin, [ASSIGNED_LOCATION]))).toEqual({ kind: 'own', locationIds: [OWN_LOCATION, ASSIGNED_LOCATION] });
    expect(pickerLocations(login())).toEqual({ kind: 'own', locationIds: [OWN_LOCATION] });
  });

  it('C43: users: all for location admins and above, otherwise oneself', () => {
    expect(pickerUsers(user(locationAdmin))).toBe('all');
    expect(pickerUsers(user(globalAdmin))).toBe('all');
    expect(pickerUsers(user())).toBe('self');
    expect(pickerUsers(user(agent))).toBe('self');
  });
});

describe('the switch-location dialog (M04–M09, C45)', () => {
  it('C45, M04: the user picker, the switch button and "login when switch" are for global admins', () => {
    expect(mayPickUser(user(globalAdmin))).toBe(true);
    expect(mayPickUser(user(agent))).toBe(false);
    expect(mayLoginWhenSwitching(user(globalAdmin))).toBe(true);
    expect(mayLoginWhenSwitching(user(customerAdmin))).toBe(false);
  });

  it('M04, R48: only "login when switch" takes the chosen user; without it the login user only moves', () => {
    expect(switchedUserId(10, { userId: 11, withLogin: true })).toBe(11);
    expect(switchedUserId(10, { userId: 11, withLogin: false })).toBe(10);
    expect(switchedUserId(10, { userId: null, withLogin: true })).toBe(10);
  });

  it('M05: non-global admins switch as soon as they choose a location', () => {
    expect(switchesOnLocationChoice(user(customerAdmin))).toBe(true);
    expect(switchesOnLocationChoice(user(globalAdmin))).toBe(false);
  });

  it('M06: "back to logged-in location" when the selected user or location differs from the login', () => {
    const me = { id: 10, locationId: OWN_LOCATION };
    expect(differsFromLogin(me, { userId: 10, locationId: OWN_LOCATION })).toBe(false);
    expect(differsFromLogin(me, { userId: 10, locationId: SIBLING_LOCATION })).toBe(true);
    expect(differsFromLogin(me, { userId: 11, locationId: OWN_LOCATION })).toBe(true);
    expect(differsFromLogin(me, {})).toBe(false);
  });

  it('M08, R48: non-staff go Home after a switch; staff stay unless they switched with login', () => {
    expect(goesHomeAfterSwitch(user(customerAdmin), false)).toBe(true);
    expect(goesHomeAfterSwitch(user(agent), false)).toBe(false);
    expect(goesHomeAfterSwitch(user(globalAdmin), true)).toBe(true);
  });

  it('M09: flags every status but Active', () => {
    expect(isFlaggedStatus(OrgStatus.Active)).toBe(false);
    expect([OrgStatus.New, OrgStatus.Blocked, OrgStatus.Finished].every(isFlaggedStatus)).toBe(true);
  });
});

describe('messages (C38)', () => {
  it('C38: only global admins manage messages', () => {
    expect(mayManageMessages(user(globalAdmin))).toBe(true);
    expect(mayManageMessages(user({ adminLevelEx: AdminLevel.Chain }))).toBe(false);
  });
});
