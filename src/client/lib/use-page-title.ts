import { useEffect } from 'react';

export const APP_NAME = 'Saúde Conveniada';

/** 'Pesquisar' -> 'Pesquisar | Saúde Conveniada'; no title -> the product name alone. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}

/**
 * Sets document.title for the page being shown. In a single-page app the browser does not change
 * the title on navigation, and screen readers and browser history rely on it to tell pages apart.
 */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
