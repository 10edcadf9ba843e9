import { describe, expect, it } from 'vitest';
import { foldAccents } from './text.ts';

describe('foldAccents', () => {
  it('drops the accents of Portuguese letters and keeps the case', () => {
    expect(foldAccents('São Simão')).toBe('Sao Simao');
    expect(foldAccents('Goiânia, Jataí, Nutrição')).toBe('Goiania, Jatai, Nutricao');
    expect(foldAccents('ÀÁÂÃÇÉÊÍÓÔÕÚÜ àáâãçéêíóôõúü')).toBe('AAAACEEIOOOUU aaaaceeiooouu');
  });

  it('folds text whose accents are already separate combining marks', () => {
    expect(foldAccents('Jatai\u0301')).toBe('Jatai');
  });

  it('leaves text without accents, digits and punctuation as they are', () => {
    expect(foldAccents('Rio Verde - GO, 75800-000')).toBe('Rio Verde - GO, 75800-000');
    expect(foldAccents('')).toBe('');
  });
});
