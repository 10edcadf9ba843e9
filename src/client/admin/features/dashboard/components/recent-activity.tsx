import { Link } from 'react-router';
import type { ActivityEntry } from '../../../../../shared/schemas/admin-dashboard.ts';
import { formatDateTime, formatRelativeTime, parseTimestamp } from '../../../lib/dates.ts';
import { useNow } from '../../../lib/use-now.ts';

/** Where an entry's record is shown: a provider's details; other kinds, their screen's list. */
const SCREENS_BY_ENTITY: Record<string, string> = {
  user: '/admin/users',
  specialty: '/admin/specialties',
  area: '/admin/areas',
  role: '/admin/roles',
  setting: '/admin/discounts',
  field_configuration: '/admin/fields',
};

export function activityLink(entry: Pick<ActivityEntry, 'entityType' | 'entityId'>): string | null {
  if (entry.entityType === 'provider') {
    return entry.entityId ? `/admin/providers/${encodeURIComponent(entry.entityId)}` : null;
  }
  return SCREENS_BY_ENTITY[entry.entityType] ?? null;
}

/** "Maria Silva aprovou o conveniado Clínica X"; 'Sistema' when no person did it. */
export function activitySentence(entry: Pick<ActivityEntry, 'actorName' | 'summary'>): string {
  return `${entry.actorName ?? 'Sistema'} ${entry.summary}`;
}

function ActivityItem({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const href = activityLink(entry);
  const sentence = activitySentence(entry);
  const date = parseTimestamp(entry.createdAt);
  return (
    <li className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <p className="text-sm text-foreground">
        {href ? (
          <Link to={href} className="hover:text-primary hover:underline">
            {sentence}
          </Link>
        ) : (
          sentence
        )}
      </p>
      {date && (
        <time
          dateTime={entry.createdAt}
          title={formatDateTime(date)}
          className="shrink-0 text-xs text-muted-foreground"
        >
          {formatRelativeTime(date, now)}
        </time>
      )}
    </li>
  );
}

/**
 * SPEC §2 'Atividades recentes', from the audit log (DESIGN §2: never the SPEC's static sample):
 * the latest entries, who did what, how long ago (the exact time on hover), a link to the record.
 */
export function RecentActivity({ entries }: { entries: readonly ActivityEntry[] }) {
  const now = useNow();
  return (
    <section
      aria-labelledby="atividades-recentes"
      className="rounded-lg border border-border bg-background p-5"
    >
      <h2 id="atividades-recentes" className="text-base font-semibold text-foreground">
        Atividades recentes
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">Nenhuma atividade registrada ainda.</p>
      ) : (
        <ul className="mt-1 divide-y divide-border">
          {entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
