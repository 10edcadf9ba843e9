/**
 * Text without its accents: 'São Simão' -> 'Sao Simao', 'Nutrição' -> 'Nutricao'. NFD splits each
 * accented letter into the letter and its combining mark (U+0300-U+036F), which is then dropped.
 * People type without accents on phones, so lists filtered as they type compare folded text;
 * e-mail names and file names need plain ASCII letters too. Case is left as it was.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
