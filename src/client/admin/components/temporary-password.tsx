import { useEffect, useRef, useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

type CopyState = 'idle' | 'copied' | 'selected';

interface TemporaryPasswordProps {
  password: string;
  /** Who signs in with it. */
  email: string;
  /** Where it stops being visible ('desta página', 'desta janela'). */
  place: string;
  /** A welcome e-mail with a link to choose a password went to `email`. */
  welcomeSent: boolean;
}

/**
 * The temporary password of an account an admin created, shown this once (DESIGN §2): it lives
 * only in the screen's state, which the text says before anything else. Focus moves to the
 * heading so a screen reader starts here. Copying falls back to selecting the password where the
 * clipboard is unavailable (an http:// address other than localhost).
 */
export function TemporaryPassword({ password, email, place, welcomeSent }: TemporaryPasswordProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const passwordRef = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => headingRef.current?.focus(), []);

  async function copyPassword() {
    try {
      await navigator.clipboard.writeText(password);
      setCopy('copied');
    } catch {
      const selection = window.getSelection();
      if (passwordRef.current && selection) selection.selectAllChildren(passwordRef.current);
      setCopy('selected');
    }
  }

  return (
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
        Esta senha é mostrada somente agora. Ao sair {place} ou recarregá-la, ela não poderá ser
        vista de novo.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <code
          ref={passwordRef}
          className="rounded-md border border-border bg-muted px-4 py-3 font-mono text-lg tracking-wider break-all text-foreground select-all"
        >
          {password}
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
          <strong className="break-all">{email}</strong> e precisará trocar a senha no primeiro
          acesso.
        </li>
        {welcomeSent && (
          <li>
            Enviamos para <strong className="break-all">{email}</strong> um e-mail de boas-vindas
            com um link para escolher a senha diretamente (válido por 7 dias).
          </li>
        )}
      </ul>
    </div>
  );
}
