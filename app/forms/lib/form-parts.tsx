import type { ReactNode } from "react";

import { X } from "~/components/icons";
import { useHydrated } from "~/hooks/use-hydrated";

import { useSharedFormWords } from "./form-words";

/** A live region that is always in the page, so screen readers announce every change. */
export function StatusLine({
  message,
  tone = "neutral",
  className = "",
}: {
  message: string;
  tone?: "neutral" | "success" | "error";
  className?: string;
}) {
  const color = tone === "success" ? "text-success" : tone === "error" ? "text-danger" : "text-ink-muted";
  return (
    <p role="status" aria-live="polite" className={`min-h-6 text-sm font-semibold ${color} ${className}`}>
      {message}
    </p>
  );
}

/**
 * Switches on the send button just before it, as the page is parsed; the early-tap script (lib/early-taps) then
 * holds a tap on it until the page has hydrated. Without script the button stays off: its form has no action of
 * its own, and the browser would post it to the page's own address.
 */
export const SEND_WHEN_SCRIPTED = "document.currentScript.previousElementSibling.disabled=false";

/**
 * A form's send button, off while `busy`. It looks ready from the first paint where the browser runs script: a tap
 * before the page has hydrated is held, drawn pending and replayed then. It reads the hydration itself so that only
 * the button, not the whole form, is drawn again at that moment.
 */
export function SubmitButton({ busy, className, children }: { busy: boolean; className: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      <button type="submit" className={className} disabled={!hydrated || busy}>
        {children}
      </button>
      {/* Removed after hydration: React never runs it again. A button busy from the start (a captcha form's, until
          its code exists) waits for the page's script. */}
      {!hydrated && !busy && <script dangerouslySetInnerHTML={{ __html: SEND_WHEN_SCRIPTED }} />}
    </>
  );
}

export function CloseButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { shared: words } = useSharedFormWords();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label ?? words.close}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The white card inside a pop-up; scrolls when the screen is short. */
export function DialogCard({ children, size = "md" }: { children: ReactNode; size?: "sm" | "md" | "lg" }) {
  const width = size === "sm" ? "max-w-sm" : size === "lg" ? "max-w-2xl" : "max-w-lg";
  return (
    <div className={`max-h-svh w-screen ${width} overflow-y-auto p-3 sm:p-4`}>
      <div className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-6">{children}</div>
    </div>
  );
}

export const gridTwo = "grid gap-4 sm:grid-cols-2";
export const cardClass = "rounded-xl border border-line bg-white p-5 shadow-card sm:p-8";
