import { createContext, use } from "react";

/**
 * The site's stylesheet, handed to the document by app/entry.server.tsx, which pre-renders every page: the page
 * carries it in a <style> so its first paint waits for no second request. Every page has the same one, so the
 * browser needs it once, with the first document; no script carries it.
 */
export const PageStylesheet = createContext<string | undefined>(undefined);

/**
 * The <style> in the pre-rendered head. In the browser there is no stylesheet in context: React keeps the element
 * it hydrates as the HTML has it (it does not compare inner HTML), and an empty string that never changes gives it
 * nothing to update later.
 */
export function InlineStylesheet() {
  return <style dangerouslySetInnerHTML={{ __html: use(PageStylesheet) ?? "" }} suppressHydrationWarning />;
}
