import { join } from 'node:path';
import { TABLE_OWNERS } from '../db/table-owners.ts';
import {
  repositoryFiles,
  tableOwnershipViolations,
  tableUse,
  unusedDeclarations,
} from '../db/table-owners-check.ts';

// `npm run lint:table-owners`: every module's repositories name only the tables their module owns, and the
// read joins the ownership map declares (`db/table-owners.ts`). With `--use`, it prints instead which
// modules' repositories write and read each table.

const files = repositoryFiles(join(import.meta.dirname, '..', 'modules'));

if (process.argv.includes('--use')) {
  const use = tableUse(files, new Set(Object.keys(TABLE_OWNERS)));
  for (const table of Object.keys(TABLE_OWNERS).sort()) {
    const { writers, readers } = use.get(table) ?? { writers: new Set(), readers: new Set() };
    console.log(
      `${table}: written by ${[...writers].join(', ') || '-'}; read by ${[...readers].join(', ') || '-'}`,
    );
  }
} else {
  const violations = [
    ...tableOwnershipViolations(files, TABLE_OWNERS),
    ...unusedDeclarations(files, TABLE_OWNERS),
  ];
  for (const { path, line, message } of violations) console.error(`apps/api/src/${path}:${line} ${message}`);
  if (violations.length > 0) {
    console.error(`${violations.length} table ownership violation(s): see apps/api/src/db/table-owners.ts`);
    process.exit(1);
  }
  console.log(
    `table owners: ${files.length} repositories name only their own tables and declared read joins`,
  );
}
