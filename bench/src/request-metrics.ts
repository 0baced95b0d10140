import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMs, type Server, startServer } from './processes.ts';

// `npm run bench:request-metrics [-- --duration 5 --rounds 3 --connections 50 --port 3521]`
// What timing each request into /metrics (and giving it a request id) costs on a warm catalogue call: the
// same kept answer served by four processes, without either, with request ids, with the request
// histogram, with both; measured in turns, round after round, in one run. Every row is a warm answer (a
// cache answers it: that is the call the hooks weigh most on).

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
  console.log('| variant | req/s | CPU µs/request | added µs/request | added share |');
  console.log('|---|---|---|---|---|');
  for (const [index, [name]] of variants.entries()) {
    const micros = median(cpu[index]!);
    console.log(
      `| ${name} | ${Math.round(median(rate[index]!))} | ${micros.toFixed(1)} | ${(micros - base).toFixed(1)} | ${(((micros - base) / base) * 100).toFixed(1)} % |`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
}
