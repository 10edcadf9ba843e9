import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { PermissionState } from '../lib/use-permission.ts';

/**
 * A screen's content behind its read permission (SPEC §6): without it the screen says why
 * instead of asking the API for a 403. The server checks again on every request.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: PermissionState;
  children: ReactNode;
}) {
  if (permission.pending) return <Spinner />;
  if (!permission.allowed) return <Alert variant="error">{permission.reason}</Alert>;
  return children;
}
