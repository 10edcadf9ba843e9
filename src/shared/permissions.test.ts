import { describe, expect, it } from 'vitest';
import { hasPermission, permissionMapOf } from './permissions.ts';

describe('hasPermission', () => {
  it('grants only what the map says, and nothing without a map', () => {
    const map = permissionMapOf(false);
    map.providers.read = true;
    expect(hasPermission(map, 'providers', 'read')).toBe(true);
    expect(hasPermission(map, 'providers', 'update')).toBe(false);
    expect(hasPermission(map, 'users', 'read')).toBe(false);
    expect(hasPermission(null, 'providers', 'read')).toBe(false);
    expect(hasPermission(undefined, 'providers', 'read')).toBe(false);
  });

  it('permissionMapOf(true) holds every action of every resource', () => {
    const all = permissionMapOf(true);
    for (const actions of Object.values(all)) {
      expect(Object.values(actions).every(Boolean)).toBe(true);
    }
    expect(Object.keys(all)).toContain('areas');
  });
});
