import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ACTION_PRIVILEGE_HEADER,
  actionPrivileges,
  apiPaths,
  type CabinAction,
  type CabinActionsResponse,
  DUTY_TOKEN_HEADER,
  type FlightPack,
  MAX_ACTIONS_PER_BATCH,
  type StaffFlightSearchResponse,
  USER_TOKEN_HEADER,
} from '@dutyfree/contracts';
import { API_NODE_FLAGS, apiEnvironment } from '../../apps/api/src/cli/node-flags.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { demoStaff } from '../../apps/api/src/seed/people.ts';
import { benchmarkDatabase } from './catalogue-database.ts';
import { cpuMs, startServer } from './processes.ts';

// `npm run bench:crew-sync [-- --actions 1000 --rounds 2 --products 200 --port 3621 --postgres postgres://…]`
// How long one crew device takes to send 1,000 waiting actions (trolley sales, each applied in its own
// transaction) to the real server, as the crew app's sender does: in the device's order, in batches of
// MAX_ACTIONS_PER_BATCH. In the same run, the same 1,000 sales sent one request each (1 action × 1,000
// requests) from a second device, so the ratio says what batching saves whatever the machine's load.
// The shop's demo database is copied afresh (SQLite) or seeded with --reset (PostgreSQL: point it at a
// database kept for benchmarks); the flight's trolley gets enough units that no sale is oversold.

const { values: options } = parseArgs({
  options: {
    actions: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '2' },
    products: { type: 'string', default: '200' },
    port: { type: 'string', default: '3621' },
    postgres: { type: 'string' },
  },
});
const actionCount = Number(options.actions);
const rounds = Number(options.rounds);
const root = join(import.meta.dirname, '..', '..');

const kept = await benchmarkDatabase(Number(options.products), options.postgres);
const folder = mkdtempSync(join(tmpdir(), 'crew-sync-'));
let databaseUrl = kept;
if (kept.startsWith('sqlite:')) {
  // The kept catalogue stays as it was: the duty sessions and sales of this run go into a copy.
  databaseUrl = `sqlite:${join(folder, 'shop.db')}`;
  copyFileSync(kept.slice('sqlite:'.length), databaseUrl.slice('sqlite:'.length));
}

const server = await startServer(
  join(root, 'apps/api/src/server.ts'),
  Number(options.port),
  {
    ...apiEnvironment(process.env),
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(root, 'bench/.no-web'),
  },
  '/health',
  API_NODE_FLAGS,
);

async function call<T>(
  path: string,
  init: { method?: string; headers: Record<string, string>; body?: unknown },
) {
  const response = await fetch(server.url + path, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

try {
  const tokens = await call<{ clientAccessToken: string; accessToken: string }>(apiPaths.tokenIssue, {
    headers: {},
    body: { clientId: 'web' },
  });
  const client = (privilege: string, userToken = tokens.accessToken) => ({
    authorization: `Bearer ${tokens.clientAccessToken}`,
    [USER_TOKEN_HEADER]: userToken,
    [ACTION_PRIVILEGE_HEADER]: privilege,
  });
  const crew = demoStaff.find((member) => member.role === 'crew')!;
  const signedIn = await call<{ token: string }>(apiPaths.staffSignIn, {
    headers: client(actionPrivileges.staffSignIn),
    body: { email: crew.email, password: crew.password },
  });
  const asCrew = (privilege: string) => client(privilege, signedIn.token);
  const { flights } = await call<StaffFlightSearchResponse>(apiPaths.staffFlights, {
    method: 'GET',
    headers: asCrew(actionPrivileges.staffPackingList),
  });
  const take = (flightId: number, deviceId: string) =>
    call<FlightPack>(apiPaths.cabinTakeFlight, {
      headers: asCrew(actionPrivileges.cabinDuty),
      body: { flightId, deviceId },
    });

  // A flight whose trolley sells something plain (no ID check, not banned where it lands).
  let chosen: { flightId: number; itemId: number; unitPrice: number } | undefined;
  for (const flight of flights) {
    const pack = await take(flight.flightId, 'bench-probe');
    const item = pack.trolley.find((line) => !line.ageRestricted && !line.bannedAtDestination);
    if (item) {
      chosen = { flightId: flight.flightId, itemId: item.itemId, unitPrice: item.unitPrice };
      break;
    }
  }
  if (!chosen) throw new Error('no flight of today or tomorrow has a trolley: seed the demo shop');
  const database = openDatabase(databaseUrl);
  await database.db
    .updateTable('onboard_stock')
    .set({ quantity: actionCount * rounds * 2 + 10 })
    .where('flight_id', '=', chosen.flightId)
    .where('item_id', '=', chosen.itemId)
    .execute();
  await database.destroy();

  const sales = (count: number): CabinAction[] =>
    Array.from({ length: count }, (_, index) => ({
      kind: 'trolleySale',
      key: crypto.randomUUID(),
      seq: index + 1,
      at: new Date().toISOString(),
      lines: [{ itemId: chosen.itemId, quantity: 1, unitPrice: chosen.unitPrice }],
      seatNumber: `${(index % 40) + 1}C`,
      idChecked: false,
      payment: {
        method: 'Card',
        currencyCode: 'USD',
        amount: chosen.unitPrice,
        terminalReference: `T-${index + 1}`,
      },
    }));

  /** Sends the device's actions `perRequest` at a time, in order; answers the time and what was applied. */
  async function send(deviceId: string, perRequest: number) {
    const pack = await take(chosen!.flightId, deviceId);
    const actions = sales(actionCount);
    const headers = { ...client(actionPrivileges.cabinDuty), [DUTY_TOKEN_HEADER]: pack.dutyToken };
    const cpuBefore = cpuMs(server.process.pid);
    const started = performance.now();
    let applied = 0;
    for (let from = 0; from < actions.length; from += perRequest) {
      const answer = await call<CabinActionsResponse>(apiPaths.cabinActions, {
        headers,
        body: { deviceId, actions: actions.slice(from, from + perRequest) },
      });
      applied += answer.outcomes.filter((outcome) => outcome.outcome === 'applied').length;
    }
    const ms = performance.now() - started;
    if (applied !== actionCount) throw new Error(`${deviceId}: ${applied} of ${actionCount} applied`);
    return { ms, cpu: cpuMs(server.process.pid) - cpuBefore };
  }

  console.log(`${actionCount} waiting trolley sales from one device, on ${databaseUrl.split(':')[0]}:\n`);
  console.log('| round | sent as | requests | time | per action | server CPU per action |');
  console.log('|---|---|---|---|---|---|');
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const batched = await send(`bench-batched-${round}`, MAX_ACTIONS_PER_BATCH);
    const single = await send(`bench-single-${round}`, 1);
    for (const [name, result, requests] of [
      [`batches of ${MAX_ACTIONS_PER_BATCH}`, batched, Math.ceil(actionCount / MAX_ACTIONS_PER_BATCH)],
      ['one action a request', single, actionCount],
    ] as const) {
      console.log(
        `| ${round} | ${name} | ${requests} | ${(result.ms / 1000).toFixed(2)} s | ${(result.ms / actionCount).toFixed(2)} ms | ${(result.cpu / actionCount).toFixed(2)} ms |`,
      );
    }
    ratios.push(single.ms / batched.ms);
  }
  console.log(
    `\nOne action a request takes ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} × the batched time.`,
  );
} finally {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
