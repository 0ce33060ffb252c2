import { useState } from "react";

import { Mail, PhoneCall, PhoneIncoming } from "~/components/icons";
import { Section } from "~/components/section";
import { formatPhone, mailHref, site, telHref } from "~/config/site";
import { replyText } from "~/content/facts";
import { CallBackDialog } from "~/forms";

/** 'Connect with us': call, e-mail, and the call-back request pop-up. */
export function ConnectCards() {
  const [callBackOpen, setCallBackOpen] = useState(false);
  const card = "flex flex-col items-start rounded-xl border border-line bg-white p-6 shadow-card sm:p-8";
  const icon = "flex size-12 items-center justify-center rounded-lg bg-accent-50 text-accent-600";
  return (
    <Section labelledBy="connect">
      <div className="container-page">
        <h2 id="connect" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          Connect with us
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          <article className={card}>
            <span className={icon}>
              <PhoneCall className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-brand-900">Call us</h3>
            <p className="mt-2 flex-1 text-ink-muted">
              Speak to a move coordinator for a quick estimate or a survey booking.
            </p>
            <a href={telHref(site.phone)} className="mt-5 btn-secondary">
              {formatPhone(site.phone)}
            </a>
          </article>
          <article className={card}>
            <span className={icon}>
              <Mail className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-brand-900">Email us</h3>
            <p className="mt-2 flex-1 text-ink-muted">
              Send your inventory, photos or claim documents; we reply {replyText} in phone hours.
            </p>
            <a href={mailHref(site.email)} className="mt-5 btn-outline max-w-full break-all">
              {site.email}
            </a>
          </article>
          <article className={card}>
            <span className={icon}>
              <PhoneIncoming className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-brand-900">Request a call back</h3>
            <p className="mt-2 flex-1 text-ink-muted">
              Leave your name and number and we will call you at no cost to you.
            </p>
            <button type="button" className="mt-5 btn-primary" onClick={() => setCallBackOpen(true)}>
              Call Me Back
            </button>
          </article>
        </div>
      </div>
      <CallBackDialog open={callBackOpen} onClose={() => setCallBackOpen(false)} />
    </Section>
  );
}
