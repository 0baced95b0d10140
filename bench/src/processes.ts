import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Server = { url: string; process: ChildProcess; stop(): Promise<void> };

/**
 * Starts `node [...nodeArgs] <script>` with the given environment and waits until `healthPath` answers
 * 200 (for up to `waitMs`). `nodeArgs` lets a run profile the server (`--cpu-prof`) or size its heap.
 */
export async function startServer(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  healthPath: string,
  nodeArgs: readonly string[] = [],
  waitMs = 60_000,
): Promise<Server> {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url + healthPath)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * CPU time a process has used so far, in ms, from /proc (utime + stime, in clock ticks of 10 ms): on a
 * shared machine requests a second drift with the neighbours' load, CPU per request much less.
 */
export function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A process's resident memory now (VmRSS) and at its peak (VmHWM), in MB, from /proc; 0 where there is none. */
export function residentMb(pid: number | undefined): { now: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field: string) =>
      Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
    return { now: mb('VmRSS'), peak: mb('VmHWM') };
  } catch {
    return { now: 0, peak: 0 };
  }
}

/** What `memory-probe.mjs` reports: `process.memoryUsage()` and the size of each V8 heap space, in bytes. */
export type MemoryReport = NodeJS.MemoryUsage & { spaces: Record<string, number> };

/**
 * The node arguments and environment that load `memory-probe.mjs` into a server, and a way to read it. Plain
 * JavaScript: a TypeScript file the server's own modules do not include would make node load its type
 * stripper into the measured process (cli/node-flags.ts).
 */
export function memoryProbe(name: string) {
  const file = join(tmpdir(), `${name}-${process.pid}-memory.json`);
  return {
    nodeArgs: ['--import', join(import.meta.dirname, 'memory-probe.mjs')],
    env: { MEMORY_PROBE_FILE: file },
    async read(server: Server): Promise<MemoryReport | undefined> {
      rmSync(file, { force: true });
      server.process.kill('SIGUSR2');
      for (let tries = 0; tries < 50 && !existsSync(file); tries++)
        await new Promise((r) => setTimeout(r, 20));
      if (!existsSync(file)) return undefined;
      await new Promise((r) => setTimeout(r, 20));
      return JSON.parse(readFileSync(file, 'utf8')) as MemoryReport;
    },
  };
}

/** Resident memory of a process by kind of mapping, in MB, from /proc/<pid>/smaps. */
export type ResidentBreakdown = {
  /** The node executable's own pages (code and data read from the file; shared between processes). */
  nodeBinary: number;
  /** Other files mapped in: shared libraries, native add-ons, a database file if SQLite maps it. */
  otherFiles: number;
  /** glibc's main arena (`[heap]`, grown with brk): most of the C heap of the main thread. */
  brkHeap: number;
  /** Anonymous mappings shaped like glibc's other arenas (64 MB reserved each, for threads' malloc). */
  threadArenas: number;
  /** Every other anonymous mapping: V8's heap pages, large malloc blocks (≥ 128 KB, mmapped), stacks. */
  otherAnonymous: number;
  total: number;
};

/**
 * Where a process's resident memory is, by mapping. glibc reserves each arena but the main one as a 64 MB
 * aligned region whose unused part is mapped without access; a used part and its reserve adjacent to it
 * summing to 64 MB is counted as an arena. Everything else anonymous is V8 or large malloc blocks; the
 * probe's V8 figures tell them apart.
 */
export function residentBreakdown(pid: number | undefined): ResidentBreakdown | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return undefined;
  }
  type Mapping = { start: number; end: number; perms: string; path: string; rssKb: number };
  const mappings: Mapping[] = [];
  for (const line of text.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      mappings.push({
        start: Number.parseInt(header[1]!, 16),
        end: Number.parseInt(header[2]!, 16),
        perms: header[3]!,
        path: header[4] ?? '',
        rssKb: 0,
      });
    } else if (line.startsWith('Rss:')) {
      mappings[mappings.length - 1]!.rssKb = Number(/(\d+)/.exec(line)?.[1] ?? 0);
    }
  }
  const kb = { nodeBinary: 0, otherFiles: 0, brkHeap: 0, threadArenas: 0, otherAnonymous: 0 };
  const arenaSize = 64 * 2 ** 20;
  mappings.forEach((m, i) => {
    if (m.path === '[heap]') kb.brkHeap += m.rssKb;
    else if (m.path.startsWith('/') && /\/node$/.test(m.path)) kb.nodeBinary += m.rssKb;
    else if (m.path.startsWith('/')) kb.otherFiles += m.rssKb;
    else {
      const next = mappings[i + 1];
      const arena =
        m.perms.startsWith('rw') &&
        m.start % arenaSize === 0 &&
        (m.end - m.start === arenaSize ||
          (next !== undefined &&
            next.start === m.end &&
            next.perms.startsWith('---') &&
            next.end - m.start === arenaSize));
      if (arena) kb.threadArenas += m.rssKb;
      else kb.otherAnonymous += m.rssKb;
    }
  });
  const mb = (value: number) => Math.round(value / 1024);
  const total = Object.values(kb).reduce((a, b) => a + b, 0);
  return {
    nodeBinary: mb(kb.nodeBinary),
    otherFiles: mb(kb.otherFiles),
    brkHeap: mb(kb.brkHeap),
    threadArenas: mb(kb.threadArenas),
    otherAnonymous: mb(kb.otherAnonymous),
    total: mb(total),
  };
}

export function describeBreakdown(b: ResidentBreakdown | undefined): string {
  if (!b) return 'no /proc/<pid>/smaps';
  return (
    `${b.total} MB = node binary ${b.nodeBinary} + other files ${b.otherFiles} + C heap [heap] ${b.brkHeap}` +
    ` + thread arenas ${b.threadArenas} + other anonymous (V8, large malloc blocks, stacks) ${b.otherAnonymous}`
  );
}
