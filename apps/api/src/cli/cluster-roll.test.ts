import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRollRequests, askForRoll, launcherFiles } from './cluster-roll.ts';

// The command and the launcher talk through two files and SIGHUP; here this test's own process plays the
// launcher (the real roll is cluster.test.ts's, under load behind HAProxy).

const directories: string[] = [];
const forgets: Array<() => void> = [];
afterEach(() => {
  for (const forget of forgets.splice(0)) forget();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function files() {
  const directory = mkdtempSync(join(tmpdir(), 'dutyfree-roll-'));
  directories.push(directory);
  return launcherFiles(directory);
}

describe('npm run cluster:roll', () => {
  it('asks the running launcher for a roll and waits until every process was replaced', async () => {
    const where = files();
    let rolls = 0;
    forgets.push(
      answerRollRequests(
        { roll: () => new Promise<void>((resolve) => setTimeout(() => resolve(void rolls++), 300)) },
        where,
      ),
    );
    await askForRoll(where);
    expect(rolls).toBe(1);
  });

  it('fails with the launcher’s reason when the roll failed', async () => {
    const where = files();
    forgets.push(
      answerRollRequests({ roll: () => Promise.reject(new Error('port 3002 never became ready')) }, where),
    );
    await expect(askForRoll(where)).rejects.toThrow(/failed: Error: port 3002 never became ready/);
  });

  it('says how to start a cluster when none runs from here, also after a launcher died', async () => {
    const where = files();
    await expect(askForRoll(where)).rejects.toThrow(/npm run start:cluster/);
    // The highest process id Linux gives out: no process has it.
    writeFileSync(where.pid, '4194304');
    await expect(askForRoll(where)).rejects.toThrow(/no live process/);
  });

  it('gives up after its time limit when the launcher does not answer', async () => {
    const where = files();
    // A launcher that takes the signal and never finishes.
    forgets.push(answerRollRequests({ roll: () => new Promise<void>(() => undefined) }, where));
    await expect(askForRoll(where, 500)).rejects.toThrow(/did not finish within 1 s/);
  });
});
