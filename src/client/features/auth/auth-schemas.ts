/*
 * The shared schemas of the public account forms (/login, its recovery dialog, /cadastro, the
 * resend form of /confirmar-email), imported when a form first needs them so that zod is not in
 * these pages' first load (lib/schema-form.ts). One module: the download happens once.
 */
const authSchemas = () => import('../../../shared/schemas/auth.ts');

export const loadSignInSchema = () => authSchemas().then((module) => module.signInSchema);
export const loadSignUpSchema = () => authSchemas().then((module) => module.signUpSchema);
export const loadForgotPasswordSchema = () =>
  authSchemas().then((module) => module.forgotPasswordSchema);
export const loadResendConfirmationSchema = () =>
  authSchemas().then((module) => module.resendConfirmationSchema);
