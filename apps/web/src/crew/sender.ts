import {
  type CabinAction,
  type CabinActionsResponse,
  type CabinChangesResponse,
  MAX_ACTIONS_PER_BATCH,
} from '@dutyfree/contracts';
import {
  type CrewDb,
  currentPack,
  cursorOf,
  deviceIdOf,
  keepChanges,
  keepOutcomes,
  waitingActions,
} from './crew-store.ts';

export interface SenderCalls {
  sendActions: (dutyToken: string, deviceId: string, actions: CabinAction[]) => Promise<CabinActionsResponse>;
  pullChanges: (dutyToken: string, cursor: string) => Promise<CabinChangesResponse>;
}

export interface SendResult {
  /** Actions the server answered (applied, conflict, refused or held) in this round. */
  answered: number;
  /** False once the server ended the duty session. */
  active: boolean;
}

/**
 * One round: the waiting actions go in the device's order, in batches, until none is left or the server
 * answers `waiting` (an earlier one has not arrived: it is in the next batch, or lost and sent again next
 * round); then what changed on the flight is pulled. A failed call ends the round; nothing is lost, the
 * outbox still holds every unanswered action.
 */
export async function sendRound(db: CrewDb, calls: SenderCalls): Promise<SendResult> {
  const pack = await currentPack(db);
  if (!pack) return { answered: 0, active: true };
  const deviceId = await deviceIdOf(db);
  let answered = 0;
  for (;;) {
    const batch = await waitingActions(db, MAX_ACTIONS_PER_BATCH);
    if (batch.length === 0) break;
    const response = await calls.sendActions(
      pack.dutyToken,
      deviceId,
      batch.map((entry) => entry.action),
    );
    await keepOutcomes(db, response.outcomes);
    const done = response.outcomes.filter((outcome) => outcome.outcome !== 'waiting').length;
    answered += done;
    if (done < batch.length) break;
  }
  const changes = await calls.pullChanges(pack.dutyToken, await cursorOf(db));
  await keepChanges(db, changes);
  return { answered, active: changes.active };
}

const ROUND_EVERY_MS = 15_000;

/**
 * Sends whenever a connection may be there: at start, on the browser's `online` event and every few seconds
 * (a cabin's Wi-Fi comes and goes without telling). One round at a time; `onRound` follows every round's end.
 */
export function startSender(
  db: CrewDb,
  calls: SenderCalls,
  onRound: (result: SendResult | Error) => void,
): { stop: () => void; now: () => void } {
  let running: Promise<void> | null = null;
  const round = () => {
    if (running || !navigator.onLine) return;
    running = sendRound(db, calls)
      .then(onRound, (error: unknown) => onRound(error instanceof Error ? error : new Error(String(error))))
      .finally(() => {
        running = null;
      });
  };
  round();
  window.addEventListener('online', round);
  const timer = setInterval(round, ROUND_EVERY_MS);
  return {
    stop: () => {
      window.removeEventListener('online', round);
      clearInterval(timer);
    },
    // A round on demand (right after the crew acted), behind the same guard.
    now: round,
  };
}
