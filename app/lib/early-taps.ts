/*
 * A pre-rendered page shows its buttons before its script has hydrated them; on a slow phone a tap on
 * "Get Free Quote" or "Call Me Back" in that gap would reach inert HTML and be lost. This inline script,
 * which runs before the body is parsed, holds such taps (buttons that do not submit a form; links,
 * summaries and form posts work without script and are left alone) and the page replays them, focus
 * first, once React has hydrated, so the dialog opens and returns focus to the button as usual. Parts of
 * a page whose code loads later (components/deferred.tsx) are marked `data-deferred="waiting"` until they
 * have hydrated: taps inside them are held until then.
 */
export const WAITING_PART = "waiting";

export const HOLD_EARLY_TAPS =
  `(function(){var q=[],ready=false,d=document,W="[data-deferred=${WAITING_PART}]";` +
  'function h(e){var b=e.target instanceof Element&&e.target.closest("button");' +
  'if(!b||b.disabled||(b.type==="submit"&&b.form)||(ready&&!b.closest(W)))return;' +
  "e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b)}" +
  'd.addEventListener("click",h,true);' +
  "window.__replayEarlyTaps=function(){ready=true;" +
  "q.splice(0).forEach(function(b){if(b.closest(W))q.push(b);else if(b.isConnected){b.focus();b.click()}})}})()";

declare global {
  interface Window {
    /** Set by HOLD_EARLY_TAPS; replays the held taps that are no longer inside a part still waiting for its code. */
    __replayEarlyTaps?: () => void;
  }
}

/** Called once the page, or a deferred part of it, has hydrated: React gets the taps made before. */
export function replayEarlyTaps() {
  window.__replayEarlyTaps?.();
}
