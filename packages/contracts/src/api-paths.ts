// Every server call of SPEC §7 (plus the token and search calls the spec leaves unnamed), written once.
// The paths are part of the contract with existing clients: keep them exactly as they are.
export const apiPaths = {
  tokenIssue: '/User/api/V1.0/Token/Issue',
  signIn: '/User/api/V1.0/Account/SignIn',
  shebamilesSignIn: '/User/api/V1.0/Account/ShebamilesSignIn',
  /** Not in the spec: ends the signed-in session on the server, for every process. */
  signOut: '/User/api/V1.0/Account/SignOut',
  forgotPassword: '/User/api/V1.0/Password/ForgotPassword',
  resetForgotPassword: '/User/api/V1.0/Password/ResetForgotPassword',
  changePassword: '/User/api/V1.0/Password/ChangePassword',
  customerProfileCreate: '/MasterData/api/V1.0/CustomerProfile/Create',
  customerProfileUpdate: '/MasterData/api/V1.0/CustomerProfile/Update',
  passengerProfile: '/MasterData/api/V1.0/CustomerProfile/GetPassengerProfile',
  onBoardPassengerFromTicket: '/OnBoardOrder/api/V1.0/OnBoardOrder/GetOnBoardPassengerFromTicket',
  submitOnBoardOrder: '/OnBoardOrder/api/V1.0/OnBoardOrder/SubmitOnBoardOrder',
  allOnBoardItems: '/OnBoardOrder/api/V1.0/OnBoardOrder/GetAllOnBoardItems',
  cancelPreOrder: '/PreOrder/api/V1.0/PreOrder/CancelPreOrder',
  myOrders: '/PreOrder/api/V1.0/PreOrder/GetMyOrders',
  updatePreOrder: '/PreOrder/api/V1.0/PreOrder/UpdatePreOrder',
  pricesForVolumeOrder: '/PreOrder/api/V1.0/PreOrder/GetPricesForVolumeOrder',
  subscribeToMail: '/PreOrder/api/V1.0/PreOrder/SubscribetoMail',
  itemById: '/MasterData/api/V1.0/Item/GetById',
  itemDetail: '/PreOrder/api/V1.0/PreOrder/GetItemDetail',
  similarItems: '/PreOrder/api/V1.0/PreOrder/GetSimilarItems',
  priceListByPromoCode: '/PreOrder/api/V1.0/PriceList/GetPriceListByPromoCode',
  priceListByOfferType: '/PreOrder/api/V1.0/PriceList/GetPriceListByOfferType',
  categoriesHierarchical: '/MasterData/api/V1.0/ItemCategory/GetItemCategoryHierarchical',
  brands: '/MasterData/api/V1.0/Brand/GetAll',
  /** GET → the purchase rules' item codes and reasons, in the shopper's language. */
  purchaseRules: '/MasterData/api/V1.0/PurchaseRule/GetAll',
  banners: '/PreOrder/api/V1.0/Banner/GetAll',
  /** GET → the special-offers landing page's picture and 'What is' text an admin set, in the call's language. */
  specialLanding: '/PreOrder/api/V1.0/SpecialLanding/Get',
  feedbackCreate: '/PreOrder/api/V1.0/CustomerFeedBack/Create',
  preOrderItems: '/PreOrder/api/V1.0/PreOrder/GetPreOrderItems',
  currencies: '/MasterData/api/V1.0/Currency/GetAll',
  // The spec does not name these four; the paths follow the style of the named ones.
  /** POST { currencyId, itemIds } → availabilitiesRes. */
  productDetails: '/PreOrder/api/V1.0/PreOrder/GetProductDetails',
  /** GET ?searchText= → up to 5 items. */
  autoSuggest: '/PreOrder/api/V1.0/PreOrder/AutoSuggest',
  /** GET: search results and every listing page (category, brand, collection, section), paged. */
  searchItems: '/PreOrder/api/V1.0/PreOrder/SearchItems',
  /** GET: the anti-forgery token the home page fetches. */
  antiForgeryToken: '/PreOrder/api/V1.0/AntiForgery/GetToken',
  // The spec does not name this one either: the cart page and the checkout price the cart on the server.
  /** POST { currencyId, lines: [{ itemId, quantity }], promoCode? } → the authoritative lines and totals. */
  priceCart: '/PreOrder/api/V1.0/PreOrder/PriceCart',
  // Nor these two, the confirmation page's and order tracking's.
  /** GET ?orderCode= → paymentSummary: the confirmation page and an account's order page. */
  paymentSummary: '/PreOrder/api/V1.0/PreOrder/GetPaymentSummary',
  /** POST { email, orderCode } → paymentSummary: order tracking without an account. */
  trackOrder: '/PreOrder/api/V1.0/PreOrder/TrackOrder',
  /** PUT { orderCode } → the order's payment page again: a traveller back from it unpaid pays the same order. */
  resumePayment: '/PreOrder/api/V1.0/PreOrder/ResumePayment',
  // The airline staff's calls (not in the spec): sign-in, a flight's packing list, hand-over, the audit log.
  staffSignIn: '/Staff/api/V1.0/Account/SignIn',
  staffSignOut: '/Staff/api/V1.0/Account/SignOut',
  /** GET ?flightNumber=&date= → flights; without them, today's and tomorrow's. */
  staffFlights: '/Staff/api/V1.0/Flight/Search',
  /** GET ?flightId= → the load and the bags. */
  staffPackingList: '/Staff/api/V1.0/Flight/GetPackingList',
  /** GET ?flightId= → the same list as text/csv. */
  staffPackingListCsv: '/Staff/api/V1.0/Flight/GetPackingListCsv',
  /** POST { orderCode, payment? } → the bag, handed over. */
  staffHandOver: '/Staff/api/V1.0/Order/HandOver',
  /** POST { orderCode } → the bag, not collected (stock back, money back). */
  staffNotCollected: '/Staff/api/V1.0/Order/MarkNotCollected',
  /** POST { token } → whose link it is, and an admin's authenticator to set up. */
  staffAccessLink: '/Staff/api/V1.0/Account/GetAccessLink',
  /** POST { token, password, code? } → the password set (an admin: with their recovery codes). */
  staffSetPassword: '/Staff/api/V1.0/Account/SetPassword',
  // The back office (admin): staff accounts.
  /** GET → every staff account, by name. */
  backOfficeStaffAccounts: '/Staff/api/V1.0/StaffAccount/GetAll',
  /** POST { name, email, role } → the account, invited (a link mailed to choose a password). */
  backOfficeInviteStaff: '/Staff/api/V1.0/StaffAccount/Invite',
  /** POST { staffId, role } → the account in its new role (its sessions end). */
  backOfficeChangeStaffRole: '/Staff/api/V1.0/StaffAccount/ChangeRole',
  /** POST { staffId, active } → the account, disabled (its sessions end on every process) or enabled. */
  backOfficeSetStaffActive: '/Staff/api/V1.0/StaffAccount/SetActive',
  /** POST { staffId } → the account; a link to choose a new password is mailed. */
  backOfficeResetStaffPassword: '/Staff/api/V1.0/StaffAccount/ResetPassword',
  /** GET ?before=&limit= → audit entries, newest first (admin). */
  staffAuditLog: '/Staff/api/V1.0/AuditLog/GetAll',
  // The back office (admin): the goods the shop sells.
  /** GET ?search=&after= → a page of items, by id (keyset). */
  backOfficeItems: '/Staff/api/V1.0/Item/GetAll',
  /** GET ?itemId= → one item with every field the form edits. */
  backOfficeItem: '/Staff/api/V1.0/Item/Get',
  /** GET ?itemId= → the newest movements of the item's warehouse stock (sales, returns, adjustments). */
  backOfficeItemStockMovements: '/Staff/api/V1.0/Item/GetStockMovements',
  /** GET → the brands, categories and kinds of goods an item may name. */
  backOfficeItemChoices: '/Staff/api/V1.0/Item/GetChoices',
  /** POST itemDraft → the item, created. */
  backOfficeCreateItem: '/Staff/api/V1.0/Item/Create',
  /** POST ?itemId= itemDraft → the item, changed. */
  backOfficeUpdateItem: '/Staff/api/V1.0/Item/Update',
  /** POST { itemId, active } → the item, taken off sale or back on it. */
  backOfficeSetItemActive: '/Staff/api/V1.0/Item/SetActive',
  /** POST { itemId, picture (base64) } → the item, with the picture shown first. */
  backOfficeUploadItemPicture: '/Staff/api/V1.0/Item/UploadPicture',
  /** GET ?itemId= → the item's volume prices and the days they run, or null. */
  backOfficeItemVolumePrices: '/Staff/api/V1.0/Item/GetVolumePrices',
  /** POST ?itemId= itemVolumePricesDraft → the same, saved. */
  backOfficeSaveItemVolumePrices: '/Staff/api/V1.0/Item/SaveVolumePrices',
  /** GET ?itemId= → the item's latest price changes (who, when, before, after), newest first. */
  backOfficeItemPriceHistory: '/Staff/api/V1.0/Item/GetPriceHistory',
  /** POST { changeId } → the item, with the prices that change replaced put back (itself a change, audited). */
  backOfficeRestoreItemPrice: '/Staff/api/V1.0/Item/RestorePrice',
  /** GET ?limit= → the jobs that ran out of attempts, newest first (admin). */
  staffFailedJobs: '/Staff/api/V1.0/Job/GetFailed',
  // The crew's flight without a network (cabin.ts): take the flight, send actions, pull changes.
  cabinTakeFlight: '/Staff/api/V1.0/Cabin/TakeFlight',
  cabinActions: '/Staff/api/V1.0/Cabin/Actions',
  cabinChanges: '/Staff/api/V1.0/Cabin/Changes',
  cabinConflicts: '/Staff/api/V1.0/Cabin/Conflicts',
  cabinEndDuty: '/Staff/api/V1.0/Cabin/EndDuty',
  /** POST closeTrolleyRequest → the flight's trolley reconciliation; its counted goods back in the warehouse. */
  cabinCloseTrolley: '/Staff/api/V1.0/Cabin/CloseTrolley',
  /** GET ?flightId= → the flight's trolley reconciliation, or null until the trolley is closed. */
  cabinReconciliation: '/Staff/api/V1.0/Cabin/Reconciliation',
  /** GET ?flightId= → the same reconciliation as text/csv (404 until the trolley is closed). */
  cabinReconciliationCsv: '/Staff/api/V1.0/Cabin/ReconciliationCsv',
  // The back office (admin): price lists (offers and promotion codes) and exchange rates.
  /** GET ?kind=&after= → a page of price lists, by id. */
  backOfficePriceLists: '/Staff/api/V1.0/PriceList/GetAll',
  /** GET ?priceListId= → one price list with its prices. */
  backOfficePriceList: '/Staff/api/V1.0/PriceList/Get',
  backOfficeCreatePriceList: '/Staff/api/V1.0/PriceList/Create',
  /** POST ?priceListId= with the whole list. */
  backOfficeUpdatePriceList: '/Staff/api/V1.0/PriceList/Update',
  /** POST { priceListId }: the list stops now. */
  backOfficeEndPriceList: '/Staff/api/V1.0/PriceList/End',
  backOfficeExchangeRates: '/Staff/api/V1.0/Currency/GetRates',
  backOfficeSetExchangeRate: '/Staff/api/V1.0/Currency/SetRate',
  /** GET ?currencyId= → the currency's latest rate changes (who, when, before, after), newest first. */
  backOfficeExchangeRateHistory: '/Staff/api/V1.0/Currency/GetRateHistory',
  /** POST { changeId } → the rate that change replaced, put back (itself a change, audited). */
  backOfficeRestoreExchangeRate: '/Staff/api/V1.0/Currency/RestoreRate',
  // The back office (admin): orders, customers and the dashboard.
  /** GET ?orderCode=&traveller=&ticketNumber=&email=&flightNumber=&from=&to=&status=&before= → a page of orders, newest first (keyset). */
  backOfficeOrders: '/Staff/api/V1.0/Order/Search',
  /** GET ?orderCode= → one order with its payments, refunds, miles and audit trail. */
  backOfficeOrder: '/Staff/api/V1.0/Order/Get',
  /** POST { orderCode, reason } → the order, cancelled (stock back, refund queued), audited. */
  backOfficeCancelOrder: '/Staff/api/V1.0/Order/Cancel',
  /** GET ?search= → shop accounts and loyalty members (never password data). */
  backOfficeCustomers: '/Staff/api/V1.0/Customer/Search',
  /** GET → orders and revenue per day and per flight (30 days), top items, low stock. */
  backOfficeDashboard: '/Staff/api/V1.0/Dashboard/Get',
  // The back office (admin): flights, their passengers and their loads.
  /** GET ?flightNumber=&after= → a page of flights by departure (keyset). */
  backOfficeFlights: '/Staff/api/V1.0/Schedule/GetAll',
  /** GET ?flightId= → one flight. */
  backOfficeFlight: '/Staff/api/V1.0/Schedule/Get',
  /** GET → the airports a flight may fly between. */
  backOfficeFlightChoices: '/Staff/api/V1.0/Schedule/GetChoices',
  /** POST flightDraft → the flight, created. */
  backOfficeCreateFlight: '/Staff/api/V1.0/Schedule/Create',
  /** POST ?flightId= flightDraft → the flight, changed. */
  backOfficeUpdateFlight: '/Staff/api/V1.0/Schedule/Update',
  /** POST { csv } → how many flights were added, and each bad line's problems. */
  backOfficeImportSchedule: '/Staff/api/V1.0/Schedule/Import',
  /** GET ?flightId= → the goods on board. */
  backOfficeFlightLoad: '/Staff/api/V1.0/Schedule/GetLoad',
  /** POST ?flightId= flightLoadDraft → the goods on board, each line adjusted from the figure shown. */
  backOfficeSaveFlightLoad: '/Staff/api/V1.0/Schedule/SaveLoad',
  /** GET ?flightId= → the newest movements of the goods on board (loads, sales, returns). */
  backOfficeFlightStockMovements: '/Staff/api/V1.0/Schedule/GetStockMovements',
  /** GET ?flightId= → the passengers holding a ticket for it. */
  backOfficeFlightTickets: '/Staff/api/V1.0/Schedule/GetTickets',
  /** POST ?flightId= flightTicketDraft → the passengers, with this ticket on the flight. */
  backOfficeSaveFlightTicket: '/Staff/api/V1.0/Schedule/SaveTicket',
  /** POST ?flightId= flightTicketMove → the passengers left, and what became of the ticket's orders. */
  backOfficeMoveFlightTicket: '/Staff/api/V1.0/Schedule/MoveTicket',
  // The back office (admin): brands and categories.
  /** GET → every brand, by name. */
  backOfficeBrands: '/Staff/api/V1.0/Brand/GetAll',
  /** POST brandDraft → the brand, created. */
  backOfficeCreateBrand: '/Staff/api/V1.0/Brand/Create',
  /** POST ?brandId= brandDraft → the brand, changed. */
  backOfficeUpdateBrand: '/Staff/api/V1.0/Brand/Update',
  /** POST ?brandId= { picture (base64) } → the brand, with this logo. */
  backOfficeUploadBrandLogo: '/Staff/api/V1.0/Brand/UploadLogo',
  /** GET → every category, top-level ones first. */
  backOfficeCategories: '/Staff/api/V1.0/Category/GetAll',
  /** POST categoryDraft → the category, created. */
  backOfficeCreateCategory: '/Staff/api/V1.0/Category/Create',
  /** POST ?categoryId= categoryDraft → the category, changed. */
  backOfficeUpdateCategory: '/Staff/api/V1.0/Category/Update',
  /** POST ?categoryId= { picture (base64) } → the category, with this image. */
  backOfficeUploadCategoryImage: '/Staff/api/V1.0/Category/UploadImage',
  // The back office (admin): the purchase rules (age-gate exemptions, EU-banned cosmetics).
  /** GET → every purchase rule with its item codes and its reason in the three languages. */
  backOfficePurchaseRules: '/Staff/api/V1.0/PurchaseRule/GetAll',
  /** POST ?rule= purchaseRuleItemRequest → the rule, naming this item code too. */
  backOfficeAddPurchaseRuleItem: '/Staff/api/V1.0/PurchaseRule/AddItem',
  /** POST ?rule= purchaseRuleItemRequest → the rule, without this item code. */
  backOfficeRemovePurchaseRuleItem: '/Staff/api/V1.0/PurchaseRule/RemoveItem',
  /** POST ?rule= purchaseRuleReasonDraft → the rule, with this reason. */
  backOfficeSavePurchaseRuleReason: '/Staff/api/V1.0/PurchaseRule/SaveReason',
  /** GET → every destination's customs rule in force, with its version. */
  backOfficeCustomsRules: '/Staff/api/V1.0/CustomsRule/GetAll',
  /** POST customsRuleDraft → the rule's new version (it holds for orders placed from now on). */
  backOfficeSaveCustomsRule: '/Staff/api/V1.0/CustomsRule/Save',
  /** GET ?destination= → every version of the rule, newest first. */
  backOfficeCustomsRuleHistory: '/Staff/api/V1.0/CustomsRule/GetHistory',
  // The back office (admin): home banners and the special-offers landing page.
  /** GET → every banner in carousel order, those switched off included. */
  backOfficeBanners: '/Staff/api/V1.0/Banner/GetAll',
  /** POST bannerDraft (picture or video address required) → the banner, created last. */
  backOfficeCreateBanner: '/Staff/api/V1.0/Banner/Create',
  /** POST ?bannerId= bannerDraft (picture null keeps the current one) → the banner, changed. */
  backOfficeUpdateBanner: '/Staff/api/V1.0/Banner/Update',
  /** POST ?bannerId= → the banners left. */
  backOfficeDeleteBanner: '/Staff/api/V1.0/Banner/Delete',
  /** POST bannerOrder (every id once) → the banners in their new order. */
  backOfficeReorderBanners: '/Staff/api/V1.0/Banner/Reorder',
  /** GET → the special-offers landing page's picture and texts as set (null: the shipped one). */
  backOfficeSpecialLanding: '/Staff/api/V1.0/SpecialLanding/Get',
  /** POST specialLandingDraft → the landing page as now set. */
  backOfficeSaveSpecialLanding: '/Staff/api/V1.0/SpecialLanding/Save',
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];

/** Every API path shares this marker; the web server uses it to tell API calls from page routes. */
export const API_PATH_MARKER = '/api/V1.0/';
