import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../http/errors.ts';
import { decodeCursor, encodeCursor, NAME_KEY_LENGTH } from './search-cursor.ts';

describe('search cursor', () => {
  it('round-trips a position', () => {
    for (const position of [
      { featured: true, nameKey: 'clinica sao lucas', id: 1 },
      { featured: false, nameKey: '', id: 2_147_483_647 },
      { featured: false, nameKey: 'a.b.c 100% "x"', id: 42 },
    ]) {
      const cursor = encodeCursor(position);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(cursor)).toEqual(position);
    }
  });

  it('always fits the 300 characters the query schema accepts', () => {
    const widest = '😀'.repeat(NAME_KEY_LENGTH);
    const cursor = encodeCursor({ featured: false, nameKey: widest, id: 2_147_483_647 });
    expect(cursor.length).toBeLessThanOrEqual(300);
    expect(decodeCursor(cursor).nameKey).toBe(widest);
  });

  it.each([
    ['not base64url', 'a+b/'],
    ['trailing garbage', `${encodeCursor({ featured: true, nameKey: 'x', id: 1 })}=`],
    ['no separator', Buffer.from('112').toString('base64url')],
    ['bad flag', Buffer.from('212.x').toString('base64url')],
    ['id 0', Buffer.from('10.x').toString('base64url')],
    ['id too large', Buffer.from('12147483648.x').toString('base64url')],
    ['key too long', Buffer.from(`11.${'x'.repeat(NAME_KEY_LENGTH + 1)}`).toString('base64url')],
    ['invalid UTF-8', Buffer.from([0x31, 0x31, 0x2e, 0xc3]).toString('base64url')],
  ])('refuses %s with the Portuguese message', (_case, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(ValidationError);
    expect(() => decodeCursor(cursor)).toThrow('Página de resultados inválida.');
  });
});
