import { useState } from "react";

import { CalendarClock, FileText } from "~/components/icons";
import { WhatsappLink } from "~/components/whatsapp-link";
import type { MovingPlanData } from "~/content/moving-plan";
import { filled } from "~/content/placeholders";

/** Print, calendar and share: what a visitor takes the plan away with. Not printed. */
export function PlanActions({
  words: w,
  shareLink,
  onPrint,
  onCalendar,
}: {
  words: MovingPlanData["actions"];
  shareLink: string;
  onPrint: () => void;
  onCalendar: () => void;
}) {
  const [copy, setCopy] = useState<"copied" | "failed" | undefined>();
  const copyLink = () => {
    // The clipboard is offered only on secure pages and may be refused: the link is then shown to select by hand.
    if (!navigator.clipboard) return setCopy("failed");
    navigator.clipboard.writeText(shareLink).then(
      () => setCopy("copied"),
      () => setCopy("failed"),
    );
  };
  return (
    <div className="mt-5 print:hidden">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <button type="button" className="btn-outline btn-sm" onClick={onCalendar} aria-describedby="plan-calendar-hint">
          <CalendarClock aria-hidden="true" className="size-4" />
          {w.calendar}
        </button>
        <button type="button" className="btn-outline btn-sm" onClick={onPrint}>
          <FileText aria-hidden="true" className="size-4" />
          {w.print}
        </button>
        <button type="button" className="btn-outline btn-sm" onClick={copyLink}>
          {w.copy}
        </button>
        <WhatsappLink className="btn-sm" text={filled(w.shareText, { link: shareLink })} opens={` ${w.opensWhatsapp}`}>
          {w.whatsapp}
        </WhatsappLink>
      </div>
      <p id="plan-calendar-hint" className="mt-2 text-xs text-ink-muted">
        {w.calendarHint}
      </p>
      <p role="status" className="mt-1 min-h-5 text-sm font-semibold text-brand-800">
        {copy === "copied" ? w.copied : copy === "failed" ? w.copyFailed : ""}
      </p>
      {/* The link itself only when the clipboard refused it: a long address on screen reads as noise. */}
      {copy === "failed" && (
        <label className="block text-xs text-ink-muted">
          {w.linkLabel}{" "}
          <input
            type="url"
            readOnly
            value={shareLink}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="plan-share-link"
            className="mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
          />
        </label>
      )}
    </div>
  );
}
