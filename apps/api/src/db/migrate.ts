import { type Migration, type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Database } from './database.ts';
import { initialSchema } from './migrations/0001-initial-schema.ts';
import { catalogSearch } from './migrations/0002-catalog-search.ts';
import { paymentSandbox } from './migrations/0003-payment-sandbox.ts';
import { catalogReadSpeed } from './migrations/0004-catalog-read-speed.ts';
import { customerSessionStart } from './migrations/0005-customer-session-start.ts';
import { checkoutKeysAndSignOut } from './migrations/0007-checkout-keys-and-sign-out.ts';
import { sandboxPageLanguage } from './migrations/0008-sandbox-page-language.ts';
import { staff } from './migrations/0009-staff.ts';
import { goodsInTheShoppersLanguage } from './migrations/0011-goods-in-the-shoppers-language.ts';
import { durableJobs } from './migrations/0012-durable-jobs.ts';
import { backOffice } from './migrations/0013-back-office.ts';
import { exchangeRatesSetByAdmins } from './migrations/0015-exchange-rates-set-by-admins.ts';
import { backOfficeSearch } from './migrations/0017-back-office-search.ts';
import { purchaseRulesAsData } from './migrations/0018-purchase-rules-as-data.ts';
import { bannersKeptByAdmins } from './migrations/0019-banners-kept-by-admins.ts';
import { unitsSoldApartFromTheGoods } from './migrations/0020-units-sold-apart-from-the-goods.ts';
import { cartRevisions } from './migrations/0021-cart-revisions.ts';
import { stockMovements } from './migrations/0022-stock-movements.ts';
import { staffAccounts } from './migrations/0025-staff-accounts.ts';
import { ratesAndPricesWithHistory } from './migrations/0027-rates-and-prices-with-history.ts';
import { cabin } from './migrations/0028-cabin.ts';
import { customsRules } from './migrations/0032-customs-rules.ts';
import { trolleyClosing } from './migrations/0033-trolley-closing.ts';
import { ratesKeptWithTheDutySession } from './migrations/0034-rates-kept-with-the-duty-session.ts';
import { mailsSentOnce } from './migrations/0036-mails-sent-once.ts';
import { milesAndMoney } from './migrations/0039-miles-and-money.ts';
import { flightsCancelled } from './migrations/0040-flights-cancelled.ts';
import { customsRulesWithHistory } from './migrations/0041-customs-rules-with-history.ts';
import { customsRuleOfSaudiArabia } from './migrations/0042-customs-rule-of-saudi-arabia.ts';
import { customsRulesOfTheTimetable } from './migrations/0043-customs-rules-of-the-timetable.ts';
import { allowancesOfTobaccoFragranceAndValue } from './migrations/0044-allowances-of-tobacco-fragrance-and-value.ts';

// Listed in code rather than read from a folder, so that the same list runs from source, in tests and
// on both engines. Names sort in the order they must run.
function migrationsFor(database: Database): Record<string, Migration> {
  return {
    '0001-initial-schema': initialSchema(database.engine),
    '0002-catalog-search': catalogSearch(database.engine),
    '0003-payment-sandbox': paymentSandbox(),
    '0004-catalog-read-speed': catalogReadSpeed(),
    '0005-customer-session-start': customerSessionStart(),
    '0007-checkout-keys-and-sign-out': checkoutKeysAndSignOut(),
    '0008-sandbox-page-language': sandboxPageLanguage(),
    '0009-staff': staff(database.engine),
    '0011-goods-in-the-shoppers-language': goodsInTheShoppersLanguage(database.engine),
    '0012-durable-jobs': durableJobs(database.engine),
    '0013-back-office': backOffice(database.engine),
    '0015-exchange-rates-set-by-admins': exchangeRatesSetByAdmins(),
    '0017-back-office-search': backOfficeSearch(database.engine),
    '0018-purchase-rules-as-data': purchaseRulesAsData(),
    '0019-banners-kept-by-admins': bannersKeptByAdmins(),
    '0020-units-sold-apart-from-the-goods': unitsSoldApartFromTheGoods(database.engine),
    '0021-cart-revisions': cartRevisions(),
    '0025-staff-accounts': staffAccounts(database.engine),
    '0028-cabin': cabin(database.engine),
    '0022-stock-movements': stockMovements(database.engine),
    '0027-rates-and-prices-with-history': ratesAndPricesWithHistory(database.engine),
    '0032-customs-rules': customsRules(),
    '0033-trolley-closing': trolleyClosing(database.engine),
    '0034-rates-kept-with-the-duty-session': ratesKeptWithTheDutySession(),
    '0036-mails-sent-once': mailsSentOnce(),
    '0040-flights-cancelled': flightsCancelled(),
    '0041-customs-rules-with-history': customsRulesWithHistory(),
    '0042-customs-rule-of-saudi-arabia': customsRuleOfSaudiArabia(),
    '0043-customs-rules-of-the-timetable': customsRulesOfTheTimetable(),
    '0044-allowances-of-tobacco-fragrance-and-value': allowancesOfTobaccoFragranceAndValue(),
    '0039-miles-and-money': milesAndMoney(),
  };
}

class MigrationError extends Error {}

/** Brings the schema up to date; throws, naming the failing migration, when one fails. */
export function migrateToLatest(database: Database): Promise<string[]> {
  return migrate(database, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema up to the migration named and no further: a database as a running shop had it. */
export function migrateTo(database: Database, name: string): Promise<string[]> {
  return migrate(database, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  database: Database,
  move: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database) },
  });
  const { error, results = [] } = await move(migrator);
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
