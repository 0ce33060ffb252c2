import { words } from "~/content/translation";

/**
 * What the visitor is looking at, for the chat's typed-in message: a route module names it in its `handle`
 * (app/hooks/use-chat-href.ts), in the page's language. A page that names nothing gets the plain greeting.
 */
export type ChatTopic =
  | { kind: "service"; name: string }
  | { kind: "city"; name: string }
  /** `total` as the result shows it ("₹8,100–11,700"), `link` the estimate's full address. */
  | { kind: "estimate"; total: string; link: string };

/** The chat's typed-in message: what the visitor is looking at, else the spec's greeting (SPEC §1). */
export const chatWords = words("chatWords", {
  greeting: "Hello! I want to inquire about your services.",
  aboutService: (service: string) => `Hello! I want to inquire about ${service}.`,
  aboutCity: (city: string) => `Hello! I want to inquire about your services in ${city}.`,
  aboutEstimate: (total: string, link: string) => `Hello! I want to inquire about my estimate of ${total}: ${link}`,
});

type ChatWords = typeof chatWords;

/** The message every chat link of a page opens with, in the words' language. */
export function chatMessage(topic: ChatTopic | undefined, words: ChatWords): string {
  switch (topic?.kind) {
    case "service":
      return words.aboutService(topic.name);
    case "city":
      return words.aboutCity(topic.name);
    case "estimate":
      return words.aboutEstimate(topic.total, topic.link);
    default:
      return words.greeting;
  }
}
