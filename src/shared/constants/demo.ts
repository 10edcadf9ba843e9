/**
 * Demo providers (invented by the seed, providers.is_demo) say so wherever they are shown:
 * docs/decisions/015-demo-data-says-it-is-demo.md.
 */

/** The badge on a demo provider's card and page, and the mark in its served title. */
export const DEMO_LABEL = 'Demonstração';

/** The layout's banner while the directory lists demo providers. */
export const DEMO_BANNER_TEXT = 'Os conveniados exibidos são exemplos de demonstração.';

/** Under the (disabled) contact buttons of a demo provider. */
export const DEMO_CONTACT_TEXT = 'Contato desativado: conveniado de demonstração.';

/**
 * `<meta name=…>` the server puts in every page it serves while demo providers are listed, so
 * the banner is part of the first render (no layout shift waiting for GET /api/site).
 */
export const DEMO_DATA_META_NAME = 'demo-data';
