import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name.ts';

describe('greetingName', () => {
  it('takes the first name of a full name', () => {
    expect(greetingName('Ana Maria Souza', 'ana@exemplo.com.br')).toBe('Ana');
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(greetingName('   José    da Silva ', 'jose@exemplo.com.br')).toBe('José');
  });

  it('falls back to the part of the e-mail before the @ when there is no name', () => {
    expect(greetingName('', 'maria.clara@exemplo.com.br')).toBe('maria.clara');
    expect(greetingName('   ', 'joao@exemplo.com.br')).toBe('joao');
    expect(greetingName(null, 'paulo@exemplo.com.br')).toBe('paulo');
  });

  it('keeps a single name as it is', () => {
    expect(greetingName('Beatriz', 'bia@exemplo.com.br')).toBe('Beatriz');
  });
});
