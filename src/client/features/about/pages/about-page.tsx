import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /sobre: mission, vision, how it works; built by a later issue. */
export function AboutPage() {
  return <PagePlaceholder title="Sobre" />;
}
