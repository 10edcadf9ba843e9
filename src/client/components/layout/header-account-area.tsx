import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { greetingName } from '../../lib/greeting-name.ts';
import { useCurrentUser } from '../../lib/session/get-me.ts';
import { useSignOut } from '../../lib/session/sign-out.ts';

interface HeaderAccountAreaProps {
  /** 'bar': the desktop header row; 'menu': stacked inside the mobile menu. */
  layout: 'bar' | 'menu';
  className?: string;
}

/**
 * The account corner of the header (SPEC §2): visitors get Login and Cadastrar; a signed-in
 * person gets 'Olá, {first name}', Perfil and Sair. Nothing is shown while /api/me answers, so a
 * signed-in person never sees Login flash on every page load.
 */
export function HeaderAccountArea({ layout, className }: HeaderAccountAreaProps) {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const fullWidth = layout === 'menu' ? 'w-full' : undefined;
  // `display` is the caller's (the header hides the bar's copy below md): no `flex` here.
  const containerClass = cn(
    'gap-2',
    layout === 'menu' ? 'flex flex-col items-stretch' : 'items-center',
    className,
  );

  if (user === undefined) return <div className={containerClass} />;

  if (user === null) {
    return (
      <div className={containerClass}>
        <Button asChild variant="outline" className={fullWidth}>
          <Link to="/login">Login</Link>
        </Button>
        <Button asChild className={fullWidth}>
          <Link to="/cadastro">Cadastrar</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className={containerClass}>
      <p
        className={cn(
          'truncate font-medium text-foreground',
          layout === 'bar' ? 'max-w-40 pr-1 text-sm' : 'px-3 py-2 text-base',
        )}
      >
        Olá, {greetingName(user.name, user.email)}
      </p>
      <Button asChild variant="ghost" size={layout === 'menu' ? 'menu' : 'default'}>
        <Link to="/perfil">Perfil</Link>
      </Button>
      <Button
        variant="outline"
        className={fullWidth}
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        Sair
      </Button>
    </div>
  );
}
