import type { ReactNode } from "react";

import { Card } from "~/components/card";
import { Link } from "~/components/link";
import { WithParts } from "~/components/with-parts";
import { site } from "~/config/site";
import { longDate } from "~/content/calendar";
import type { LegalSection, LegalTexts } from "~/content/legal";
import { useCalendar } from "~/hooks/use-calendar";

/** A page of this site written out in full ("https://…/charges") becomes a link to it. */
function withLinks(text: string): ReactNode {
  const prefix = site.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = text.split(new RegExp(`(${prefix}/[a-z0-9-]+)`));
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 ? (
      <Link key={i} to={part.slice(site.url.length)} className="font-semibold text-brand-700 underline">
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

/** On a translated legal page, under the hero's intro: the English text prevails. Nothing on English pages. */
export function LegalVersionNote({ note }: { note: string | undefined }) {
  return note ? <p className="mt-3 text-sm sm:text-base">{note}</p> : null;
}

/**
 * A legal page body: an "On this page" list and numbered sections, each an h2 with an anchor. `updated` is a date
 * of the records ("2025-06-01"), written out in the page's language; the words are the page's data.
 */
export function LegalDocument({
  words: w,
  sections,
  updated,
}: {
  words: LegalTexts["document"];
  sections: LegalSection[];
  updated: string;
}) {
  const calendar = useCalendar();
  return (
    <div className="container-page grid gap-10 section-y lg:grid-cols-4">
      <nav aria-labelledby="on-this-page" className="lg:col-span-1">
        <Card tone="surface" padding="compact" className="lg:sticky lg:top-header">
          <h2 id="on-this-page" className="text-sm font-bold tracking-wide text-brand-900 uppercase">
            {w.onThisPage}
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </Card>
      </nav>
      <div className="max-w-3xl lg:col-span-3">
        <p className="text-sm text-ink-muted">
          <WithParts
            text={w.lastUpdated}
            parts={{ date: <time dateTime={updated}>{longDate(updated, calendar)}</time> }}
          />
        </p>
        {sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 first-of-type:mt-6">
            <h2 id={`${s.id}-title`} className="text-2xl font-extrabold text-brand-900">
              {s.title}
            </h2>
            {s.blocks.map((b, i) =>
              typeof b === "string" ? (
                <p key={i} className="mt-4 leading-relaxed text-ink">
                  {withLinks(b)}
                </p>
              ) : (
                <ul key={i} className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink marker:text-accent-600">
                  {b.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
