import { useSiteDetails } from '../../../components/layout/use-site-details.ts';
import { notAHealthPlan } from '../../../../shared/constants/health-plan-notice.ts';
import {
  ContactLink,
  LegalDocument,
  LegalLink,
  LegalList,
  LegalSection,
} from '../components/legal-document.tsx';

/** SPEC §2 /termos, linked from the sign-up forms ('Você precisa aceitar os termos de uso...'). */
export function TermsPage() {
  const { appName, contactEmail } = useSiteDetails();

  return (
    <LegalDocument title="Termos de Uso">
      <p className="text-lg text-muted-foreground">
        Estes termos valem para quem usa a {appName}: para pesquisar, com uma conta ou como
        conveniado. Ao criar uma conta você declara que os leu e aceita.
      </p>

      <LegalSection id="servico" title="1. O que é a plataforma">
        <p>
          A {appName} é um diretório que aproxima quem procura atendimento de saúde de profissionais
          e clínicas (os conveniados) que oferecem descontos. A pesquisa é gratuita, e o contato com
          o conveniado é feito diretamente com ele, por WhatsApp, telefone ou pessoalmente.
        </p>
        <p className="rounded-lg border border-border bg-muted p-4 font-medium text-foreground">
          {notAHealthPlan(`A ${appName}`)}
        </p>
        <p>A plataforma não intermedeia pagamentos e não presta serviços de saúde.</p>
      </LegalSection>

      <LegalSection id="informacoes" title="2. As informações publicadas">
        <p>
          Os dados de cada conveniado (especialidades, endereço, contatos, desconto, horários) são
          informados pelo próprio conveniado e revisados pela equipe antes de publicados. Ainda
          assim, podem mudar sem aviso: confirme o desconto e as condições com o conveniado antes do
          atendimento. Preços, agendamento, atendimento e a qualidade dos serviços são de
          responsabilidade de cada conveniado.
        </p>
      </LegalSection>

      <LegalSection id="conta" title="3. Sua conta">
        <LegalList>
          <li>Informe dados verdadeiros e mantenha seu e-mail atualizado.</li>
          <li>Sua senha é pessoal: não a compartilhe. Se suspeitar de uso indevido, troque-a.</li>
          <li>
            Contas usadas para fraude, abuso ou para atrapalhar o serviço podem ser suspensas.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="conveniados" title="4. Para conveniados">
        <LegalList>
          <li>
            O cadastro é revisado pela equipe, que pode aprová-lo, pedir correções ou recusá-lo
            dizendo o motivo.
          </li>
          <li>
            O conveniado declara que os dados são verdadeiros, que tem o registro profissional
            exigido para a sua atividade e que concede o desconto anunciado a quem o procura pela
            plataforma.
          </li>
          <li>
            O que publica deve seguir as regras de publicidade do seu conselho profissional (como as
            do CFM e do CFO): sem promessas de resultado, sem preços além do percentual de desconto
            e sem se apresentar como especialista sem o registro da especialidade.
          </li>
          <li>
            Um conveniado pode ser suspenso se os dados deixarem de ser verdadeiros ou se o desconto
            não for concedido.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="privacidade" title="5. Privacidade">
        <p>
          Como tratamos os dados pessoais está na{' '}
          <LegalLink to="/privacidade">Política de Privacidade</LegalLink>.
        </p>
      </LegalSection>

      <LegalSection id="mudancas" title="6. Mudanças e contato">
        <p>
          Quando estes termos mudarem, a data no início da página muda também. Estes termos seguem
          as leis brasileiras. Dúvidas: <ContactLink email={contactEmail} />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
