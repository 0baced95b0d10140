import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { SandboxProvider } from '../modules/payments/payments.module.ts';
import { MINUTE_MS } from '../seed/durations.ts';
import { prepareDemoShop } from '../seed/seed.ts';
import { startPaymentSandbox } from '../server.ts';
import { answerRollRequests, launcherFiles } from './cluster-roll.ts';
import { API_NODE_FLAGS, apiEnvironment, compileApiModules } from './node-flags.ts';
import { ensureWebBuild } from './web-build.ts';

// `npm run start:cluster -- [--processes N]`: N API processes behind HAProxy on this machine, sharing one
// PostgreSQL database and one Redis. The balancer listens on HOST:PORT like `npm start` would; the API
// processes listen on loopback ports after it (PORT+1 …). The sandbox payment provider is one more
// listening server, in the launcher's own process, on the port of PAYMENT_PROVIDER_URL. On several machines the same shape holds with
// HAProxy (or nginx) in front of processes started with `npm start` on each: see the README.

export type ClusterOptions = {
  /** The shop's configuration; the balancer takes its HOST and PORT. */
  config: Config;
  processes: number;
  /** Environment every API process gets on top of the launcher's own. */
  env?: NodeJS.ProcessEnv;
  /** Where the API processes write their output; the launcher's own by default. */
  stdio?: 'inherit' | 'ignore';
};

export type Cluster = {
  /** The balancer's address: what travellers and tests talk to. */
  url: string;
  /** Each API process's own address, for checks that must reach one process directly. */
  processUrls: string[];
  /**
   * A rolling restart: each API process in turn drains (its /ready fails, so HAProxy stops sending it
   * requests), finishes its requests and jobs and exits, and a new one on its port is ready and taken
   * back by HAProxy before the next is replaced. SIGHUP to the launcher does the same.
   */
  roll(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * HAProxy's health check interval. A process is out after two failed checks (one slow answer on a busy
 * machine does not take it out) and back after one passed.
 */
const CHECK_INTERVAL_MS = 1_000;
/**
 * How long a stopping process serves on with /ready failing: enough for a few health checks to take it
 * out of the balancer before it stops listening.
 */
const DRAIN_MS = 4 * CHECK_INTERVAL_MS;

const HAPROXY_BINARY = 'haproxy';

export function haproxyConfig(bind: { host: string; port: number }, servers: number[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    // Readiness itself gives up after 2 s; HAProxy would otherwise wait only one check interval.
    '  timeout check 3s',
    // The processes trust the nearest proxy's X-Forwarded-For entry: this is where it comes from.
    '  option forwardfor',
    'frontend shop',
    `  bind ${bind.host}:${bind.port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    // Readiness, not liveness: a process draining for a rolling restart answers 503 and is taken out.
    '  option httpchk GET /ready',
    '  http-check expect status 200',
    // A connection refused (a process between its exit and its successor) is tried on another process.
    '  option redispatch',
    '  retries 3',
    ...servers.map(
      (port, index) =>
        `  server api${index + 1} 127.0.0.1:${port} check inter ${CHECK_INTERVAL_MS} fall 2 rise 1`,
    ),
    '',
  ].join('\n');
}

/** Why a cluster cannot start with this configuration, or null when it can. */
export function clusterProblem(config: Config): string | null {
  if (!config.databaseUrl.startsWith('postgres')) {
    return 'start:cluster needs DATABASE_URL=postgres://…: a SQLite file belongs to one process.';
  }
  if (!config.redisUrl) {
    return 'start:cluster needs REDIS_URL=redis://…: rate limits must be shared by every process.';
  }
  if (spawnSync(HAPROXY_BINARY, ['-v']).status !== 0) {
    return 'start:cluster needs HAProxy: sudo apt-get install haproxy (Debian/Ubuntu).';
  }
  return null;
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs = 30_000,
  path: '/health' | '/ready' = '/health',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${path}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer /health within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startCluster({
  config,
  processes,
  env = {},
  stdio = 'inherit',
}: ClusterOptions): Promise<Cluster> {
  const problem = clusterProblem(config);
  if (problem) throw new ConfigError([problem]);

  // Migrate and seed once, before any process starts, so that they never race to do it.
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database);
  if (config.seedOnStart) {
    await prepareDemoShop(database, config.onBoardOpensMinutesBeforeDeparture * MINUTE_MS);
  }

  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host}:${config.port}`;
  const publicBaseUrl = config.publicBaseUrlIsSet ? config.publicBaseUrl : url;
  const ports = Array.from({ length: processes }, (_, index) => config.port + 1 + index);
  const children: ChildProcess[] = [];
  const workDir = mkdtempSync(join(tmpdir(), 'dutyfree-cluster-'));
  let provider: SandboxProvider | undefined;
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await provider?.close();
    await database.destroy();
    rmSync(workDir, { recursive: true, force: true });
  };
  const startApi = (port: number) =>
    spawn(process.execPath, [...API_NODE_FLAGS, join(import.meta.dirname, '..', 'server.ts')], {
      env: {
        ...apiEnvironment(process.env),
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: 'true',
        SEED_ON_START: 'false',
        // Links in mails and the token call's base URL name the balancer, not one process.
        PUBLIC_BASE_URL: publicBaseUrl,
        PAYMENT_PROVIDER_URL: config.payments.providerUrl,
        PAYMENT_SANDBOX: 'false',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      },
      stdio: ['ignore', stdio, stdio],
    });
  let rolling: Promise<void> | undefined;
  const roll = async () => {
    // A roll follows a change of the code: what changed is compiled before the first process stops.
    compileApiModules();
    for (const [index, port] of ports.entries()) {
      await stopChild(children[index]!);
      children[index] = startApi(port);
      await waitForHealth(`http://127.0.0.1:${port}`, children[index]!, 30_000, '/ready');
      // HAProxy's next check takes it back before the next process is drained.
      await new Promise((resolve) => setTimeout(resolve, 2 * CHECK_INTERVAL_MS));
    }
  };
  try {
    // One provider for every process: its webhooks go through the balancer like any shop request.
    if (config.payments.runSandbox) provider = await startPaymentSandbox(config, database, publicBaseUrl);
    // Compiled once here, the modules are read compiled by every process, none loading the type stripper.
    compileApiModules();
    for (const port of ports) children.push(startApi(port));
    await Promise.all(
      ports.map((port, index) => waitForHealth(`http://127.0.0.1:${port}`, children[index]!)),
    );

    const configFile = join(workDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ host: config.host, port: config.port }, ports));
    const balancer = spawn(HAPROXY_BINARY, ['-db', '-f', configFile], { stdio: ['ignore', stdio, stdio] });
    children.push(balancer);
    await waitForHealth(url, balancer);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    processUrls: ports.map((port) => `http://127.0.0.1:${port}`),
    roll() {
      // A second request to roll while one runs joins it.
      rolling ??= roll().finally(() => {
        rolling = undefined;
      });
      return rolling;
    },
    stop,
  };
}

export async function main(args: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({ args, options: { processes: { type: 'string', default: '2' } } });
  const processes = Number(values.processes);
  if (!Number.isSafeInteger(processes) || processes < 1 || processes > 16) {
    console.error('--processes expects a whole number from 1 to 16');
    process.exit(2);
  }
  try {
    const config = loadConfig();
    ensureWebBuild(config);
    const cluster = await startCluster({ config, processes });
    console.log(`Duty-free shop ready at ${cluster.url}: ${processes} API processes behind HAProxy`);
    console.log(`Rolling restart of the API processes: npm run cluster:roll (or kill -HUP ${process.pid})`);
    const forgetLauncher = answerRollRequests(cluster, launcherFiles());
    const shutdown = () =>
      void cluster.stop().then(() => {
        forgetLauncher();
        process.exit(0);
      });
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

if (import.meta.main) await main();
