import { INVALID_SEARCH_CURSOR_MESSAGE } from '../../../shared/schemas/directory.ts';
import { ValidationError } from '../../http/errors.ts';

/**
 * The keyset position of a result page: the sort key of the last row sent (docs/search.md
 * "Order and paging"). `featured` first, then `nameKey` (the first NAME_KEY_LENGTH characters of
 * the unaccented, lower-case company name, compared byte-wise), then `id`.
 */
export type SearchPosition = { featured: boolean; nameKey: string; id: number };

/**
 * The name key is cut so that a cursor always fits the 300 characters searchQuerySchema accepts:
 * 48 characters of at most 4 UTF-8 bytes, plus the flag and the id, is under 225 bytes, which is
 * 300 characters of base64url.
 */
export const NAME_KEY_LENGTH = 48;

const MAX_ID = 2_147_483_647;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Opaque to clients: base64url of `<0|1><id>.<name key>` (0 = featured). */
export function encodeCursor(position: SearchPosition): string {
  const text = `${position.featured ? 0 : 1}${position.id}.${position.nameKey}`;
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The position in a cursor; anything this server did not produce is a 400. */
export function decodeCursor(cursor: string): SearchPosition {
  const bytes = Buffer.from(cursor, 'base64url');
  // Buffer skips characters it cannot decode; a cursor must survive the round trip exactly.
  if (bytes.toString('base64url') !== cursor) throw invalidCursor();
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw invalidCursor();
  }
  const match = /^([01])([1-9]\d{0,9})\.([\s\S]*)$/.exec(text);
  if (!match) throw invalidCursor();
  const [, flag, digits, nameKey] = match as unknown as [string, string, string, string];
  const id = Number(digits);
  if (id > MAX_ID || [...nameKey].length > NAME_KEY_LENGTH) throw invalidCursor();
  return { featured: flag === '0', id, nameKey };
}

function invalidCursor() {
  return new ValidationError(INVALID_SEARCH_CURSOR_MESSAGE, 'cursor');
}
