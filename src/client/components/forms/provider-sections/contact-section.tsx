import { formatPhoneNumber, isValidPhoneWithAreaCode } from '../../../../shared/brazilian-data.ts';
import type { FieldRules } from '../field-rules.ts';
import { FormSection } from '../form-section.tsx';
import { TextField } from './provider-field.tsx';

const formatPhone = (value: string) =>
  isValidPhoneWithAreaCode(value) ? formatPhoneNumber(value) : value;

/** SPEC §2 "contact": phones with area code (DDD), shown formatted, stored as digits. */
export function ContactSection({ rules }: { rules: FieldRules }) {
  return (
    <FormSection title="Contato">
      <TextField
        rules={rules}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        format={formatPhone}
        hint="Com DDD. Ex.: (64) 3631-0000."
      />
      <TextField
        rules={rules}
        name="whatsapp"
        type="tel"
        format={formatPhone}
        hint="Com DDD. Ex.: (64) 99999-0000."
      />
      <TextField
        rules={rules}
        name="contactEmail"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
      />
    </FormSection>
  );
}
