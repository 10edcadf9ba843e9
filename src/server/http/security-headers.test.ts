import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

const byName = (appUrl: string) =>
  Object.fromEntries(securityHeaders(appUrl).map(([name, value]) => [name.toLowerCase(), value]));

describe('security headers', () => {
  it('allow only our own origin, and no framing', () => {
    const headers = byName('http://localhost:3000');
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;" +
        "font-src 'self';connect-src 'self';manifest-src 'self';worker-src 'self';" +
        "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('ask browsers for https only when the app is served over https', () => {
    expect(byName('http://localhost:3000')).not.toHaveProperty('strict-transport-security');
    const https = byName('https://saudeconveniada.com.br');
    expect(https['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
