import { type Params, useLocation, useMatches } from "react-router";

import { site, whatsappHref } from "~/config/site";
import type { Places } from "~/content/places";
import { chatMessage, type ChatTopic } from "~/i18n/chat";
import { useStrings } from "~/i18n/strings";

import { useHydrated } from "./use-hydrated";
import { placesAmong } from "./use-places";

/**
 * A route module's `handle` names what its page is about, so the layout's chat links (floating button, action
 * bar) can say it in their message. It runs while the page is pre-rendered, so the link in the HTML already
 * carries it; `url` (with the query) is given only after hydration, for what only the visitor's URL holds.
 */
export interface ChatHandle {
  chat: (page: {
    pathname: string;
    params: Params;
    url?: URL;
    /** The route's loader data, when it has a loader. */
    data?: unknown;
    /** The cities of the page's data (the layout's). */
    places?: Places;
  }) => ChatTopic | undefined;
}

const chatOf = (handle: unknown) => (handle as Partial<ChatHandle> | undefined)?.chat;

/** The chat link of the page being shown, in its language, with what the deepest route says it is about. */
export function useChatHref(): string {
  const matches = useMatches();
  const location = useLocation();
  const hydrated = useHydrated();
  const words = useStrings().chat;
  const match = matches.findLast((m) => chatOf(m.handle));
  const url = hydrated ? new URL(`${location.pathname}${location.search}`, window.location.origin) : undefined;
  const topic =
    match &&
    chatOf(match.handle)?.({
      pathname: match.pathname,
      params: match.params,
      url,
      data: match.loaderData,
      places: placesAmong(matches),
    });
  return whatsappHref(site.whatsapp, chatMessage(topic, words));
}
