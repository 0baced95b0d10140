// Text search on the trigram indexes both engines keep (FTS5 `tokenize='trigram'` on SQLite, pg_trgm on
// PostgreSQL), shared by the catalogue and the back office.

/** Trigram indexes need 3 characters; shorter text is matched by a LIKE scan. */
export const TRIGRAM_LENGTH = 3;

/** An FTS5 phrase: the text inside double quotes, its own quotes doubled. */
export function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}
