import type { LayoutWords } from "~/content/layout";
import { filled } from "~/content/placeholders";

/**
 * What the visitor is looking at, for the chat's typed-in message: a route module names it in its `handle`
 * (app/hooks/use-chat-href.ts), in the page's language. A page that names nothing gets the plain greeting.
 */
export type ChatTopic =
  | { kind: "service"; name: string }
  /** `nameIn` the city as the language says "in <city>" (its `forms.in`, else its name). */
  | { kind: "city"; name: string; nameIn: string }
  /** `total` as the result shows it ("₹8,100–11,700"), `link` the estimate's full address. */
  | { kind: "estimate"; total: string; link: string };

/** The chat's words in a language (content/<language>/layout.json). */
export type ChatWords = LayoutWords["chat"];

/** The message every chat link of a page opens with, in the words' language: what the page is about, else the spec's greeting (SPEC §1). */
export function chatMessage(topic: ChatTopic | undefined, words: ChatWords): string {
  switch (topic?.kind) {
    case "service":
      return filled(words.aboutService, { service: topic.name });
    case "city":
      return filled(words.aboutCity, { city: topic.name, cityIn: topic.nameIn });
    case "estimate":
      return filled(words.aboutEstimate, { total: topic.total, link: topic.link });
    default:
      return words.greeting;
  }
}
