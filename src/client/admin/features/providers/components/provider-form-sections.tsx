import type { FieldRules } from '../../../../components/forms/field-rules.ts';
import { AddressSection } from '../../../../components/forms/provider-sections/address-section.tsx';
import { ContactSection } from '../../../../components/forms/provider-sections/contact-section.tsx';
import { ProviderInfoSection } from '../../../../components/forms/provider-sections/provider-info-section.tsx';
import { ServiceSection } from '../../../../components/forms/provider-sections/service-section.tsx';

/**
 * SPEC §2 Admin providers form: general data, contact, address, services. The sections of the
 * registration and the self-profile (components/forms), so all three forms check and label the
 * same fields the same way; they read the form through <FormProvider>.
 */
export function ProviderFormSections({ rules }: { rules: FieldRules }) {
  return (
    <>
      <ProviderInfoSection rules={rules} title="Dados Gerais" />
      <ContactSection rules={rules} />
      <AddressSection rules={rules} />
      <ServiceSection rules={rules} title="Serviços" />
    </>
  );
}
