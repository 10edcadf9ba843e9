import { describe, expect, it } from 'vitest';
import { escapeLike, MAX_SEARCH_WORDS, searchWords } from './search-words.ts';

describe('searchWords', () => {
  it('splits the text into lower-case words, once each', () => {
    expect(searchWords('  Clínica   São  clínica ')).toEqual(['clínica', 'são']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('')).toEqual([]);
  });

  it('drops connectors and one-letter words when other words remain', () => {
    expect(searchWords('clinica de olhos e ouvidos')).toEqual(['clinica', 'olhos', 'ouvidos']);
    expect(searchWords('dr a silva')).toEqual(['dr', 'silva']);
  });

  it('searches a text made only of short words as typed', () => {
    expect(searchWords('de')).toEqual(['de']);
    expect(searchWords('a b')).toEqual(['a b']);
    expect(searchWords('%')).toEqual(['%']);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWords('um dois tres quatro cinco seis sete oito')).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike('clinica')).toBe('clinica');
  });
});
