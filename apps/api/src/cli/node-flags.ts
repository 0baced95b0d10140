/**
 * V8 settings every API process starts with (`npm start`, each process of `start:cluster`, the
 * benchmarks). On a machine with several GB of memory V8 lets the young generation grow to 64 MB a
 * semi-space, two of them: 128 MB of resident memory that an API process, whose requests leave a few KB of
 * short-lived objects each, fills with garbage under load. 16 MB cut the catalogue benchmark's peak by
 * about 110 MB at no measurable CPU cost per request; 8 MB and `--optimize-for-size` cost CPU
 * (docs/performance.md).
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];
