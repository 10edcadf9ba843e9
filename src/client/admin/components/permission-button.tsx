import { useId, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import type { PermissionState } from '../lib/use-permission.ts';

type ButtonProps = ComponentProps<typeof Button>;

type PermissionButtonProps = Omit<ButtonProps, 'asChild' | 'children'> & {
  /** From usePermission(resource, action). */
  permission: PermissionState;
  /** When allowed, the control is this link instead of a button. */
  to?: string;
  children: ReactNode;
};

/**
 * A back-office control gated by a permission (SPEC §6). Without it the control stays on screen
 * but disabled, with the reason: `aria-disabled` rather than `disabled`, so it can still be
 * focused and its description ('Seu perfil não tem permissão para ...') is read; the browser shows
 * the same text on hover. The server refuses the request anyway (403).
 */
export function PermissionButton({
  permission,
  to,
  children,
  className,
  onClick,
  ...props
}: PermissionButtonProps) {
  const reasonId = useId();

  if (permission.allowed) {
    if (to) {
      return (
        <Button asChild className={className} {...props}>
          <Link to={to}>{children}</Link>
        </Button>
      );
    }
    return (
      <Button className={className} onClick={onClick} {...props}>
        {children}
      </Button>
    );
  }

  return (
    <>
      <Button
        {...props}
        type="button"
        aria-disabled="true"
        aria-busy={permission.pending || undefined}
        aria-describedby={permission.reason ? reasonId : undefined}
        title={permission.reason}
        className={cn('cursor-not-allowed opacity-50', className)}
        onClick={(event) => event.preventDefault()}
      >
        {children}
      </Button>
      {permission.reason && (
        <span id={reasonId} hidden>
          {permission.reason}
        </span>
      )}
    </>
  );
}
