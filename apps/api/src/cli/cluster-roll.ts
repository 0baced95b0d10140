import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cluster } from './cluster.ts';

// `npm run cluster:roll`: a rolling restart of the API processes that `npm run start:cluster` runs, asked
// from another terminal (or a deployment script) without looking up the launcher's process id. The
// launcher leaves its id in a file and, after each roll, what came of it; the command signals it and waits
// for that answer, so a script knows when the new code serves every request and whether it does.

export type LauncherFiles = { pid: string; roll: string };

/** Outcome of the launcher's last rolling restart. */
type RollRecord = { startedAt: number; finishedAt?: number; error?: string };

/** Where a launcher started from `directory` (the shop's data folder) leaves its files. */
export function launcherFiles(directory = join(process.cwd(), 'data')): LauncherFiles {
  return { pid: join(directory, 'cluster.pid'), roll: join(directory, 'cluster-roll.json') };
}

/**
 * The launcher's side: leaves its process id, rolls the processes on SIGHUP and writes how it went.
 * Answers a function that takes the files away again (on shutdown).
 */
export function answerRollRequests(cluster: Pick<Cluster, 'roll'>, files: LauncherFiles): () => void {
  mkdirSync(join(files.pid, '..'), { recursive: true });
  writeFileSync(files.pid, String(process.pid));
  const onHangUp = () => {
    const record: RollRecord = { startedAt: Date.now() };
    writeFileSync(files.roll, JSON.stringify(record));
    console.log('Rolling restart: replacing the API processes one at a time');
    cluster.roll().then(
      () => {
        writeFileSync(files.roll, JSON.stringify({ ...record, finishedAt: Date.now() }));
        console.log('Rolling restart done');
      },
      (error: unknown) => {
        writeFileSync(
          files.roll,
          JSON.stringify({ ...record, finishedAt: Date.now(), error: String(error) }),
        );
        console.error('Rolling restart failed:', error);
      },
    );
  };
  process.on('SIGHUP', onHangUp);
  return () => {
    process.off('SIGHUP', onHangUp);
    rmSync(files.pid, { force: true });
    rmSync(files.roll, { force: true });
  };
}

function readRoll(files: LauncherFiles): RollRecord | undefined {
  try {
    return JSON.parse(readFileSync(files.roll, 'utf8')) as RollRecord;
  } catch {
    return undefined;
  }
}

/**
 * The command's side: signals the running launcher and waits until a roll it asked for has finished.
 * Rejects with what to do when no launcher runs, when the roll failed, or when it takes longer than
 * `timeoutMs`.
 */
export async function askForRoll(files: LauncherFiles, timeoutMs = 10 * 60_000): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(files.pid, 'utf8'));
    process.kill(pid, 0);
  } catch {
    throw new Error(
      `No cluster is running from here (no live process in ${files.pid}): start it with npm run start:cluster`,
    );
  }
  const askedAt = Date.now();
  process.kill(pid, 'SIGHUP');
  const deadline = askedAt + timeoutMs;
  while (Date.now() < deadline) {
    const record = readRoll(files);
    // A roll that began before this request (one already running joins it) answers it as well.
    if (record?.finishedAt !== undefined && record.finishedAt >= askedAt) {
      if (record.error) throw new Error(`The rolling restart failed: ${record.error}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The rolling restart did not finish within ${Math.round(timeoutMs / 1000)} s`);
}

if (import.meta.main) {
  try {
    await askForRoll(launcherFiles());
    console.log('Rolling restart done: every API process was replaced');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
