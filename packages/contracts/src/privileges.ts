// The action-privilege header of SPEC §6: each call names the action it performs, and the server refuses
// a call whose header does not match the route's privilege (403).
export const ACTION_PRIVILEGE_HEADER = 'action-privilege';
export const USER_TOKEN_HEADER = 'user-token';

export const actionPrivileges = {
  preOrderAccess: 'PreOrder-Access',
  accountSave: 'Account-Save',
  onBoardPassengerFromTicket: 'OnBoardOrder-GetOnBoardPassengerFromTicket',
  submitOnBoardOrder: 'OnBoardOrder-SubmitOnBoardOrder',
  similarItems: 'PreOrder-GetSimilarItems',
  subscribeToMail: 'PreOrder-SubmitSubscribetoMail',
  // Staff calls: the user token must be a staff token with the route's role as well.
  staffSignIn: 'Staff-SignIn',
  staffPackingList: 'Staff-PackingList',
  staffHandOver: 'Staff-HandOver',
  staffAuditLog: 'Staff-AuditLog',
  backOfficeItems: 'BackOffice-Items',
  staffFailedJobs: 'Staff-FailedJobs',
  cabinDuty: 'Staff-CabinDuty',
  backOfficePrices: 'BackOffice-Prices',
  backOfficeOrders: 'BackOffice-Orders',
  backOfficeCustomers: 'BackOffice-Customers',
  backOfficeDashboard: 'BackOffice-Dashboard',
  backOfficeFlights: 'BackOffice-Flights',
  backOfficeCatalogue: 'BackOffice-Catalogue',
  backOfficePurchaseRules: 'BackOffice-PurchaseRules',
  backOfficeCustomsRules: 'BackOffice-CustomsRules',
  backOfficeStaff: 'BackOffice-Staff',
} as const;

export type ActionPrivilege = (typeof actionPrivileges)[keyof typeof actionPrivileges];
