import { usePageTitle } from '../../lib/use-page-title.ts';

interface PagePlaceholderProps {
  /** The page's <h1>; also its document title unless `documentTitle` is given. */
  title: string;
  documentTitle?: string;
}

/**
 * What a route shows until its feature is built: its real title and one honest sentence. It never
 * imitates the finished page (no fake forms, results or data), so nobody mistakes it for working.
 */
export function PagePlaceholder({ title, documentTitle }: PagePlaceholderProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
      <p className="mt-4 text-muted-foreground">Esta página estará disponível em breve.</p>
    </div>
  );
}
