import type { z } from 'zod';
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  reportResolutionSchema,
  type AdminReportRow,
  type ReportResolution,
} from '../../../../../shared/schemas/reports.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useSchemaForm } from '../../../../lib/schema-form.ts';
import { isSessionError } from '../../../../lib/session/session-expiry.ts';
import { toast } from '../../../../lib/toast.ts';
import { DialogForm, FormDialog } from '../../../components/form-dialog.tsx';
import { useResolveReport } from '../api/reports-api.ts';

type ResolutionValues = z.input<typeof reportResolutionSchema>;

function ResolveForm({ report, onDone }: { report: AdminReportRow; onDone: () => void }) {
  const form = useSchemaForm<ResolutionValues, ReportResolution>(reportResolutionSchema, {
    note: '',
  });
  const resolve = useResolveReport(report.id);
  const { error } = resolve;
  return (
    <DialogForm
      form={form}
      onSubmit={(input) =>
        resolve.mutate(input, {
          onSuccess: ({ message }) => {
            toast.success(message);
            onDone();
          },
          onError: (failure) => {
            if (isSessionError(failure)) return;
            form.applyServerError(failure);
          },
        })
      }
      onCancel={onDone}
      submitLabel="Marcar como resolvido"
      pendingLabel="Salvando..."
      pending={resolve.isPending}
      error={
        error && !isSessionError(error) && isApiError(error) && !error.field ? error.message : null
      }
    >
      <div className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
        <p className="font-medium text-foreground">{REPORT_REASON_LABELS[report.reason]}</p>
        {report.details && (
          <p className="mt-1 break-words whitespace-pre-line text-muted-foreground">
            {report.details}
          </p>
        )}
      </div>
      <FormField
        label="O que foi feito"
        hint="Por exemplo: 'Telefone corrigido com o conveniado.' O conveniado deixa de ver o aviso."
        error={form.formState.errors.note?.message}
        required
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('note')}
            rows={3}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
          />
        )}
      </FormField>
    </DialogForm>
  );
}

/** 'Resolver' on /admin/reports: the report is closed with a note of what was done. */
export function ResolveReportDialog({
  report,
  open,
  onOpenChange,
}: {
  report: AdminReportRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Resolver aviso sobre ${report.providerName}`}
      pending={false}
    >
      <ResolveForm report={report} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
