import { CircleCheck, CircleX, Clock, CirclePause } from 'lucide-react';
import type { ProviderStatus } from '../../../../shared/constants/providers.ts';
import { cn } from '../../../lib/cn.ts';

/** SPEC §4 "Provider self-profile banners", one per status. */
const BANNERS: Record<
  ProviderStatus,
  { title: string; text: string; icon: typeof Clock; className: string }
> = {
  active: {
    title: 'Perfil Ativo',
    text: 'Seu cadastro foi aprovado e seu perfil está visível na plataforma.',
    icon: CircleCheck,
    className: 'border-green-300 bg-green-50 text-green-900',
  },
  pending: {
    title: 'Aprovação Pendente',
    text: 'Seu cadastro está em análise pela nossa equipe. Você será notificado por e-mail assim que houver uma decisão.',
    icon: Clock,
    className: 'border-amber-300 bg-amber-50 text-amber-900',
  },
  inactive: {
    title: 'Perfil Inativo',
    text: 'Seu perfil está inativo e não aparece na pesquisa. Entre em contato com a administração para mais informações.',
    icon: CirclePause,
    className: 'border-slate-300 bg-slate-50 text-slate-900',
  },
  reprovado: {
    title: 'Cadastro Reprovado',
    text: 'Seu cadastro foi reprovado. Entre em contato com a administração para mais informações.',
    icon: CircleX,
    className: 'border-red-300 bg-red-50 text-red-900',
  },
};

/** The state of the provider's registration, at the top of /perfil-conveniado. */
export function StatusBanner({
  status,
  rejectionReason,
}: {
  status: ProviderStatus;
  rejectionReason: string | null;
}) {
  const banner = BANNERS[status];
  const Icon = banner.icon;
  return (
    <section
      aria-label="Situação do cadastro"
      className={cn('flex gap-3 rounded-lg border p-4', banner.className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1 text-sm">
        <h2 className="text-base font-semibold">{banner.title}</h2>
        <p>{banner.text}</p>
        {status === 'reprovado' && rejectionReason && (
          <p>
            <strong>Motivo:</strong> {rejectionReason}
          </p>
        )}
      </div>
    </section>
  );
}
