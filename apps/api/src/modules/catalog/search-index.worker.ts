import { closeSync, openSync, writeSync } from 'node:fs';
import { openDatabase } from '../../db/database.ts';
import { SearchDocumentsRepository } from './search-documents.repository.ts';
import { buildIndex } from './search-index.service.ts';
import { typedArraysOut } from './search-index-handover.ts';

// The search index built in a process of its own (decision 0061), started by `buildInWorker`: the rows
// read, the strings cut from them, the build's log and this process's heap all go when it ends, and none
// of it is ever in the API process. The index's typed arrays are written to a file, one after another,
// for the API process to read each into an array of its final size; the rest goes over the IPC channel.

const { databaseUrl, batch, file } = JSON.parse(process.env.SEARCH_INDEX_BUILD ?? '{}') as {
  databaseUrl: string;
  batch: number;
  file: string;
};
const database = openDatabase(databaseUrl);
try {
  const index = await buildIndex(new SearchDocumentsRepository(database.db), batch);
  const fd = openSync(file, 'w');
  try {
    const message = typedArraysOut(index.state(), (bytes) => writeSync(fd, bytes));
    await new Promise<void>((resolve, reject) =>
      process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
    );
  } finally {
    closeSync(fd);
  }
} finally {
  await database.destroy();
}
