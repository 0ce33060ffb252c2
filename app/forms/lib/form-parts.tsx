import type { ReactNode } from "react";

import { X } from "~/components/icons";

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
 * A form's send button, off while `busy`. It looks ready in the pre-rendered page: a tap before the script runs
 * is held, drawn pending and replayed once the page has hydrated (lib/early-taps), since its form has no action
 * of its own to post to.
 */
export function SubmitButton({ busy, className, children }: { busy: boolean; className: string; children: ReactNode }) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {children}
    </button>
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
