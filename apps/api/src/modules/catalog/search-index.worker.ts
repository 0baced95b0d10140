import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.ts';
import { SearchDocumentsRepository } from './search-documents.repository.ts';
import { buildIndex } from './search-index.service.ts';
import { transferables } from './search-index.ts';

// The search index built in a thread of its own (decision 0038): the rows read and the strings and
// arrays left by cutting them into words are this thread's garbage, and go with its heap when it ends;
// the index's typed arrays are handed to the thread that asked without a copy.

const { databaseUrl, batch } = workerData as { databaseUrl: string; batch: number };
const database = openDatabase(databaseUrl);
try {
  const index = await buildIndex(new SearchDocumentsRepository(database.db), batch);
  const state = index.state();
  parentPort!.postMessage(state, transferables(state));
} finally {
  await database.destroy();
}
