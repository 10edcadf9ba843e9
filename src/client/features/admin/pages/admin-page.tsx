import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /admin/*: back-office; a later issue gives it its own layout and routes. */
export function AdminPage() {
  return <PagePlaceholder title="Painel Admin" />;
}
