import { DEMO_BANNER_TEXT, DEMO_DATA_META_NAME } from '../../../shared/constants/demo.ts';
import { useSiteInfo } from '../../features/site/api/get-site-info.ts';

/** Whether the server marked the page it sent as showing demo data (site-routes.ts). */
function servedWithDemoData(): boolean {
  return document.querySelector(`meta[name="${DEMO_DATA_META_NAME}"]`) !== null;
}

/**
 * A thin line above the header while the directory lists demo providers (docs/decisions/015).
 * Until GET /api/site answers, the served page's marker decides, so the banner is in the first
 * render and nothing below it moves when the answer arrives; afterwards the answer decides.
 */
export function DemoBanner() {
  const { data } = useSiteInfo();
  if (!(data ? data.demoData : servedWithDemoData())) return null;
  return (
    <aside
      aria-label="Dados de demonstração"
      className="border-b border-demo-foreground/20 bg-demo px-4 py-1 text-center text-xs text-demo-foreground sm:text-sm"
    >
      <p>{DEMO_BANNER_TEXT}</p>
    </aside>
  );
}
