import { holdsRqe } from './councils.ts';

type Registration = {
  council: string | null;
  councilState: string | null;
  crNumber: string | null;
};

/**
 * The registration as the councils ask it to be shown: 'CRM-GO 12345', and for a doctor the
 * RQE of the specialties shown: 'CRM-GO 12345 · RQE 6789' with one, 'RQE 6789 (Cardiologia)'
 * each with several. A number stored without its council (before decision 032) is shown as
 * typed. Null when there is nothing to show.
 */
export function registrationLine(
  provider: Registration,
  specialties: readonly { name: string; rqe?: string | null }[] = [],
): string | null {
  const number = provider.crNumber?.trim();
  if (!number) return null;
  const council = provider.council;
  if (!council || !provider.councilState) return number;
  const registration =
    council === 'OUTRO'
      ? `${number}/${provider.councilState}`
      : `${council}-${provider.councilState} ${number}`;
  if (!holdsRqe(council)) return registration;
  const withRqe = specialties.filter((specialty) => specialty.rqe);
  if (withRqe.length === 1) return `${registration} · RQE ${withRqe[0]!.rqe}`;
  return [registration, ...withRqe.map((item) => `RQE ${item.rqe} (${item.name})`)].join(' · ');
}
