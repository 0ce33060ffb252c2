import { NotFoundContent } from "~/components/not-found-content";
import { words } from "~/content/translation";
import { localeMeta } from "~/locales/words";

import type { Route } from "./+types/not-found";
import { pageWords } from "./page-data";

/** The page's own meta words, which each language translates (app/locales/<code>/pages/not-found.ts). */
export const notFoundPageWords = words("notFoundPageWords", {
  title: "Page Not Found",
  description: "The page you asked for does not exist. Go back to the home page or browse our moving services.",
});

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({
    title: t(notFoundPageWords).title,
    description: t(notFoundPageWords).description,
    noindex: true,
  }));

export const loader = ({ request }: Route.LoaderArgs) => pageWords(request, "not-found");

export default function NotFound() {
  return <NotFoundContent />;
}
