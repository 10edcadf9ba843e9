import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messageResponseSchema } from '../../../../shared/schemas/me.ts';
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportInputSchema,
  type ReportInput,
} from '../../../../shared/schemas/reports.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { apiGet, apiPost, isApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { providerDetailParser } from '../../../lib/public-api-parsers.ts';

type ReportValues = { reason: string; details: string; website: string };

function ReportForm({
  providerId,
  onDone,
}: {
  providerId: number;
  onDone: (sent: boolean) => void;
}) {
  const form = useSchemaForm<ReportValues, ReportInput>(reportInputSchema, {
    reason: '',
    details: '',
    website: '',
  });
  const send = useMutation({
    mutationFn: (input: ReportInput) =>
      apiPost(`/api/providers/${providerId}/reports`, messageResponseSchema, input),
  });
  const id = useId();
  const { errors } = form.formState;
  const submit = (input: ReportInput) =>
    send.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onDone(true);
      },
      onError: (error) => {
        if (form.applyServerError(error)) return;
        toast.error('Não foi possível enviar o aviso', {
          description: isApiError(error) ? error.message : 'Tente novamente em instantes.',
        });
      },
    });

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
      <fieldset
        aria-describedby={errors.reason ? `${id}-erro` : undefined}
        aria-invalid={errors.reason ? true : undefined}
        className="space-y-2"
      >
        <legend className="text-sm font-medium text-foreground">O que está errado?</legend>
        {REPORT_REASONS.map((reason) => (
          <label
            key={reason}
            className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-foreground"
          >
            <input
              type="radio"
              value={reason}
              className="size-4 accent-primary"
              {...form.register('reason')}
            />
            {REPORT_REASON_LABELS[reason]}
          </label>
        ))}
        {errors.reason && (
          <p id={`${id}-erro`} role="alert" className="text-sm text-destructive">
            {errors.reason.message}
          </p>
        )}
      </fieldset>
      <FormField
        label="Detalhes"
        hint="Opcional, exceto em 'Outro problema'. Não escreva dados pessoais."
        error={errors.details?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('details')}
            rows={3}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
          />
        )}
      </FormField>
      {/* Not for people (hidden from sight and from screen readers): only robots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Site
          <input tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={() => onDone(false)}
          disabled={send.isPending}
        >
          Cancelar
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Enviando...' : 'Enviar aviso'}
        </Button>
      </div>
    </form>
  );
}

/**
 * /conveniado/{id}/informar-erro (issue 15 item 2; decision 034): what is wrong on a provider's
 * page, sent to the team's queue; nothing identifies the sender. A page of its own rather than
 * a dialog: the provider page links to it and loads none of this.
 */
export function ReportProblemPage() {
  const { id: rawId } = useParams();
  // Written out rather than imported from the provider page's modules, which would then be
  // split into chunks of their own and weigh on that page's first load (its budget is tight).
  const id = /^[1-9]\d{0,8}$/.test(rawId ?? '') ? Number(rawId) : null;
  const provider = useQuery({
    queryKey: ['providers', 'detail', id] as const,
    queryFn: ({ signal }) => apiGet(`/api/providers/${id}`, providerDetailParser, signal),
    enabled: id !== null,
  });
  const navigate = useNavigate();
  usePageTitle('Informar um erro');

  if (id === null || provider.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-2xl font-bold text-foreground">Conveniado não encontrado</h1>
        <p className="mt-2 text-muted-foreground">
          O conveniado que você procura não existe ou não está mais disponível na plataforma.
        </p>
        <Link to="/pesquisa" className="mt-4 inline-block text-primary underline">
          Voltar para a pesquisa
        </Link>
      </div>
    );
  }
  if (provider.isPending) return <Spinner className="py-24" />;
  const name = provider.data.companyName || provider.data.tradeName || 'este conveniado';
  const back = `/conveniado/${id}`;

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Informar um erro</h1>
      <p className="mt-2 text-muted-foreground">
        Algo na página de{' '}
        <Link to={back} className="text-primary underline underline-offset-4">
          {name}
        </Link>{' '}
        está errado? Conte para a equipe, que confere com o conveniado. Você não precisa se
        identificar.
      </p>
      <div className="mt-6 rounded-lg border border-border bg-background p-5 shadow-sm">
        <ReportForm providerId={id} onDone={() => void navigate(back)} />
      </div>
    </div>
  );
}
