/**
 * Guards send a visitor to /login?redirect={where they were}. The value comes from the URL, so
 * it is only followed when it is a path on this site: it starts with one '/' (not '//' nor '/\',
 * which browsers read as another host) and does not point back at the login page itself.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside '/\t/evil.example') are stripped by URL parsers.
  if ([...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return null;
  const pathname = value.split(/[?#]/)[0];
  if (pathname === '/login') return null;
  return value;
}

/** '/login?redirect=%2Fperfil%3Faba%3D1' for the page a guard or an expired session left. */
export function loginPathFor(returnTo: string): string {
  const target = safeRedirectPath(returnTo);
  if (!target || target === '/') return '/login';
  return `/login?${new URLSearchParams({ redirect: target }).toString()}`;
}
