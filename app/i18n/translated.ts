import { englishPath } from "./locale";

/**
 * The English pages whose Hindi twin is translated (issue 18). Only these advertise their twin: the switch on the
 * English page links to it, and (later) hreflang and the sitemap pair them. The others' twins show the Hindi
 * layout around English text and stay out of search results. Grows page group by page group.
 */
const translated: ReadonlySet<string> = new Set<string>([]);

export const hasHindiTwin = (path: string) => translated.has(englishPath(path));
