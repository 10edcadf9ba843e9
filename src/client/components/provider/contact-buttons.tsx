import { MessageCircle, Phone } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { telLink, whatsappLink } from '../../../shared/links.ts';

interface ContactButtonsProps {
  /** The provider's name, so each button says whom it reaches. */
  name: string;
  whatsapp?: string | null;
  phone?: string | null;
  className?: string;
}

/**
 * SPEC §2: the messaging button and 'Ligar'. Each appears only when the number was sent (the
 * server leaves out what the viewer may not see), so no dead button is ever shown.
 */
export function ContactButtons({ name, whatsapp, phone, className }: ContactButtonsProps) {
  const chat = whatsapp ? whatsappLink(whatsapp) : null;
  const call = phone ? telLink(phone) : null;
  if (!chat && !call) return null;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {chat && (
        <Button asChild className="flex-1">
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Conversar com ${name} pelo WhatsApp (abre em nova aba)`}
          >
            <MessageCircle aria-hidden="true" />
            WhatsApp
          </a>
        </Button>
      )}
      {call && (
        <Button asChild variant="outline" className="flex-1">
          <a href={call} aria-label={`Ligar para ${name}`}>
            <Phone aria-hidden="true" />
            Ligar
          </a>
        </Button>
      )}
    </div>
  );
}
