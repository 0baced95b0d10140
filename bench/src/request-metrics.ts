import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMs, type Server, startServer } from './processes.ts';

// `npm run bench:request-metrics [-- --duration 5 --rounds 3 --connections 50 --port 3521]`
// What timing each request into /metrics (and giving it a request id) costs on a warm catalogue call: the
// same kept answer served by four processes, without either, with request ids, with the request
// histogram, with both; measured in turns, round after round, in one run. Every row is a warm answer (a
// cache answers it: that is the call the hooks weigh most on). A few microseconds drown in the noise of a
// busy machine, so the process with both is then profiled under the same load, and the share of its CPU
// spent in each part is printed: a share of one process's own samples stays put when the machine is busy.

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3521' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const port = Number(options.port);

const variants = [
  ['neither', ''],
  ['request ids', 'ids'],
  ['request histogram', 'metrics'],
  ['both (the shop)', 'ids,metrics'],
] as const;
const script = join(import.meta.dirname, 'kept-answer-server.ts');

/** Where the code of each part lives, by the script URLs of a CPU profile. */
const parts: [string, RegExp][] = [
  ['request histogram (request-metrics.ts, prom-client)', /request-metrics\.ts|\/prom-client\//],
  [
    'request ids (request-ids.ts, randomUUID, AsyncLocalStorage)',
    /request-ids\.ts|internal\/crypto\/random|async_context_frame|async_local_storage/,
  ],
];

type Profile = {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
};

async function profiledShares(path: string): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'request-metrics-profile-'));
  const profiled = await startServer(script, port + variants.length, { WITH: 'ids,metrics' }, '/health', [
    '--cpu-prof',
    `--cpu-prof-dir=${folder}`,
  ]);
  const result = await autocannon({ url: profiled.url + path, connections, duration: duration * 3 });
  await profiled.stop();
  const [file] = readdirSync(folder).filter((name) => name.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(join(folder, file!), 'utf8')) as Profile;
  rmSync(folder, { recursive: true, force: true });
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  let busyMicros = 0;
  const partMicros = parts.map(() => 0);
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)!;
    if (frame.functionName === '(idle)') return;
    const micros = profile.timeDeltas[index] ?? 0;
    busyMicros += micros;
    const part = parts.findIndex(([, where]) => where.test(frame.url));
    if (part >= 0) partMicros[part]! += micros;
  });
  const perRequest = busyMicros / result.requests.total;
  console.log(
    `\nThe process with both, profiled for ${duration * 3} s: ${result.requests.total} answers, ${perRequest.toFixed(1)} µs of its CPU each.\n`,
  );
  console.log('| part | share of the process CPU | µs/request |');
  console.log('|---|---|---|');
  for (const [index, [name]] of parts.entries()) {
    const share = partMicros[index]! / busyMicros;
    console.log(`| ${name} | ${(share * 100).toFixed(1)} % | ${(share * perRequest).toFixed(1)} |`);
  }
}

const servers: Server[] = [];
for (const [index, [, parts]] of variants.entries()) {
  servers.push(await startServer(script, port + index, { WITH: parts }, '/health'));
}

try {
  const path = '/PreOrder/api/V1.0/PreOrder/SearchItems?currencyId=2';
  const cpu = variants.map(() => [] as number[]);
  const rate = variants.map(() => [] as number[]);
  for (const server of servers) await autocannon({ url: server.url + path, connections, duration: 1 });
  for (let round = 0; round < Number(options.rounds); round++) {
    for (const [index, server] of servers.entries()) {
      const before = cpuMs(server.process.pid);
      const result = await autocannon({ url: server.url + path, connections, duration });
      if (result.non2xx + result.errors > 0) throw new Error(`${variants[index]![0]}: failed requests`);
      cpu[index]!.push(((cpuMs(server.process.pid) - before) * 1000) / result.requests.total);
      rate[index]!.push(result.requests.average);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const base = median(cpu[0]!);
  console.log(
    `\nA warm (cached) catalogue answer, ${connections} connections, ${options.rounds} rounds of ${duration} s, medians.\n`,
  );
  console.log('| variant | req/s | CPU µs/request (lowest–highest) | added µs/request | added share |');
  console.log('|---|---|---|---|---|');
  for (const [index, [name]] of variants.entries()) {
    const micros = median(cpu[index]!);
    const spread = `${Math.min(...cpu[index]!).toFixed(1)}–${Math.max(...cpu[index]!).toFixed(1)}`;
    console.log(
      `| ${name} | ${Math.round(median(rate[index]!))} | ${micros.toFixed(1)} (${spread}) | ${(micros - base).toFixed(1)} | ${(((micros - base) / base) * 100).toFixed(1)} % |`,
    );
  }
  await profiledShares(path);
} finally {
  for (const server of servers) await server.stop();
}
