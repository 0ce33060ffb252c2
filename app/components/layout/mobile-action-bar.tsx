import { Link } from "react-router";

import { WhatsappIcon } from "~/components/brand-icons";
import { ClipboardList, Phone } from "~/components/icons";
import { site, telHref } from "~/config/site";
import { useChatHref } from "~/hooks/use-chat-href";
import { useLocalize, useStrings } from "~/i18n/strings";

// The icon sits a fixed distance from the top (where centring the two lines puts it) rather than being centred:
// the bar is fixed to the screen but parsed last, so a first paint can show an icon whose label has not arrived,
// and a centred icon would then move.
const item = "flex flex-col items-center gap-1 pt-3 text-xs font-semibold";

/**
 * Phones only (below md): Call · WhatsApp · Free quote along the bottom edge, in place of the floating circles,
 * which covered inputs and buttons. The page reserves the bar's height (body padding and scroll padding in
 * app.css), so nothing is left under it. 'Free quote' is a plain link to the free-estimate form: it works
 * before hydration and adds no pop-up code to every page.
 */
export function MobileActionBar() {
  const strings = useStrings();
  const chatHref = useChatHref();
  const localize = useLocalize();
  return (
    <nav
      aria-label={strings.quickContact}
      data-testid="action-bar"
      className="fixed inset-x-0 bottom-0 z-30 box-content grid h-action-bar grid-cols-3 border-t border-line bg-white pb-safe shadow-card lg:hidden"
    >
      <a href={telHref(site.phone)} className={`${item} text-brand-900 hover:bg-brand-50`}>
        <Phone className="size-5 text-brand-700" aria-hidden="true" />
        {strings.call}
      </a>
      <a
        href={chatHref}
        target="_blank"
        rel="noopener noreferrer"
        className={`${item} text-brand-900 hover:bg-brand-50`}
      >
        <WhatsappIcon className="size-5 text-chat" />
        WhatsApp
        <span className="sr-only">{strings.newTab}</span>
      </a>
      <Link to={localize("/free-estimate")} className={`${item} bg-accent-600 text-white hover:bg-accent-700`}>
        <ClipboardList className="size-5" aria-hidden="true" />
        {strings.getFreeQuote}
      </Link>
    </nav>
  );
}
