import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { PROVIDER_AREA_LINK, PROVIDER_SIGN_UP_LINK, PUBLIC_NAV_LINKS } from './nav-links.ts';
import type { NavItem } from './nav-links.ts';
import { useSiteDetails } from './use-site-details.ts';
import { notAHealthPlan } from '../../../shared/constants/health-plan-notice.ts';

const linkClass =
  'text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline';

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-sm font-semibold text-foreground">{title}</h2>
      {children}
    </section>
  );
}

function FooterLinks({ label, items }: { label: string; items: readonly NavItem[] }) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.to} className={linkClass}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * SPEC §2 "Public layout": navigation, provider links, contact details, copyright; and, on every
 * page, that the platform is not a health plan, with the terms and privacy links (issue 15).
 */
export function SiteFooter() {
  const { appName, contactEmail, contactPhone, servedCityLabels } = useSiteDetails();
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-border bg-muted">
      {/* The contact column takes its e-mail address's width, so the address stays on one line. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_1fr]">
        <FooterSection title="Navegação">
          <FooterLinks label="Navegação do rodapé" items={PUBLIC_NAV_LINKS} />
        </FooterSection>
        <FooterSection title="Para conveniados">
          <FooterLinks
            label="Links para conveniados"
            items={[PROVIDER_SIGN_UP_LINK, PROVIDER_AREA_LINK]}
          />
        </FooterSection>
        {(contactEmail || contactPhone) && (
          <FooterSection title="Contato">
            <ul className="space-y-2">
              {contactEmail && (
                <li className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  <a href={`mailto:${contactEmail}`} className={`${linkClass} break-all`}>
                    {contactEmail}
                  </a>
                </li>
              )}
              {contactPhone && (
                <li className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {/* tel: takes digits only (SPEC §7 "External links"). */}
                  <a href={`tel:${contactPhone.replace(/\D/g, '')}`} className={linkClass}>
                    {contactPhone}
                  </a>
                </li>
              )}
            </ul>
          </FooterSection>
        )}
        <FooterSection title="Cidades atendidas">
          <ul className="space-y-2">
            {servedCityLabels.map((label) => (
              <li key={label} className="flex items-center gap-2 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {label}
              </li>
            ))}
          </ul>
        </FooterSection>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-4 text-center text-sm text-muted-foreground">
          <p className="font-medium text-foreground">{notAHealthPlan(`A ${appName}`)}</p>
          <p>
            © {year} {appName}. Todos os direitos reservados.
          </p>
          <p className="space-x-3">
            <Link to="/termos" className={linkClass}>
              Termos de Uso
            </Link>
            <Link to="/privacidade" className={linkClass}>
              Política de Privacidade
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
