import { useState } from "react";

import { Card } from "~/components/card";
import { Mail, PhoneCall, PhoneIncoming } from "~/components/icons";
import { Section } from "~/components/section";
import { formatPhone, mailHref, site, telHref } from "~/config/site";
import { replyText } from "~/content/facts";
import { CallBackDialog } from "~/forms";

/** 'Connect with us': call, e-mail, and the call-back request pop-up. */
export function ConnectCards() {
  const [callBackOpen, setCallBackOpen] = useState(false);
  const card = "flex flex-col items-start";
  const icon = "flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-600 sm:size-12";
  return (
    <Section labelledBy="connect">
      <div className="container-page">
        <h2 id="connect" className="text-title font-extrabold tracking-tight text-brand-900 sm:text-title-lg">
          Connect with us
        </h2>
        <div className="stack-t grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          <Card as="article" className={card}>
            <span className={icon}>
              <PhoneCall className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-3 text-subtitle font-bold text-brand-900 sm:mt-4">Call us</h3>
            <p className="mt-1 flex-1 text-ink-muted sm:mt-2">
              Speak to a move coordinator for a quick estimate or a survey booking.
            </p>
            <a href={telHref(site.phone)} className="mt-4 btn-secondary whitespace-nowrap sm:mt-5">
              {formatPhone(site.phone)}
            </a>
          </Card>
          <Card as="article" className={card}>
            <span className={icon}>
              <Mail className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-3 text-subtitle font-bold text-brand-900 sm:mt-4">Email us</h3>
            <p className="mt-1 flex-1 text-ink-muted sm:mt-2">
              Send your inventory, photos or claim documents; we reply {replyText} in phone hours.
            </p>
            {/* The address may wrap only before its "@", never inside a word. */}
            <a href={mailHref(site.email)} className="mt-4 btn-outline max-w-full wrap-normal sm:mt-5">
              <span>
                {site.email.slice(0, site.email.indexOf("@"))}
                <wbr />
                {site.email.slice(site.email.indexOf("@"))}
              </span>
            </a>
          </Card>
          <Card as="article" className={card}>
            <span className={icon}>
              <PhoneIncoming className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-3 text-subtitle font-bold text-brand-900 sm:mt-4">Request a call back</h3>
            <p className="mt-1 flex-1 text-ink-muted sm:mt-2">
              Leave your name and number and we will call you at no cost to you.
            </p>
            <button type="button" className="mt-4 btn-primary sm:mt-5" onClick={() => setCallBackOpen(true)}>
              Call Me Back
            </button>
          </Card>
        </div>
      </div>
      <CallBackDialog open={callBackOpen} onClose={() => setCallBackOpen(false)} />
    </Section>
  );
}
