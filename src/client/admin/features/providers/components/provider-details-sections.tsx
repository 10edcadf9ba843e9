import { ExternalLink, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import {
  formatCepValue,
  formatCpfCnpj,
  formatPhoneNumber,
} from '../../../../../shared/brazilian-data.ts';
import { holdsRqe } from '../../../../../shared/constants/councils.ts';
import { registrationLine } from '../../../../../shared/constants/registration-line.ts';
import { mapsLink, telLink, whatsappLink } from '../../../../../shared/links.ts';
import type { AdminProviderDetails } from '../../../../../shared/schemas/admin-providers.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { formatDateTime, parseTimestamp } from '../../../lib/dates.ts';
import { DetailsField, DetailsSection } from './details-section.tsx';

type Provider = AdminProviderDetails;

const linkClass =
  'inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline [&_svg]:size-4';

/**
 * SPEC §2 details, general info: names, CPF/CNPJ, responsible, CR or 'Não informado'. The CR
 * reads as the councils ask it shown (decision 032), so moderation sees what the page will.
 */
export function GeneralSection({ provider }: { provider: Provider }) {
  return (
    <DetailsSection title="Informações gerais">
      <DetailsField label="Nome Fantasia">{provider.companyName}</DetailsField>
      <DetailsField label="Razão Social">{provider.tradeName}</DetailsField>
      <DetailsField label="CPF/CNPJ">{formatCpfCnpj(provider.cpfCnpj)}</DetailsField>
      <DetailsField label="Nome do Responsável">{provider.responsibleName}</DetailsField>
      {/* As the provider's page shows it ('CRM-GO 12345'); the RQEs are by the specialties. */}
      <DetailsField label="Número do Registro Profissional (CR)">
        {registrationLine(provider)}
      </DetailsField>
    </DetailsSection>
  );
}

/** SPEC §2 details, contact: a phone link, a messaging link and an e-mail link. */
export function ContactSection({ provider }: { provider: Provider }) {
  const call = provider.phone ? telLink(provider.phone) : null;
  const chat = provider.whatsapp ? whatsappLink(provider.whatsapp) : null;
  return (
    <DetailsSection title="Contato">
      <DetailsField label="Telefone">
        {call && provider.phone && (
          <a href={call} className={linkClass}>
            <Phone aria-hidden="true" />
            {formatPhoneNumber(provider.phone)}
          </a>
        )}
      </DetailsField>
      <DetailsField label="WhatsApp">
        {chat && provider.whatsapp && (
          <a href={chat} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <MessageCircle aria-hidden="true" />
            {formatPhoneNumber(provider.whatsapp)}
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        )}
      </DetailsField>
      <DetailsField label="E-mail de Contato" wide>
        {provider.contactEmail && (
          <a href={`mailto:${provider.contactEmail}`} className={linkClass}>
            <Mail aria-hidden="true" />
            {provider.contactEmail}
          </a>
        )}
      </DetailsField>
    </DetailsSection>
  );
}

/** 'Rua X, 120, Sala 2 - Centro, Jataí-GO': the joined parts of the address. */
export function joinedAddress(provider: Provider): string {
  const street = [provider.address, provider.addressNumber, provider.complement]
    .filter(Boolean)
    .join(', ');
  const city = [provider.cityName, provider.stateId].filter(Boolean).join('-');
  const place = [provider.neighborhood, city].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(' - ');
}

/** SPEC §2 details, address: the joined parts, the CEP and 'Ver no mapa'. */
export function AddressSection({ provider }: { provider: Provider }) {
  const cep = provider.zipCode ? formatCepValue(provider.zipCode) : null;
  const map = mapsLink({
    locationLink: provider.locationLink,
    address: provider.address,
    addressNumber: provider.addressNumber,
    neighborhood: provider.neighborhood,
    city: provider.cityName,
    state: provider.stateId,
    zipCode: cep,
  });
  return (
    <DetailsSection title="Endereço">
      <DetailsField label="Endereço" wide>
        {joinedAddress(provider)}
      </DetailsField>
      <DetailsField label="CEP">{cep}</DetailsField>
      <DetailsField label="Mapa">
        {map && (
          <a href={map} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <MapPin aria-hidden="true" />
            Ver no mapa
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        )}
      </DetailsField>
    </DetailsSection>
  );
}

/** SPEC §2 details, services: area, specialty badges, discount in %, return days. */
export function ServicesSection({ provider }: { provider: Provider }) {
  return (
    <DetailsSection title="Serviços">
      <DetailsField label="Área de Atuação">{provider.areaName}</DetailsField>
      <DetailsField label="Desconto">{`${provider.discount}%`}</DetailsField>
      <DetailsField label="Especialidades" wide>
        {provider.specialties.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {provider.specialties.map((specialty) => (
              <li key={specialty.id}>
                <Badge variant="accent">
                  {specialty.name}
                  {specialty.rqe && ` · RQE ${specialty.rqe}`}
                  {!specialty.rqe && holdsRqe(provider.council) && ' · sem RQE: não anunciada'}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </DetailsField>
      <DetailsField label="Dias para Retorno">
        {provider.returnDays === 1 ? '1 dia' : `${provider.returnDays} dias`}
      </DetailsField>
    </DetailsSection>
  );
}

/** SPEC §2 details, observations: free text, its line breaks kept. */
export function ObservationsSection({ provider }: { provider: Provider }) {
  return (
    <section className="rounded-lg border border-border bg-background p-5">
      <h2 className="text-base font-semibold text-foreground">Observações</h2>
      <p className="mt-4 text-sm break-words whitespace-pre-line text-foreground">
        {provider.observations || (
          <span className="text-muted-foreground">Nenhuma observação.</span>
        )}
      </p>
    </section>
  );
}

function dateTime(value: string): string | null {
  const date = parseTimestamp(value);
  return date ? formatDateTime(date) : null;
}

/** Who holds the account behind the record, and when it was created and last changed. */
export function RecordSection({ provider }: { provider: Provider }) {
  return (
    <DetailsSection title="Cadastro">
      <DetailsField label="Conta de acesso">
        {provider.owner && `${provider.owner.name} (${provider.owner.email})`}
      </DetailsField>
      <DetailsField label="Destaque">{provider.featured ? 'Sim' : 'Não'}</DetailsField>
      <DetailsField label="Cadastrado em">{dateTime(provider.createdAt)}</DetailsField>
      <DetailsField label="Atualizado em">{dateTime(provider.updatedAt)}</DetailsField>
    </DetailsSection>
  );
}
