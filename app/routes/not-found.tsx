import { NotFoundContent } from "~/components/not-found-content";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Page Not Found",
    description: "The page you asked for does not exist. Go back to the home page or browse our moving services.",
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundContent />;
}
