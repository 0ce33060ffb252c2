import type { ComponentWords, GuaranteeContent } from "~/content/schemas/components";
import { useRouteValue } from "~/hooks/use-route-value";

/*
 * The shared components' words in the page's language, from its routes' data: the layout's loader gives every
 * page the components' (content/<language>/components.json), a page that claims the safety guarantee gives its
 * words (content/<language>/guarantee.json). English as every language: no component writes words of its own.
 */

/** What a route's data holds of the components' words. */
export interface ComponentWordsData {
  componentWords: ComponentWords;
}

/** What the data of a page that shows the guarantee holds of it. */
export interface GuaranteeData {
  guarantee: GuaranteeContent;
}

const missing = (what: string): never => {
  throw new Error(`No words for ${what} in the page's data: the loader of a page that shows it gives them`);
};

/** One component's words, by its name in components.json. */
export function useComponentWords<K extends keyof ComponentWords>(component: K): ComponentWords[K] {
  return useRouteValue<ComponentWords>("componentWords")?.[component] ?? missing(`the component "${component}"`);
}

/** The safety guarantee's words and terms. */
export const useGuarantee = (): GuaranteeContent =>
  useRouteValue<GuaranteeContent>("guarantee") ?? missing("the safety guarantee");

/** What the layout's data holds of the founder's name, as the page's script spells it. */
export interface DirectorData {
  directorName: string;
}

/** The founder's name in the page's script (content/<language>/names.json), as the configuration names them. */
export const useDirectorName = (): string => useRouteValue<string>("directorName") ?? missing("the founder's name");
