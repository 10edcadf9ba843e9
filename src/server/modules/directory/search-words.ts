/**
 * How the free-text box `q` becomes name conditions (docs/search.md "Matching"): the text is split
 * into words and every word must appear, as a substring, in the company name or in the trade
 * name, case and accents ignored (the database lowers and unaccents both sides). So 'clinica sao'
 * and 'sao clinica' both find 'Clínica São Lucas'.
 */

/** Connectors that would match almost any name ('Clínica dos Olhos' has no 'de'). */
const CONNECTORS = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

/** Words beyond this are ignored: each one is a condition on two trigram indexes. */
export const MAX_SEARCH_WORDS = 6;

export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const all = q.toLowerCase().split(/\s+/).filter(Boolean);
  const unique = [...new Set(all)];
  const meaningful = unique.filter((word) => word.length > 1 && !CONNECTORS.has(word));
  // A query made only of short words or connectors ('de', 'a b') is still searched as typed.
  const words = meaningful.length > 0 ? meaningful : [unique.join(' ')];
  return words.filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** Escapes LIKE's wildcards so that '50%' or 'a_b' are matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
