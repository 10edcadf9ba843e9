import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';

export interface CreatedProvider {
  message: string;
  providerId: number;
  email: string;
  temporaryPassword: string;
}

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * After 'Adicionar Conveniado': the temporary password, shown this once (DESIGN §2). It lives
 * only in the page's state: a reload or leaving the page loses it for good, which the text says
 * before anything else. Focus moves to the heading so a screen reader starts here.
 */
export function TemporaryPasswordPanel({
  created,
  onAddAnother,
}: {
  created: CreatedProvider;
  onAddAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const passwordRef = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => headingRef.current?.focus(), []);

  function selectPassword() {
    const selection = window.getSelection();
    if (passwordRef.current && selection) selection.selectAllChildren(passwordRef.current);
  }

  async function copyPassword() {
    try {
      // Undefined outside a secure context (an http:// address other than localhost).
      await navigator.clipboard.writeText(created.temporaryPassword);
      setCopy('copied');
    } catch {
      selectPassword();
      setCopy('selected');
    }
  }

  return (
    <section aria-labelledby="senha-temporaria" className="space-y-6">
      <Alert variant="success" title={created.message}>
        <p>O cadastro está Pendente: ele aparece na pesquisa depois de aprovado.</p>
      </Alert>
      <div className="space-y-4 rounded-lg border border-border p-4 sm:p-6">
        <h2
          id="senha-temporaria"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold text-foreground"
        >
          <KeyRound aria-hidden="true" className="size-5 text-primary" />
          Senha temporária
        </h2>
        <p className="text-sm font-medium text-foreground">
          Esta senha é mostrada somente agora. Ao sair desta página ou recarregá-la, ela não poderá
          ser vista de novo.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <code
            ref={passwordRef}
            className="rounded-md border border-border bg-muted px-4 py-3 font-mono text-lg tracking-wider break-all text-foreground select-all"
          >
            {created.temporaryPassword}
          </code>
          <Button type="button" variant="outline" onClick={() => void copyPassword()}>
            {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            Copiar senha
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {copy === 'copied' && 'Senha copiada.'}
          {copy === 'selected' &&
            'Não foi possível copiar automaticamente: a senha está selecionada, copie-a com Ctrl+C.'}
        </p>
        <ul className="list-disc space-y-2 pl-5 text-sm text-foreground">
          <li>
            Entregue esta senha à pessoa por um canal seguro. Ela entra com o e-mail{' '}
            <strong className="break-all">{created.email}</strong> e precisará trocar a senha no
            primeiro acesso.
          </li>
          <li>
            Enviamos para <strong className="break-all">{created.email}</strong> um e-mail de
            boas-vindas com um link para escolher a senha diretamente (válido por 7 dias).
          </li>
        </ul>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={`/admin/providers/${created.providerId}`}>Ver detalhes do conveniado</Link>
        </Button>
        <Button type="button" variant="outline" onClick={onAddAnother}>
          Adicionar outro conveniado
        </Button>
      </div>
    </section>
  );
}
