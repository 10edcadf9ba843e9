import { Info } from 'lucide-react';
import type { PermissionState } from '../lib/use-permission.ts';

/**
 * The visible half of SPEC §6 gating: one line per permission the role lacks, above the controls
 * it disables, so the reason is on screen for everyone (touch screens have no hover), not only
 * read out when a disabled control is focused.
 */
export function PermissionNotice({ permissions }: { permissions: readonly PermissionState[] }) {
  const reasons = [...new Set(permissions.map((permission) => permission.reason))].filter(
    (reason): reason is string => Boolean(reason),
  );
  if (reasons.length === 0) return null;
  return (
    <div className="flex gap-2 rounded-md border border-border bg-muted p-3 text-sm text-foreground">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <ul className="space-y-1">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
