import { describe, expect, it } from 'vitest';
import { landingDataUrl } from './landing-data.ts';

describe('landingDataUrl', () => {
  it('names the request of a provider page and of a search, as the pages make them', () => {
    expect(landingDataUrl('/conveniado/33', '')).toBe('/api/providers/33');
    expect(landingDataUrl('/pesquisa', '?desconto=10&q=odonto&x=1')).toBe(
      '/api/providers?q=odonto&desconto=10',
    );
    expect(landingDataUrl('/pesquisa', '')).toBe('/api/providers');
  });

  it('has nothing to start elsewhere or for a malformed id', () => {
    expect(landingDataUrl('/', '')).toBeNull();
    expect(landingDataUrl('/conveniado/abc', '')).toBeNull();
    expect(landingDataUrl('/conveniado/cadastro', '')).toBeNull();
  });
});
