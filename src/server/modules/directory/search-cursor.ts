import { INVALID_SEARCH_CURSOR_MESSAGE } from '../../../shared/schemas/directory.ts';
import { ValidationError } from '../../http/errors.ts';

/**
 * The keyset position of a result page: the sort key of the last row sent (docs/search.md
 * "Order and paging"). `featured` first, then `nameKey` (providers.name_key: the first NAME_KEY_LENGTH
 * characters of the unaccented, lower-case company name, compared byte-wise), then `id`.
 */
export type SearchPosition = { featured: boolean; nameKey: string; id: number };

const MAX_ID = 2_147_483_647;

/**
 * Opaque to clients: base64url of `p<id>` of the last row sent. Only the id travels: the server
 * reads that row's position again, so a cursor never carries a name the viewer may not see.
 */
export function encodeCursor(id: number): string {
  return Buffer.from(`p${id}`, 'utf8').toString('base64url');
}

/** The last row's id in a cursor; anything this server did not produce is a 400. */
export function decodeCursor(cursor: string): number {
  const bytes = Buffer.from(cursor, 'base64url');
  // Buffer skips characters it cannot decode; a cursor must survive the round trip exactly.
  if (bytes.toString('base64url') !== cursor) throw invalidCursor();
  const match = /^p([1-9]\d{0,9})$/.exec(bytes.toString('latin1'));
  const id = Number(match?.[1]);
  if (!match || id > MAX_ID) throw invalidCursor();
  return id;
}

export function invalidCursor() {
  return new ValidationError(INVALID_SEARCH_CURSOR_MESSAGE, 'cursor');
}
