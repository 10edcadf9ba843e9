import { SERVED_CITIES } from '../../../shared/constants/locations.ts';
import type { PageHead } from './head-html.ts';
import type { SiteIdentity } from './provider-head.ts';

const CITIES_TEXT = (() => {
  const names = SERVED_CITIES.map((city) => city.name);
  return `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
})();

type PublicPage = { title: (appName: string) => string; description: (appName: string) => string };

/** Title and description of each public page of SPEC §2 (the provider page is built apart). */
const PUBLIC_PAGES: Record<string, PublicPage> = {
  '/': {
    title: (appName) => `${appName} | Descontos em saúde em ${CITIES_TEXT}`,
    description: () =>
      `Encontre profissionais e clínicas de saúde com desconto em ${CITIES_TEXT} (GO). Busque por especialidade e fale direto com o conveniado.`,
  },
  '/pesquisa': {
    title: (appName) => `Pesquisar conveniados | ${appName}`,
    description: () =>
      'Pesquise profissionais e clínicas de saúde com desconto por nome, especialidade, estado e cidade.',
  },
  '/sobre': {
    title: (appName) => `Sobre | ${appName}`,
    description: (appName) =>
      `Conheça o ${appName}: missão, visão e como funciona a rede de descontos em saúde.`,
  },
  '/cadastro': {
    title: (appName) => `Criar conta | ${appName}`,
    description: (appName) =>
      `Crie sua conta gratuita no ${appName} e encontre profissionais de saúde com desconto.`,
  },
  '/login': {
    title: (appName) => `Entrar | ${appName}`,
    description: (appName) => `Entre na sua conta do ${appName}.`,
  },
  '/conveniado/cadastro': {
    title: (appName) => `Seja um conveniado | ${appName}`,
    description: () =>
      'Cadastre sua clínica, consultório ou serviço de saúde e ofereça descontos a novos pacientes.',
  },
  '/termos': {
    title: (appName) => `Termos de Uso | ${appName}`,
    description: (appName) =>
      `Termos de uso da ${appName}: um diretório de conveniados com desconto, que não é plano de saúde.`,
  },
  '/privacidade': {
    title: (appName) => `Política de Privacidade | ${appName}`,
    description: (appName) =>
      `O que a ${appName} guarda, por que, por quanto tempo e quem vê: pesquisar não deixa rastro.`,
  },
};

/** Pages behind a sign-in or reached from an e-mail link: never in a search engine. */
const PRIVATE_PREFIXES = [
  '/perfil',
  '/perfil-conveniado',
  '/admin',
  '/reset-password',
  '/confirmar-email',
];

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The head of a public page, of a private page (noindex), or undefined for any other path. */
export function staticPageHead(path: string, site: SiteIdentity): PageHead | undefined {
  if (isPrivatePath(path)) return { title: site.appName, noindex: true };
  const page = PUBLIC_PAGES[path];
  if (!page) return undefined;
  return {
    title: page.title(site.appName),
    description: page.description(site.appName),
    canonical: `${site.appUrl}${path}`,
    openGraph: { siteName: site.appName },
  };
}

export function notFoundProviderHead(site: SiteIdentity): PageHead {
  return { title: `Conveniado não encontrado | ${site.appName}`, noindex: true };
}

/** The search page for a specialty in a city: the pages the sitemap lists (sitemap.ts). */
export function specialtyCityHead(
  search: { specialty: string; city: { id: number; name: string; stateId: string } },
  site: SiteIdentity,
): PageHead {
  const place = `${search.city.name}-${search.city.stateId}`;
  return {
    title: `${search.specialty} com desconto em ${place} | ${site.appName}`,
    description: `Profissionais e clínicas de ${search.specialty} com desconto em ${place}. Compare descontos e fale direto com o conveniado.`,
    canonical: specialtyCityUrl(site.appUrl, search.specialty, search.city),
    openGraph: { siteName: site.appName },
  };
}

export function specialtyCityUrl(
  appUrl: string,
  specialty: string,
  city: { id: number; stateId: string },
): string {
  const specialtyParam = encodeURIComponent(specialty);
  return `${appUrl}/pesquisa?especialidade=${specialtyParam}&estado=${encodeURIComponent(city.stateId)}&cidade=${city.id}`;
}
