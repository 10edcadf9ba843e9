import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../http/errors.ts';
import { decodeCursor, encodeCursor } from './search-cursor.ts';

describe('search cursor', () => {
  it('round-trips the last id and carries nothing else', () => {
    for (const id of [1, 42, 2_147_483_647]) {
      const cursor = encodeCursor(id);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(cursor, 'base64url').toString()).toBe(`p${id}`);
      expect(decodeCursor(cursor)).toBe(id);
    }
  });

  it.each([
    ['not base64url', 'a+b/'],
    ['trailing garbage', `${encodeCursor(1)}=`],
    ['no prefix', Buffer.from('12').toString('base64url')],
    ['id 0', Buffer.from('p0').toString('base64url')],
    ['id too large', Buffer.from('p2147483648').toString('base64url')],
    ['a name inside', Buffer.from('p1.clinica').toString('base64url')],
    ['a NUL inside', Buffer.from('p1\u0000').toString('base64url')],
  ])('refuses %s with the Portuguese message', (_case, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(ValidationError);
    expect(() => decodeCursor(cursor)).toThrow('Página de resultados inválida.');
  });
});
