import {
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
  type PermissionAction,
  type PermissionResource,
} from '../../../../../shared/constants/permissions.ts';
import {
  PERMISSION_ACTION_LABELS,
  PERMISSION_RESOURCE_LABELS,
} from '../../../lib/permission-labels.ts';
import { permissionKey } from '../role-permissions.ts';
import { MatrixCheckbox } from './matrix-checkbox.tsx';

/**
 * Why a box cannot change, and the id of the text on screen that says so (none while the
 * signed-in admin's permissions are still loading).
 */
export interface BoxLock {
  reason: string | undefined;
  reasonId: string | undefined;
}

interface PermissionMatrixProps {
  /** The table's accessible name. */
  label: string;
  /** The permissions checked now ('users:read'). */
  selected: ReadonlySet<string>;
  /** A box that cannot change (read-only screen, a permission one cannot grant), else undefined. */
  lockOf: (resource: PermissionResource, action: PermissionAction) => BoxLock | undefined;
  onChange: (next: ReadonlySet<string>) => void;
}

/**
 * SPEC §2 permissions screen: resources by actions, and a 'Todos' column whose box checks the
 * row's boxes that can change, or unchecks them when they all are; checked when the whole row is,
 * a dash when part of it is.
 */
export function PermissionMatrix({ label, selected, lockOf, onChange }: PermissionMatrixProps) {
  const set = (keys: readonly string[], checked: boolean) => {
    const next = new Set(selected);
    for (const key of keys) {
      if (checked) next.add(key);
      else next.delete(key);
    }
    onChange(next);
  };

  return (
    // Seven columns scroll sideways inside this region at 360 px, never the page itself.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-border"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold text-foreground">
              Recurso
            </th>
            {PERMISSION_ACTIONS.map((action) => (
              <th key={action} scope="col" className="px-2 py-3 text-center font-semibold">
                {PERMISSION_ACTION_LABELS[action]}
              </th>
            ))}
            <th scope="col" className="px-2 py-3 text-center font-semibold">
              Todos
            </th>
          </tr>
        </thead>
        <tbody>
          {PERMISSION_RESOURCES.map((resource) => {
            const name = PERMISSION_RESOURCE_LABELS[resource];
            const boxes = PERMISSION_ACTIONS.map((action) => ({
              action,
              key: permissionKey(resource, action),
              lock: lockOf(resource, action),
            }));
            const checkedCount = boxes.filter((box) => selected.has(box.key)).length;
            const free = boxes.filter((box) => !box.lock).map((box) => box.key);
            const freeAllChecked = free.every((key) => selected.has(key));
            // The whole row locked for one reason (read-only screen): 'Todos' says the same.
            const rowLock = free.length === 0 ? boxes[0]?.lock : undefined;
            return (
              <tr key={resource} className="border-t border-border">
                <th scope="row" className="px-4 py-1 font-medium whitespace-nowrap text-foreground">
                  {name}
                </th>
                {boxes.map(({ action, key, lock }) => (
                  <td key={action} className="px-2 py-1 text-center">
                    <MatrixCheckbox
                      label={`${name}: ${PERMISSION_ACTION_LABELS[action]}`}
                      checked={selected.has(key)}
                      disabled={Boolean(lock)}
                      reason={lock?.reason}
                      describedBy={lock?.reasonId}
                      onChange={(checked) => set([key], checked)}
                    />
                  </td>
                ))}
                <td className="px-2 py-1 text-center">
                  <MatrixCheckbox
                    label={`${name}: Todos`}
                    checked={checkedCount === boxes.length}
                    indeterminate={checkedCount > 0 && checkedCount < boxes.length}
                    disabled={free.length === 0}
                    reason={rowLock?.reason}
                    describedBy={rowLock?.reasonId}
                    onChange={() => set(free, !freeAllChecked)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
