#!/usr/bin/env node
// Runs a command on Node 24, the version the shop targets.
//
// The system Node may be older (Debian images still ship Node 20). Rather than ask every newcomer to
// install a version manager, the first `npm install` fetches Node 24 from the npm registry
// (the `node-<platform>-<arch>` packages carry the official binary, no install script needed) into
// .runtime/, and every npm script runs through this file, which puts that binary first on PATH.
//
//   node tools/node24.mjs --ensure        fetch Node 24 when the system Node is too old
//   node tools/node24.mjs <command...>    run the command on Node 24
//
// Written for Node 18+ on purpose: it is the one file that must run on an old Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIRED_MAJOR = 24;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runtimeDir = join(root, '.runtime');
const isWindows = process.platform === 'win32';
const runtimeBin = isWindows ? runtimeDir : join(runtimeDir, 'bin');
const runtimeNode = join(runtimeBin, isWindows ? 'node.exe' : 'node');

const systemMajor = Number(process.versions.node.split('.')[0]);

function fail(message) {
  console.error(`\n[node24] ${message}\n`);
  process.exit(1);
}

function ensureRuntime() {
  if (systemMajor >= REQUIRED_MAJOR || existsSync(runtimeNode)) return;
  const platform = isWindows ? 'win' : process.platform;
  const pkg = `node-${platform}-${process.arch}@${REQUIRED_MAJOR}`;
  console.error(
    `[node24] System Node is ${process.version}; the shop needs Node ${REQUIRED_MAJOR}. Fetching ${pkg} into .runtime/ …`,
  );
  const result = spawnSync(
    'npm',
    ['install', '--global', '--prefix', runtimeDir, '--no-fund', '--no-audit', pkg],
    { stdio: ['ignore', 'inherit', 'inherit'], shell: isWindows },
  );
  if (result.status !== 0 || !existsSync(runtimeNode)) {
    fail(
      `Could not fetch Node ${REQUIRED_MAJOR} (${pkg}). Install Node ${REQUIRED_MAJOR} yourself ` +
        `(for example \`nvm install ${REQUIRED_MAJOR}\`, or \`npm install -g --prefix ~/.node24 ${pkg}\` ` +
        'and put ~/.node24/bin first on PATH), then run the command again.',
    );
  }
}

const args = process.argv.slice(2);
if (args[0] === '--ensure') {
  ensureRuntime();
  process.exit(0);
}
if (args.length === 0) fail('usage: node tools/node24.mjs <command> [args...]');

ensureRuntime();
const env = { ...process.env };
if (systemMajor < REQUIRED_MAJOR) {
  const pathKey = Object.keys(env).find((k) => k.toUpperCase() === 'PATH') ?? 'PATH';
  env[pathKey] = `${runtimeBin}${isWindows ? ';' : ':'}${env[pathKey] ?? ''}`;
}

const child = spawn(args[0], args.slice(1), { stdio: 'inherit', env, shell: isWindows });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => fail(`Could not run ${args[0]}: ${error.message}`));
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
