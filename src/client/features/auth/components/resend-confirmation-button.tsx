import { Button } from '../../../components/ui/button.tsx';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

/** Under the 'confirm your e-mail' message of the sign-in: asks for a new confirmation link. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        Reenviar e-mail de confirmação
      </Button>
      {resend.isSuccess && (
        <p role="status" className="text-foreground">
          {resend.data.message}
        </p>
      )}
      {resend.isError && (
        <p role="alert" className="font-medium">
          {resend.error.message}
        </p>
      )}
    </div>
  );
}
