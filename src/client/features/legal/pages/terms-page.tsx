import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /termos: linked from the sign-up forms. */
export function TermsPage() {
  return <PagePlaceholder title="Termos de Uso" />;
}
