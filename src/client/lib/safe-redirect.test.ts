import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('accepts a path on this site, with its query', () => {
    expect(safeRedirectPath('/perfil')).toBe('/perfil');
    expect(safeRedirectPath('/pesquisa?q=clinica&cidade=5211909')).toBe(
      '/pesquisa?q=clinica&cidade=5211909',
    );
  });

  it.each([
    null,
    undefined,
    '',
    'perfil',
    'https://example.com/perfil',
    '//example.com',
    '/\\example.com',
    '/\t/example.com',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('never sends the person back to the login page', () => {
    expect(safeRedirectPath('/login')).toBeNull();
    expect(safeRedirectPath('/login?redirect=/perfil')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers where the person was', () => {
    expect(loginPathFor('/perfil')).toBe('/login?redirect=%2Fperfil');
    expect(loginPathFor('/admin/users?page=2')).toBe('/login?redirect=%2Fadmin%2Fusers%3Fpage%3D2');
  });

  it('adds nothing for the home page or an unsafe path', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//example.com')).toBe('/login');
  });
});
