import { ChevronRight } from "~/components/icons";
import { Link } from "~/components/link";
import { useStrings } from "~/i18n/strings";
import type { BreadcrumbItem } from "~/lib/breadcrumbs";

/** Where the page sits: a labelled <nav> with an ordered list; the last item is the current page. */
export function Breadcrumb({ items, className = "" }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label={useStrings().breadcrumb} className={`border-b border-line bg-surface ${className}`}>
      <ol className="container-page flex flex-wrap items-center gap-x-1 gap-y-1 py-3 text-sm">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`} className="flex items-center gap-1">
              {i > 0 && <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />}
              {last || !item.to ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className={last ? "font-semibold text-brand-900" : "text-ink-muted"}
                >
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.to}
                  className="rounded text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
