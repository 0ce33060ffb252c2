import type { ReactNode } from "react";

import { IconList } from "~/components/icon-list";
import { BadgeCheck } from "~/components/icons";
import { SectionHeading } from "~/components/section-heading";

/** Where a page's hero jumps to reach its quote form. */
export const QUOTE_FORM = "quote-form";

/** A form (which titles itself) beside a short block saying why and what happens next. */
export function FormPanel({
  id,
  heading,
  text,
  points,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  points: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="section-y">
      <div className="container-page grid items-start gap-10 lg:grid-cols-5 lg:gap-16">
        <section aria-labelledby={id} className="lg:col-span-2">
          <SectionHeading id={id} title={heading}>
            <p>{text}</p>
          </SectionHeading>
          <IconList items={points} icon={BadgeCheck} size="md" className="mt-6 space-y-3 text-ink" />
        </section>
        <div id={QUOTE_FORM} className="lg:col-span-3">
          {children}
        </div>
      </div>
    </div>
  );
}
