/*
 * A pre-rendered page shows its buttons before its script has hydrated them; on a slow phone a tap on
 * "Get Free Quote" or "Call Me Back" in that gap would reach inert HTML and be lost. This inline script,
 * which runs before the body is parsed, holds such taps (buttons that do not submit a form; links,
 * summaries and form posts work without script and are left alone) and the page replays them, focus
 * first, once React has hydrated, so the dialog opens and returns focus to the button as usual.
 */
export const HOLD_EARLY_TAPS =
  "(function(){var q=[],d=document;" +
  'function h(e){var b=e.target instanceof Element&&e.target.closest("button");' +
  'if(!b||b.disabled||(b.type==="submit"&&b.form))return;' +
  "e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b)}" +
  'd.addEventListener("click",h,true);' +
  "window.__replayEarlyTaps=function(){" +
  'd.removeEventListener("click",h,true);window.__replayEarlyTaps=function(){};' +
  "q.splice(0).forEach(function(b){if(b.isConnected){b.focus();b.click()}})}})()";

declare global {
  interface Window {
    /** Set by HOLD_EARLY_TAPS; stops holding taps and replays the held ones. */
    __replayEarlyTaps?: () => void;
  }
}

/** Called once the page has hydrated: React now handles taps itself, and gets the ones made before. */
export function replayEarlyTaps() {
  window.__replayEarlyTaps?.();
}
