import { NotFoundContent } from "~/components/not-found-content";
import { pageMeta } from "~/lib/seo";

/** The page's own meta words; its twin in another language translates them (routes/hi/not-found.tsx). */
export const notFoundPageWords = {
  title: "Page Not Found",
  description: "The page you asked for does not exist. Go back to the home page or browse our moving services.",
};

export const meta = () =>
  pageMeta({
    title: notFoundPageWords.title,
    description: notFoundPageWords.description,
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundContent />;
}
