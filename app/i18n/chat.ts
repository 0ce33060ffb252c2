import type { Strings } from "./strings";

/**
 * What the visitor is looking at, for the chat's typed-in message: a route module names it in its `handle`
 * (app/hooks/use-chat-href.ts), in the page's language. A page that names nothing gets the plain greeting.
 */
export type ChatTopic =
  | { kind: "service"; name: string }
  | { kind: "city"; name: string }
  /** `total` as the result shows it ("₹8,100–11,700"), `link` the estimate's full address. */
  | { kind: "estimate"; total: string; link: string };

type ChatWords = Pick<Strings, "chatGreeting" | "chatAboutService" | "chatAboutCity" | "chatAboutEstimate">;

/** The message every chat link of a page opens with, in the words' language. */
export function chatMessage(topic: ChatTopic | undefined, words: ChatWords): string {
  switch (topic?.kind) {
    case "service":
      return words.chatAboutService(topic.name);
    case "city":
      return words.chatAboutCity(topic.name);
    case "estimate":
      return words.chatAboutEstimate(topic.total, topic.link);
    default:
      return words.chatGreeting;
  }
}
