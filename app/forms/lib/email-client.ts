import emailjs, { type EmailJSResponseStatus } from "@emailjs/browser";

import { site } from "~/config/site";

import { TIMEOUT_MS } from "./messages";

export type TemplateName = keyof typeof site.emailService.templates;

let initialised = false;

/** The SDK, set up once with the configured public key and origin (empty origin = the local inbox on this origin). */
function sdk() {
  if (!initialised) {
    const { origin, publicKey, blockHeadless, limitRateMs } = site.emailService;
    emailjs.init({
      publicKey,
      origin: origin || window.location.origin,
      // Off unless configured (the spec leaves them unset); the block list is set per form (see blockListFor).
      blockHeadless,
      ...(limitRateMs > 0 ? { limitRate: { throttle: limitRateMs } } : {}),
    });
    initialised = true;
  }
  return emailjs;
}

class Timeout extends Error {
  constructor() {
    super(`No answer within ${TIMEOUT_MS / 1000} s`);
  }
}

/** The SDK's fetch cannot be aborted, so the wait is bounded instead. */
function bounded<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The e-mail field the optional block list watches, per form. */
const blockListFor = (watchVariable?: string) =>
  watchVariable && site.emailService.blockList.length > 0
    ? { blockList: { list: site.emailService.blockList, watchVariable } }
    : undefined;

/** `send` (JSON template params). Resolves with the answer's text; rejects on any failure, timeout included. */
export async function sendTemplate(template: TemplateName, params: Record<string, string>): Promise<string> {
  const res: EmailJSResponseStatus = await bounded(
    sdk().send(site.emailService.serviceId, site.emailService.templates[template], params),
  );
  return res.text;
}

/** `sendForm` (the form element's named fields, multipart). */
export async function sendFormTemplate(
  template: TemplateName,
  form: HTMLFormElement,
  watchEmailField?: string,
): Promise<string> {
  const res: EmailJSResponseStatus = await bounded(
    sdk().sendForm(
      site.emailService.serviceId,
      site.emailService.templates[template],
      form,
      blockListFor(watchEmailField),
    ),
  );
  return res.text;
}
