import { MessageCircle, Phone } from 'lucide-react';
import { DEMO_CONTACT_TEXT } from '../../../shared/constants/demo.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { reportProviderEvent } from '../../lib/provider-events.ts';
import { telLink, whatsappLink } from '../../../shared/links.ts';

interface ContactButtonsProps {
  /** The provider's name, so each button says whom it reaches. */
  name: string;
  whatsapp?: string | null;
  phone?: string | null;
  /** A demo provider (docs/decisions/015): the buttons are shown, disabled, with the reason. */
  demo?: boolean;
  /** Whose buttons: their use is counted for the provider's insights (decision 033). */
  providerId: number;
  className?: string;
}

/**
 * SPEC §2: the messaging button and 'Ligar'. Each appears only when the number was sent (the
 * server leaves out what the viewer may not see), so no dead button is ever shown. A demo
 * provider's buttons lead nowhere: no link is made, and the line under them says why, so the
 * demo still shows what a real card offers without a tap that silently fails.
 */
export function ContactButtons({
  name,
  whatsapp,
  phone,
  demo,
  providerId,
  className,
}: ContactButtonsProps) {
  const chat = whatsapp ? whatsappLink(whatsapp) : null;
  const call = phone ? telLink(phone) : null;
  if (!chat && !call) return null;
  if (demo) {
    return (
      <div className={cn('flex flex-wrap gap-2', className)}>
        {chat && (
          <Button type="button" disabled className="flex-1">
            <MessageCircle aria-hidden="true" />
            WhatsApp
          </Button>
        )}
        {call && (
          <Button type="button" disabled variant="outline" className="flex-1">
            <Phone aria-hidden="true" />
            Ligar
          </Button>
        )}
        <p className="basis-full text-xs text-muted-foreground">{DEMO_CONTACT_TEXT}</p>
      </div>
    );
  }
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {chat && (
        <Button asChild className="flex-1">
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Conversar com ${name} pelo WhatsApp (abre em nova aba)`}
            onClick={() => reportProviderEvent(providerId, 'whatsapp')}
          >
            <MessageCircle aria-hidden="true" />
            WhatsApp
          </a>
        </Button>
      )}
      {call && (
        <Button asChild variant="outline" className="flex-1">
          <a
            href={call}
            aria-label={`Ligar para ${name}`}
            onClick={() => reportProviderEvent(providerId, 'phone')}
          >
            <Phone aria-hidden="true" />
            Ligar
          </a>
        </Button>
      )}
    </div>
  );
}
