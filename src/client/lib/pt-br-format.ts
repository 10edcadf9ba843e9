/**
 * The two pt-BR formats the public pages show on their first render, written out instead of
 * asked of `Intl`: a page's first `Intl` formatter loads the browser's locale data, about 70 ms
 * of main thread on a mid-range phone (Lighthouse's), each further kind 10-15 ms more, and both
 * landed in the long tasks that follow the first paint (decision 036). The tests hold them to
 * `Intl`'s own output. Back-office screens, which are not on that path, keep using `Intl`.
 */

/** 1234567 -> '1.234.567', as `Intl.NumberFormat('pt-BR')` writes a whole number. */
export function formatInteger(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 && digits !== '0' ? `-${grouped}` : grouped;
}

/**
 * ['Jataí-GO', 'Rio Verde-GO', 'Goiânia-GO'] -> 'Jataí-GO, Rio Verde-GO e Goiânia-GO', as
 * `Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' })` joins them.
 */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}
