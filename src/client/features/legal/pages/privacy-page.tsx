import { useSiteDetails } from '../../../components/layout/use-site-details.ts';
import {
  ContactLink,
  LegalDocument,
  LegalLink,
  LegalList,
  LegalSection,
} from '../components/legal-document.tsx';

/**
 * SPEC §2 /privacidade, linked from the sign-up forms. What the platform stores, why, for how
 * long and who sees it, as the code does it (decision 030 maps each claim to the code):
 * change this text with the code it describes.
 */
export function PrivacyPage() {
  const { appName, contactEmail } = useSiteDetails();

  return (
    <LegalDocument title="Política de Privacidade">
      <p className="text-lg text-muted-foreground">
        Esta política explica quais dados a {appName} guarda, por que, por quanto tempo e quem os
        vê, conforme a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).
      </p>

      <LegalSection id="pesquisar" title="1. Para pesquisar, nada sobre você">
        <p>
          A pesquisa é gratuita e não pede cadastro. Não usamos cookies de publicidade nem de
          rastreamento, nem ferramentas de análise de terceiros. O que você pesquisa não é guardado
          com nenhum identificador: os registros técnicos do servidor anotam só o endereço da página
          pedida, sem o texto pesquisado e sem o seu endereço IP.
        </p>
        <p>
          Quando você abre a página de um conveniado ou toca no WhatsApp, no telefone ou no mapa
          dela, somamos um ao número daquele dia, que o conveniado vê no seu perfil. Nada sobre você
          entra nessa conta: nem cookie, nem identificador. Para que ninguém infle esses números,
          contamos no máximo 30 por hora de um mesmo endereço IP; esse contador é apagado ao fim da
          hora.
        </p>
        <p>
          Se você usar &lsquo;Informar um erro&rsquo; na página de um conveniado, guardamos o que
          você marcou e escreveu, para a equipe conferir; o conveniado vê o aviso enquanto ele
          estiver aberto. Não guardamos quem enviou: nem conta, nem endereço IP (a não ser no
          contador de no máximo 5 avisos por hora, apagado ao fim da hora).
        </p>
        <p>
          No seu próprio navegador ficam apenas: se você fechou o aviso de instalação do aplicativo,
          a posição da rolagem das páginas que visitou e uma cópia das últimas páginas e buscas,
          para o aplicativo funcionar sem conexão. Você pode apagá-los nas configurações do
          navegador.
        </p>
      </LegalSection>

      <LegalSection id="conta" title="2. Se você cria uma conta">
        <LegalList>
          <li>
            <strong className="text-foreground">Nome e e-mail</strong>: para identificar sua conta,
            confirmar o e-mail e enviar o link de recuperação de senha.
          </li>
          <li>
            <strong className="text-foreground">Senha</strong>: guardamos apenas um resumo
            criptográfico (argon2), do qual não é possível obter a senha. Ninguém da equipe a vê.
          </li>
          <li>
            <strong className="text-foreground">Sessão</strong>: um único cookie, essencial, mantém
            você conectado. No banco fica um resumo dele (nunca o próprio cookie), o nome do seu
            navegador e as datas de uso. A sessão termina ao sair, após 7 dias sem uso ou, de todo
            modo, após 30 dias (no painel administrativo, 2 horas sem uso ou 24 horas).
          </li>
          <li>
            <strong className="text-foreground">Links enviados por e-mail</strong> (confirmação,
            nova senha): valem uma vez e por tempo limitado.
          </li>
          <li>
            <strong className="text-foreground">Proteção contra abuso</strong>: contamos tentativas
            de login, de cadastro e de envio de e-mails por endereço IP e por e-mail. Esses
            contadores são apagados ao fim de cada período, que vai de 1 minuto a 1 hora.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="conveniados" title="3. Se você cadastra um conveniado">
        <p>
          Guardamos o que o formulário de cadastro pede: razão social ou nome, nome fantasia, CPF ou
          CNPJ, responsável, registro profissional, telefone, WhatsApp, e-mail de contato, endereço,
          link de localização, área, especialidades, desconto, prazo de retorno e observações. A
          equipe da plataforma usa esses dados para revisar o cadastro antes de publicá-lo.
        </p>
        <p>
          Depois de aprovado, esses dados aparecem na página pública do conveniado, para qualquer
          visitante e para os buscadores, porque são o que as pessoas precisam para escolher e
          entrar em contato. O e-mail e a senha da conta de acesso não são publicados.
        </p>
      </LegalSection>

      <LegalSection id="equipe" title="4. O que a equipe registra">
        <p>
          As ações feitas no painel administrativo (aprovar, editar, suspender ou excluir
          conveniados e usuários, mudar perfis e permissões) ficam registradas com quem as fez e
          quando, para que cada mudança possa ser explicada.
        </p>
      </LegalSection>

      <LegalSection id="compartilhamento" title="5. Com quem compartilhamos">
        <p>
          Não vendemos dados e não os compartilhamos para publicidade. O serviço de envio de e-mails
          recebe o endereço e o texto das mensagens que a plataforma envia. Fora isso, dados só
          seriam entregues por ordem de autoridade competente, nos termos da lei.
        </p>
      </LegalSection>

      <LegalSection id="direitos" title="6. Seus direitos">
        <p>
          Você pode confirmar se tratamos seus dados, acessá-los, corrigi-los, pedir uma cópia,
          pedir que sejam eliminados e revogar o seu consentimento (LGPD, art. 18). Nome, e-mail e
          senha podem ser corrigidos a qualquer momento em{' '}
          <LegalLink to="/perfil">Meu Perfil</LegalLink>, e os dados de um conveniado em{' '}
          <LegalLink to="/perfil-conveniado">Meu Perfil de Conveniado</LegalLink>. Uma cópia de tudo
          o que guardamos sobre a sua conta e o seu cadastro de conveniado sai em Meu Perfil, no
          botão &lsquo;Baixar meus dados&rsquo; (um arquivo JSON). Também em Meu Perfil, o botão
          &lsquo;Excluir minha conta&rsquo;, confirmado com a sua senha, apaga na hora a conta e o
          cadastro de conveniado, que sai da busca no mesmo instante; do registro do painel saem as
          anotações sobre você, e fica só que uma conta foi excluída a pedido do titular. Contas da
          equipe são excluídas por outro administrador. Para os demais pedidos, escreva para{' '}
          <ContactLink email={contactEmail} />: respondemos em até 15 dias.
        </p>
      </LegalSection>

      <LegalSection id="seguranca" title="7. Segurança">
        <p>
          O acesso é feito por conexão segura (HTTPS), as senhas são guardadas apenas como resumo,
          as sessões ficam no servidor e cada pessoa da equipe só acessa o que o seu perfil permite.
          Nenhum sistema é inviolável: se um incidente afetar seus dados, avisaremos você e a
          Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </LegalSection>

      <LegalSection id="mudancas" title="8. Mudanças nesta política">
        <p>
          Quando esta política mudar, a data no início da página muda também. Os{' '}
          <LegalLink to="/termos">Termos de Uso</LegalLink> completam este texto.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
