import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /privacidade: linked from the sign-up forms. */
export function PrivacyPage() {
  return <PagePlaceholder title="Política de Privacidade" />;
}
