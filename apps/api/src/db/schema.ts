import type { customsKinds, handOverOutcomes, itemCategoryTypes } from '@dutyfree/contracts';
import type { Generated } from 'kysely';

// The database speaks clean snake_case; the wire keeps the spec's spellings, translated by each module's
// mapping layer. Conventions, the same on SQLite and PostgreSQL:
//   *_cents   integer minor units of USD        *_at   epoch milliseconds (UTC)
//   is_*      0 or 1 (SQLite has no boolean)     miles  integers

type Flag = 0 | 1;

type AppSettingTable = { key: string; value: string };

type CurrencyTable = {
  id: number;
  code: string;
  name: string;
  /** Units of this currency per 1 USD, times 1,000,000. */
  usd_rate_micros: number;
  sort_order: Generated<number>;
  /** When an admin last set the rate; null for the rate the shop started with. */
  rate_set_at: number | null;
};

export type CategoryTable = {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  /** Translations of the name (0011); NULL shows the English one. */
  name_ar: string | null;
  name_zh: string | null;
  image_url: string | null;
  level: number;
};

export type BrandTable = {
  id: Generated<number>;
  /** The English name; name_ar and name_zh are the brand as Arabic and Chinese shops write it. */
  name: string;
  name_ar: string | null;
  name_zh: string | null;
  image_url: string | null;
  is_power_full_brand: Generated<Flag>;
};

/** TOBACCO and LIQUOR drive the age gate; the rest are labels of the catalogue. */
export type ItemCategoryType = (typeof itemCategoryTypes)[number];

export type ItemTable = {
  id: Generated<number>;
  item_code: string;
  name: string;
  description: string;
  /** Translations (0011); NULL shows the English text. */
  name_ar: string | null;
  name_zh: string | null;
  description_ar: string | null;
  description_zh: string | null;
  brand_id: number;
  category_id: number;
  category_type: ItemCategoryType;
  stock: number;
  current_price_cents: number;
  /** List price; shown struck through when the current price is lower. */
  sales_rate_cents: number;
  is_percentage: Generated<Flag>;
  order_quantity: Generated<number>;
  miles_for_redeem: Generated<number>;
  miles_for_accrual: Generated<number>;
  is_travel_exclusive: Generated<Flag>;
  youtube_url: string | null;
  registered_at: number;
  is_active: Generated<Flag>;
  /**
   * What the goods count against at customs (0032): spirits, wine, beer, cigarettes, cigars, and (0044)
   * perfume or toiletWater; NULL: nothing.
   */
  customs_kind: Generated<CustomsKind | null>;
  volume_ml: Generated<number | null>;
  /** Strength in tenths of a percent alcohol by volume (400: 40 %). */
  strength_abv_tenths: Generated<number | null>;
  /** Cigarettes or cigars in one pack. */
  pieces: Generated<number | null>;
  /** Grams of tobacco in one pack (0044), which a destination's tobacco allowance by weight counts. */
  tobacco_g: Generated<number | null>;
};

export type CustomsKind = (typeof customsKinds)[number];

/** How many units of an item pre-orders took, for the best sellers (no row: none yet). */
export type ItemSalesTable = {
  item_id: number;
  units_sold: number;
};

export type ItemImageTable = {
  id: Generated<number>;
  item_id: number;
  url: string;
  is_default: Generated<Flag>;
  sort_order: Generated<number>;
};

/** 1 small, 2 medium, anything else large (SPEC §3). */
export type BannerTable = {
  id: Generated<number>;
  size: number;
  image_url: string;
  video_url: string | null;
  /** The English title; the Arabic and Chinese ones are null where not translated (migration 0019). */
  title: string;
  title_ar: string | null;
  title_zh: string | null;
  link_url: string | null;
  sort_order: Generated<number>;
  /** 1 shown in the carousel, 0 kept aside by an admin. */
  is_active: Generated<number>;
};

/** The special-offers landing page's texts an admin set (one row, id 1); null shows the shipped text. */
export type SpecialLandingTable = {
  id: number;
  image_url: string | null;
  what_is: string | null;
  what_is_ar: string | null;
  what_is_zh: string | null;
};

/** SPEC §3 priceListApplied: 1 Volume, 2 Unit, 3 Percentage, 4 BuyGet. */
export type PriceListRule = 1 | 2 | 3 | 4;
export type PriceListKind = 'offer' | 'promo';

export type PriceListTable = {
  id: Generated<number>;
  name: string;
  name_ar: string | null;
  name_zh: string | null;
  kind: PriceListKind;
  rule: PriceListRule;
  promo_code: string | null;
  valid_from: number;
  valid_to: number;
  usage_limit: number | null;
  usage_count: Generated<number>;
  is_active: Generated<Flag>;
};

/** A promo or offer unit price for one item. */
type PriceListItemTable = {
  id: Generated<number>;
  price_list_id: number;
  item_id: number;
  amount_cents: number;
};

export type PriceListBundleTable = {
  id: Generated<number>;
  price_list_id: number;
  amount_cents: number;
};

type PriceListBundleItemTable = {
  bundle_id: number;
  item_id: number;
};

type VolumePriceTable = {
  id: Generated<number>;
  price_list_id: number;
  item_id: number;
  start_quantity: number;
  end_quantity: number;
  custom_price_cents: number;
};

type BuyGetOfferTable = {
  id: Generated<number>;
  price_list_id: number;
  item_id: number;
  buy_quantity: number;
  get_quantity: number;
  get_item_id: number;
};

/** 1 Mr., 2 Mrs., 3 Ms. */
export type Title = 1 | 2 | 3;

export type CustomerTable = {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  title: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  nationality: string | null;
  mobile_country_code: string | null;
  mobile_number: string | null;
  membership_number: string | null;
  language: Generated<string>;
  /** Epoch ms: user tokens of this customer issued earlier are refused (a password change ends them). */
  sessions_valid_from: Generated<number>;
  created_at: number;
  updated_at: number;
};

type PasswordResetTokenTable = {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
};

export type LoyaltyMemberTable = {
  member_id: string;
  password_hash: string;
  title: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_country_code: string | null;
  mobile_number: string | null;
  nationality: string | null;
  tier: string;
  created_at: number;
};

/** The miles balance is the sum of a member's transactions; it is never stored a second time. */
export type MilesTransactionTable = {
  id: Generated<number>;
  member_id: string;
  miles: number;
  reason: string;
  idempotency_key: string;
  order_id: number | null;
  created_at: number;
};

export type AirportTable = {
  code: string;
  name: string;
  city: string;
  country: string;
  is_eu: Flag;
};

export type FlightTable = {
  id: Generated<number>;
  flight_number: string;
  origin: string;
  destination: string;
  departure_at: number;
  arrival_at: number;
  /** When the airline cancelled the flight (epoch ms), or null (decision 0052). */
  cancelled_at: number | null;
};

export type TicketTable = {
  ticket_number: string;
  passenger_name: string;
  email: string | null;
};

export type PassengerSectorTable = {
  id: Generated<number>;
  ticket_number: string;
  flight_id: number;
  seat_number: string | null;
};

export type OnboardStockTable = {
  flight_id: number;
  item_id: number;
  quantity: number;
};

/** Why a stock figure moved (migration 0022): the kinds of `stock_movement`. */
export type StockMovementKind =
  | 'sale'
  | 'cancellation'
  | 'expiry'
  | 'not_collected'
  | 'adjustment'
  | 'flight_load'
  | 'flight_unload'
  | 'arrival_count'
  | 'rebooking';

/** One change of a stock figure: the warehouse's (`flight_id` null) or a flight's trolley. */
export type StockMovementTable = {
  id: Generated<number>;
  item_id: number;
  flight_id: number | null;
  kind: StockMovementKind;
  /** Signed: units taken are negative, units added positive. */
  quantity: number;
  reason: string | null;
  order_id: number | null;
  staff_id: number | null;
  at: number;
};

export type OrderKind = 'preorder' | 'onboard';
type PaymentOption = 'Card' | 'Miles' | 'Cash On Board';

export type CustomerOrderTable = {
  id: Generated<number>;
  order_code: string;
  kind: OrderKind;
  status: string;
  payment_option: PaymentOption;
  payment_status: string;
  customer_id: number | null;
  member_id: string | null;
  customer_name: string;
  email: string;
  mobile_number: string | null;
  language: Generated<string>;
  currency_id: number;
  /** The exchange rate is fixed when the order is placed. */
  usd_rate_micros: number;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  total_miles: Generated<number>;
  accrual_miles: Generated<number>;
  promo_price_list_id: number | null;
  flight_id: number | null;
  flight_number: string;
  origin: string;
  destination: string;
  departure_at: number;
  ticket_number: string;
  seat_number: string | null;
  pick_from: string | null;
  cancel_reason: number | null;
  payment_expires_at: number | null;
  /** The card payment attempt the order is on; submits with unchanged terms stay on the same one. */
  payment_attempt: Generated<number>;
  /** When the traveller confirmed that duty is due on arrival for goods over an allowance (0032). */
  duty_due_confirmed_at: Generated<number | null>;
  /** The destination and version of the customs rule that judged the order; null: no rule held (0041). */
  customs_rule_destination: Generated<string | null>;
  customs_rule_version: Generated<number | null>;
  created_at: number;
  updated_at: number;
};

type OrderLineTable = {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  quantity: number;
  unit_price_cents: number;
  total_price_cents: number;
  total_miles: Generated<number>;
  /** The part of the line's price its miles cover in an order paid in miles and money (0039); else 0. */
  miles_cents: Generated<number>;
  is_free_offer: Generated<Flag>;
};

type PaymentTable = {
  id: Generated<number>;
  order_id: number;
  provider: string;
  provider_reference: string;
  idempotency_key: string;
  amount_cents: number;
  currency_code: string;
  status: string;
  created_at: number;
  updated_at: number;
};

/** Remembers processed gateway events so that a replayed webhook changes nothing. */
type PaymentEventTable = {
  event_id: string;
  payment_id: number;
  status: string;
  received_at: number;
};

/** A checkout session of the embedded sandbox payment gateway; `return_urls` is JSON by outcome. */
export type SandboxPaymentSessionTable = {
  session_id: string;
  reference: string;
  /** Minor units of `currency_code`: what the traveller is charged. */
  amount_minor: number;
  currency_code: string;
  /** The language of the hosted page: the order's. */
  language: Generated<string>;
  description: string;
  return_urls: string;
  status: string;
  settles_at: number | null;
  created_at: number;
  updated_at: number;
};

/** A checkout sent with an idempotency key, and the order it placed once that is known. */
type CheckoutRequestTable = {
  idempotency_key: string;
  /** Who sent it and what it asked for, hashed: the key answers only the same request again. */
  fingerprint: string;
  order_code: string | null;
  created_at: number;
};

/** A browser's cart as the server was last told it: its lines and how many times they changed. */
type CartRevisionTable = {
  cart_id: string;
  revision: number;
  /** The lines, written the one way `cart-revisions.repository.ts` writes them ("itemId×quantity", by item). */
  lines: string;
  /** When the browser last told it: a cart not heard of for a day is forgotten. */
  noted_at: number;
  /** The last order placed from the cart. */
  order_code: string | null;
};

/** A crew member's device working one flight: it may send the flight's actions until `accepts_until`. */
type DutySessionTable = {
  id: Generated<number>;
  staff_id: number;
  device_id: string;
  flight_id: number;
  /** SHA-256 of the duty token (hex): the token itself is only on the device. */
  token_hash: string;
  created_at: number;
  accepts_until: number;
  /** Ended by the server (an admin, a disabled account): later actions are held for review. */
  ended_at: number | null;
  ended_reason: string | null;
  /** The rates fixed when the flight was taken (0034), JSON `[{ code, usdRateMicros }]`; NULL before 0034. */
  rates: string | null;
};

/** An action a crew device sent, with what became of it: the same key is answered the same, once. */
type CabinActionTable = {
  id: Generated<number>;
  duty_session_id: number;
  device_id: string;
  /** The device's own order of its actions, 1, 2, 3 … */
  seq: number;
  action_key: string;
  kind: string;
  /** SHA-256 of the action as sent: a key sent again with another body is refused. */
  fingerprint: string;
  body: string;
  outcome: string;
  status: number | null;
  reason: string | null;
  order_code: string | null;
  /** The device's clock when the crew acted (ISO 8601, as sent). */
  acted_at: string;
  received_at: number;
};

/** Two facts that disagree, settled by the written rules and listed for the crew and admins. */
type CabinConflictTable = {
  id: Generated<number>;
  flight_id: number;
  cabin_action_id: number;
  reason: string;
  order_code: string | null;
  item_id: number | null;
  stands: string;
  against: string;
  refund_currency: string | null;
  refund_amount_minor: number | null;
  at: number;
};

/** A flight's trolley closed on arrival (0033), once, with its reconciliation as worked out then. */
type TrolleyClosingTable = {
  id: Generated<number>;
  flight_id: number;
  /** Made on the device: the same closing sent again answers the same. */
  closing_key: string;
  staff_id: number;
  closed_at: number;
  returned_units: number;
  /** Lines and currencies whose count differs from what was expected. */
  differences: number;
  /** JSON: the reconciliation's lines and its cash by currency (amounts in minor units). */
  lines: string;
  cash: string;
};

/** A user token signed out before its expiry: refused until then (`token_id` is its `jti`). */
type RevokedTokenTable = {
  token_id: string;
  /** Epoch ms: when the token would have expired; the row is useless after it. */
  expires_at: number;
};

export type StaffRoleName = 'crew' | 'admin';

/** Airline staff: never customers, with their own sign-in. */
export type StaffMemberTable = {
  id: Generated<number>;
  /** Lowercased. */
  email: string;
  name: string;
  role: StaffRoleName;
  /** Empty while an invited member has not chosen a password yet: no password matches it. */
  password_hash: string;
  /** An inactive member can no longer sign in, and their sessions end. */
  is_active: Generated<Flag>;
  created_at: number;
  /** An admin's authenticator secret (base32): their sign-in needs its current code. */
  totp_secret: string | null;
  /** Epoch ms: the member's tokens issued earlier are refused (a password was set). */
  sessions_valid_from: Generated<number>;
};

/** What a single-use staff access link is for. */
export type StaffAccessPurpose = 'invitation' | 'passwordReset';

/**
 * A link mailed to a staff member to choose a password (invited, or reset by an admin). The token in the
 * link is an HMAC of the row's id under the shop's secret, so nothing here opens the link. An admin sets
 * up the authenticator secret kept here with the same link.
 */
export type StaffAccessLinkTable = {
  id: Generated<number>;
  staff_id: number;
  purpose: StaffAccessPurpose;
  totp_secret: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
};

/** An admin's single-use recovery codes, for a sign-in without the authenticator: SHA-256 hashes only. */
export type StaffRecoveryCodeTable = {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: number | null;
};

/** What a staff member did, to what, and the state before and after (JSON). */
/** An admin's change of an exchange rate (0027): who, when, the rate before and after. */
type ExchangeRateChangeTable = {
  id: Generated<number>;
  currency_id: number;
  staff_id: number;
  changed_at: number;
  before_usd_rate_micros: number;
  after_usd_rate_micros: number;
};

/** An admin's change of an item's price or list price (0027): who, when, both prices before and after. */
type ItemPriceChangeTable = {
  id: Generated<number>;
  item_id: number;
  staff_id: number;
  changed_at: number;
  before_price_cents: number;
  after_price_cents: number;
  before_list_price_cents: number;
  after_list_price_cents: number;
};

export type StaffAuditEntryTable = {
  id: Generated<number>;
  at: number;
  staff_id: number;
  action: string;
  subject: string;
  before_json: string | null;
  after_json: string | null;
};

/** What the crew recorded: the order's status after the hand-over (the contracts' `handOverOutcomes`). */
export type HandOverOutcome = (typeof handOverOutcomes)[number];

/** One row per order whose bag the crew handed over or marked not collected. */
export type OrderHandoverTable = {
  order_id: number;
  outcome: HandOverOutcome;
  staff_id: number;
  at: number;
  /** Pay On-Board orders handed over: 'Cash' or 'Card', and the amount in the order's currency. */
  payment_method: string | null;
  payment_amount_minor: number | null;
  /** Paid on board in another of the shop's currencies (0034); NULL: the order's own. */
  payment_currency: string | null;
};

/** A picture an admin uploaded (0013), named by the SHA-256 of its bytes (hex). */
export type UploadedPictureTable = {
  sha256: string;
  content_type: string;
  bytes: Buffer;
  uploaded_at: number;
};

/** The offer price list (rule 1, Volume) holding an item's own volume prices (0013). */
type ItemVolumePriceListTable = { item_id: number; price_list_id: number };

type FeedbackTable = {
  id: Generated<number>;
  full_name: string;
  email: string;
  feedback: string;
  created_at: number;
};

type NewsletterSubscriptionTable = {
  id: Generated<number>;
  email: string;
  created_at: number;
};

/** The keys of the mails an SMTP server accepted (0036): a job run again sends none of them twice. */
type MailSentTable = {
  dedup_key: string;
  sent_at: number;
};

type MailOutboxTable = {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  language: string;
  created_at: number;
  sent_at: number | null;
  /** The key of the job that sent the mail (0012): one mail per key however often the job runs. */
  dedup_key: string | null;
};

/** queued: waiting for run_after; running: claimed until locked_until; done; failed: out of attempts, kept. */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

export type JobTable = {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  idempotency_key: string;
  state: JobState;
  attempts: number;
  run_after: number;
  last_error: string | null;
  /** The runner that claimed it and until when; a claim past its time is taken over (its process died). */
  locked_by: string | null;
  locked_until: number | null;
  created_at: number;
  updated_at: number;
};

/** A purchase rule of SPEC §4 (0018): `ageGateExempt` or `euBan`, with the reason the traveller reads. */
type PurchaseRuleTable = { code: string; reason: string; reason_ar: string; reason_zh: string };

/** An item code a purchase rule names; not a foreign key (codes are checked when an admin adds one). */
type PurchaseRuleItemTable = { rule_code: string; item_code: string };

/** A destination's customs rules (0032): a country as airports name it, or `EU`; NULL: no figure found. */
export type CustomsRuleTable = {
  destination: string;
  legal_age_alcohol: number | null;
  legal_age_tobacco: number | null;
  alcohol_ml: number | null;
  spirits_ml: number | null;
  wine_ml: number | null;
  beer_ml: number | null;
  cigarettes: number | null;
  cigars: number | null;
  /** Grams of every tobacco product together (0044). */
  tobacco_g: number | null;
  /** Millilitres of perfume and toilet water together, and of each (0044). */
  fragrance_ml: number | null;
  perfume_ml: number | null;
  toilet_water_ml: number | null;
  /** The value of other goods, whole units of `goods_value_currency`, one of the shop's currencies (0044). */
  goods_value: number | null;
  goods_value_currency: string | null;
  /** Category types (LIQUOR, TOBACCO, …) that may not be brought in, comma-separated. */
  banned_category_types: string;
  source_url: string;
  source_read_on: string;
  missing: string | null;
  /** The number of the version in force (0041); every version is kept in `customs_rule_version`. */
  version: number;
};

/** Every version a destination's customs rule has had: its figures, who made it, and from when it holds. */
export type CustomsRuleVersionTable = Omit<CustomsRuleTable, 'version'> & {
  version: number;
  /** The admin who made it; null for the published figures the shop started with. */
  staff_id: number | null;
  valid_from: number;
};

export type ShopDatabase = {
  customs_rule: CustomsRuleTable;
  customs_rule_version: CustomsRuleVersionTable;
  app_setting: AppSettingTable;
  currency: CurrencyTable;
  exchange_rate_change: ExchangeRateChangeTable;
  category: CategoryTable;
  brand: BrandTable;
  item: ItemTable;
  item_sales: ItemSalesTable;
  item_image: ItemImageTable;
  item_price_change: ItemPriceChangeTable;
  banner: BannerTable;
  special_landing: SpecialLandingTable;
  price_list: PriceListTable;
  price_list_item: PriceListItemTable;
  price_list_bundle: PriceListBundleTable;
  price_list_bundle_item: PriceListBundleItemTable;
  volume_price: VolumePriceTable;
  buy_get_offer: BuyGetOfferTable;
  customer: CustomerTable;
  password_reset_token: PasswordResetTokenTable;
  loyalty_member: LoyaltyMemberTable;
  miles_transaction: MilesTransactionTable;
  airport: AirportTable;
  flight: FlightTable;
  ticket: TicketTable;
  passenger_sector: PassengerSectorTable;
  onboard_stock: OnboardStockTable;
  stock_movement: StockMovementTable;
  customer_order: CustomerOrderTable;
  order_line: OrderLineTable;
  payment: PaymentTable;
  payment_event: PaymentEventTable;
  checkout_request: CheckoutRequestTable;
  cart_revision: CartRevisionTable;
  duty_session: DutySessionTable;
  cabin_action: CabinActionTable;
  cabin_conflict: CabinConflictTable;
  trolley_closing: TrolleyClosingTable;
  revoked_token: RevokedTokenTable;
  staff_member: StaffMemberTable;
  staff_audit_entry: StaffAuditEntryTable;
  staff_access_link: StaffAccessLinkTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  order_handover: OrderHandoverTable;
  uploaded_picture: UploadedPictureTable;
  item_volume_price_list: ItemVolumePriceListTable;
  sandbox_payment_session: SandboxPaymentSessionTable;
  feedback: FeedbackTable;
  newsletter_subscription: NewsletterSubscriptionTable;
  mail_outbox: MailOutboxTable;
  mail_sent: MailSentTable;
  job: JobTable;
  purchase_rule: PurchaseRuleTable;
  purchase_rule_item: PurchaseRuleItemTable;
};
