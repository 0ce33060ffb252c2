import { type ReactNode, useState } from "react";

import { AddressText } from "~/components/address-text";
import { BookSurveyLink } from "~/components/book-survey-link";
import { Card } from "~/components/card";
import { type IconComponent, Mail, PhoneCall, PhoneIncoming } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { formatPhone, mailHref, site, telHref } from "~/config/site";
import type { ContactContent } from "~/content/schemas/pages";
import { CallBackDialog } from "~/forms/call-back-dialog";

/** 'Connect with us': call, e-mail, and the call-back request pop-up, in the page's language (its data). */
export function ConnectCards({ words: w }: { words: ContactContent["connect"] }) {
  const [callBackOpen, setCallBackOpen] = useState(false);
  const ways: { title: string; text: string; Icon: IconComponent; action: ReactNode }[] = [
    {
      title: w.callTitle,
      text: w.callText,
      Icon: PhoneCall,
      action: (
        <a href={telHref(site.phone)} className="mt-4 btn-outline whitespace-nowrap sm:mt-5">
          {formatPhone(site.phone)}
        </a>
      ),
    },
    {
      title: w.emailTitle,
      text: w.emailText,
      Icon: Mail,
      action: (
        <a href={mailHref(site.email)} className="mt-4 btn-outline max-w-full sm:mt-5">
          <AddressText value={site.email} />
        </a>
      ),
    },
    {
      title: w.callBackTitle,
      text: w.callBackText,
      Icon: PhoneIncoming,
      action: (
        <button type="button" className="mt-4 btn-primary sm:mt-5" onClick={() => setCallBackOpen(true)}>
          {w.callBackButton}
        </button>
      ),
    },
  ];
  return (
    <Section labelledBy="connect">
      <div className="container-page">
        <SectionHeading id="connect" title={w.title} />
        <div className="stack-t grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {ways.map(({ title, text, Icon, action }) => (
            <Card key={title} as="article" className="flex flex-col items-start">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-600 sm:size-12">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-3 text-subtitle font-bold text-brand-900 sm:mt-4">{title}</h3>
              <p className="mt-1 flex-1 text-ink-muted sm:mt-2">{text}</p>
              {action}
            </Card>
          ))}
        </div>
        <p className="mt-6">
          <BookSurveyLink />
        </p>
      </div>
      <CallBackDialog open={callBackOpen} onClose={() => setCallBackOpen(false)} />
    </Section>
  );
}
