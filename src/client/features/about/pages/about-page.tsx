import { Link } from 'react-router';
import { Eye, Mail, Target, UserPlus, Stethoscope } from 'lucide-react';
import { useSiteDetails } from '../../../components/layout/use-site-details.ts';
import { formatList } from '../../../lib/pt-br-format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AboutSteps } from '../components/about-steps.tsx';

/**
 * SPEC §2 /sobre: mission, vision, how it works, the calls to sign up (people and providers) and
 * a contact button that opens an e-mail to the configured CONTACT_EMAIL.
 */
export function AboutPage() {
  usePageTitle('Sobre');
  const { appName, contactEmail, servedCityLabels } = useSiteDetails();

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Sobre</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
        A {appName} aproxima quem procura atendimento de saúde de profissionais e clínicas que
        oferecem descontos, hoje em {formatList(servedCityLabels)}. A pesquisa é gratuita.
      </p>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="missao" className="rounded-lg border border-border p-6">
          <Target aria-hidden="true" className="size-8 text-primary" />
          <h2 id="missao" className="mt-3 text-xl font-semibold text-foreground">
            Nossa missão
          </h2>
          <p className="mt-2 text-muted-foreground">
            Tornar o cuidado com a saúde mais acessível, ajudando cada pessoa a encontrar o
            profissional certo, perto de casa, com desconto.
          </p>
        </section>
        <section aria-labelledby="visao" className="rounded-lg border border-border p-6">
          <Eye aria-hidden="true" className="size-8 text-primary" />
          <h2 id="visao" className="mt-3 text-xl font-semibold text-foreground">
            Nossa visão
          </h2>
          <p className="mt-2 text-muted-foreground">
            Ser a rede de saúde conveniada de referência no Brasil, valorizando profissionais e
            estabelecimentos que cuidam bem e cobram de forma justa.
          </p>
        </section>
      </div>

      <AboutSteps />

      <section aria-labelledby="participe" className="mt-12 rounded-xl bg-primary-soft p-6 sm:p-8">
        <h2 id="participe" className="text-2xl font-bold tracking-tight text-foreground">
          Faça parte
        </h2>
        <p className="mt-2 text-muted-foreground">
          Crie sua conta gratuita ou cadastre seu consultório, clínica ou serviço como conveniado.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg">
            <Link to="/cadastro">
              <UserPlus aria-hidden="true" />
              Criar conta
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/conveniado/cadastro">
              <Stethoscope aria-hidden="true" />
              Seja um Conveniado
            </Link>
          </Button>
          {contactEmail && (
            <Button asChild size="lg" variant="ghost">
              <a href={`mailto:${contactEmail}`}>
                <Mail aria-hidden="true" />
                Fale conosco
              </a>
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
