import { WhatsappIcon } from "~/components/brand-icons";
import { Phone } from "~/components/icons";
import { site, telHref } from "~/config/site";
import { useChatHref } from "~/hooks/use-chat-href";
import { useStrings } from "~/i18n/strings";

/**
 * Chat and call buttons in the corner of every page from lg up; phones and tablets get the bottom action bar
 * instead.
 * The stack has the height of its two buttons (2 × 14 + 3), so a first paint that comes before the second
 * button is parsed already puts the first where it stays.
 */
export function FloatingContact() {
  const strings = useStrings();
  const chatHref = useChatHref();
  return (
    <div data-testid="floating-contact" className="fixed right-4 bottom-4 z-30 hidden h-31 flex-col gap-3 lg:flex">
      <a
        href={chatHref}
        target="_blank"
        rel="noopener noreferrer"
        className="flex size-14 items-center justify-center rounded-full bg-chat text-white shadow-card transition-transform hover:scale-105"
      >
        <WhatsappIcon className="size-7" />
        <span className="sr-only">{strings.chatWhatsApp}</span>
      </a>
      <a
        href={telHref(site.phone)}
        className="flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-card transition-transform hover:scale-105"
      >
        <Phone className="size-6" aria-hidden="true" />
        <span className="sr-only">{strings.callUs}</span>
      </a>
    </div>
  );
}
