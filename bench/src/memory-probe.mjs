import { writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

// Preloaded into the shop by the benchmarks (`node --import`): on SIGUSR2 it writes the process's memory
// as Node sees it to MEMORY_PROBE_FILE, so a run can say where the resident memory goes (V8's heap and its
// spaces, buffers outside it) without touching the shop's code.
const target = process.env.MEMORY_PROBE_FILE;
if (target) {
  process.on('SIGUSR2', () => {
    const spaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size]));
    writeFileSync(target, JSON.stringify({ ...process.memoryUsage(), spaces }));
  });
}
