/**
 * SPEC §2 "Public layout": the header greets a signed-in person as 'Olá, {first name, or the part
 * of the e-mail before the @}'.
 */
export function greetingName(name: string | null | undefined, email: string): string {
  const firstName = name?.trim().split(/\s+/)[0];
  if (firstName) return firstName;
  const localPart = email.trim().split('@')[0];
  return localPart ?? '';
}
