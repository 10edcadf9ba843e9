import { useCurrentUser } from '../../../lib/session/get-me.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ChangeEmailForm } from '../components/change-email-form.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { MyDataSection } from '../components/my-data-section.tsx';
import { PersonalInfoForm } from '../components/personal-info-form.tsx';

/** SPEC §2 /perfil: account settings of the signed-in person (the route guard lets only them in). */
export function AccountPage() {
  usePageTitle('Meu Perfil');
  const user = useCurrentUser();

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Meu Perfil</h1>
      <p className="mt-2 text-muted-foreground">
        Gerencie suas informações pessoais, seu e-mail, sua senha e os seus dados.
      </p>
      {user ? (
        <div className="mt-8 space-y-6">
          <PersonalInfoForm key={user.id} user={user} />
          <ChangeEmailForm />
          <ChangePasswordForm />
          <MyDataSection />
          <DeleteAccountSection user={user} />
        </div>
      ) : (
        <p className="mt-8 text-muted-foreground">Carregando informações do usuário...</p>
      )}
    </div>
  );
}
