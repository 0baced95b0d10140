import type { Database } from '../../db/database.ts';
import { EmbeddedLoyaltyProgramme, type LoyaltyProgramme } from './loyalty.adapter.ts';
import { LoyaltyRepository } from './loyalty.repository.ts';

export {
  InsufficientMilesError,
  type LoyaltyMember,
  type LoyaltyProgramme,
  type MemberWithBalance,
} from './loyalty.adapter.ts';
export type { MilesTransactionRecord } from './loyalty.repository.ts';

/** The airline's loyalty programme; embedded (a members table with a miles ledger) until a real one is plugged in. */
export function createLoyalty(database: Database): LoyaltyProgramme {
  return new EmbeddedLoyaltyProgramme(database.db, new LoyaltyRepository(database.db, database.engine));
}
