import { type ComponentType, lazy, type LazyExoticComponent } from "react";

/**
 * A part whose code loads when it first renders (after `after`). Its words are its page's data, so one component
 * serves every language: a move in the app to another language finds its code already loaded and shows it with
 * the page, not a moment after.
 */
export function lazyPart<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  after: Promise<void> = Promise.resolve(),
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => after.then(load).then((Component) => ({ default: Component })));
}
