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
  /** The app's green button with its mark, or the page's outline button. */
  look?: "brand" | "outline";
  className?: string;
  children: ReactNode;
}

/** A link that opens WhatsApp in a new tab with a message ready to send. */
export function WhatsappLink({ to = "", text, opens, look = "brand", className = "", children }: WhatsappLinkProps) {
  const button = look === "brand" ? "btn bg-success text-white hover:brightness-90" : "btn-outline";
  return (
    <a href={whatsappHref(to, text)} target="_blank" rel="noopener noreferrer" className={`${button} ${className}`}>
      {look === "brand" && <WhatsappIcon className="size-4" />}
      {children}
      <span className="sr-only">{opens}</span>
    </a>
  );
}
