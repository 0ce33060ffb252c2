import { words } from "~/content/translation";
import { PHONE_MESSAGE } from "~/lib/phone";

import { NETWORK_FAILURE, SENDING, SERVER_FAILURE, TOO_MANY } from "./messages";

/** The words every form shares, in English (the shape of the other languages' ones). */
export const sharedWords = words("sharedForm", {
  sending: SENDING,
  optional: "(optional)",
  chooseOne: "Choose one",
  phoneRule: PHONE_MESSAGE,
  close: "Close",
  cancel: "Cancel",
  securityCode: "Security code",
  refresh: "Refresh",
  refreshCode: "Refresh security code",
  typeCode: "Type the code",
  networkFailure: NETWORK_FAILURE,
  serverFailure: SERVER_FAILURE,
  tooMany: TOO_MANY,
  /** The form-to-email service's own refusal (SPEC §4: its message is shown as it is). */
  refused: (providerMessage: string) => providerMessage,
});
