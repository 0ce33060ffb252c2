import type { ReactNode } from "react";

import { WhatsappIcon } from "~/components/brand-icons";
import { whatsappHref } from "~/config/site";

interface WhatsappLinkProps {
  /** The company's number; without one the visitor picks whom to send the text to. */
  to?: string;
  /** The message typed in for the visitor. */
  text: string;
  /** Said to screen readers after the label: " (opens WhatsApp)". */
  opens: string;
  /** Placement, and btn-sm in a dense row. */
  className?: string;
  children: ReactNode;
}

/**
 * A link that opens WhatsApp in a new tab with a message ready to send: the secondary button with the app's mark in
 * its green, never a filled button beside the block's main action.
 */
export function WhatsappLink({ to = "", text, opens, className = "", children }: WhatsappLinkProps) {
  return (
    <a href={whatsappHref(to, text)} target="_blank" rel="noopener noreferrer" className={`btn-outline ${className}`}>
      <WhatsappIcon className="size-4 text-chat" />
      {children}
      <span className="sr-only">{opens}</span>
    </a>
  );
}
