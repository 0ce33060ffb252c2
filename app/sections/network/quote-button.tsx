import { QuotePopupButton } from "~/forms/lazy-quote-popup";
import { useStrings } from "~/i18n/strings";

/** The hero's quote button: opens the site's quote pop-up (SPEC §2 "City page": hero with a quote button). */
export function QuoteButton() {
  return <QuotePopupButton>{useStrings().getFreeQuote}</QuotePopupButton>;
}
