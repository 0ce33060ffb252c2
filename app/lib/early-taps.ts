/*
 * A pre-rendered page shows its buttons before its script has hydrated them; on a slow phone a tap on "Get Free
 * Quote" or "Call Me Back" in that gap would reach inert HTML and be lost. This inline script, which runs before the
 * body is parsed, holds such taps (any button but one that posts its form to an action of its own; links, summaries
 * and such posts work without script and are left alone; a form the script sends has no action, and its send button
 * is held like the others) and the page replays them, focus first, once React has hydrated, so the dialog opens and
 * returns focus to the button as usual. A tap on the label of a radio or checkbox whose field is off until the page
 * has hydrated (the estimator's, the moving plan's) is held too, and the choice made once the field is on. Parts of a
 * page whose code loads later (components/deferred.tsx) are marked `data-deferred="waiting"` until they have
 * hydrated: taps inside them are held until then. A held button or choice is drawn pending (`data-pending`, app.css)
 * so that the tap answers at once; the replay takes the mark off, and a button whose code is still loading sets it
 * again itself. A jump within the page (the skip link, a hero's link to a section) changes the router's location, and
 * React empties every part still waiting for its code rather than update it, until its code arrives (the part below
 * a jump's target vanishes, the target itself may): after hydration such a jump is held until no part of the main
 * content is waiting, for three seconds at most.
 */
export const WAITING_PART = "waiting";

/** The attribute of a button or choice whose action is under way (its code loading), which app.css draws as pending. */
const PENDING = "data-pending";

export const HOLD_EARLY_TAPS =
  `(function(){var q=[],ready=false,j=null,f=0,d=document,W="[data-deferred=${WAITING_PART}]",M="main "+W;` +
  "function go(){var a=j;j=null;if(a&&a.isConnected){f=1;a.click();f=0}}" +
  "function stop(e){e.preventDefault();e.stopImmediatePropagation()}" +
  // A held choice is made once its field is switched on, which the page does just after hydrating.
  `function r(b,n){var c=b.control;if(c&&c.matches(":disabled")&&n<200){setTimeout(function(){r(b,n+1)},15);return}` +
  `b.removeAttribute("${PENDING}");if(b.isConnected){b.focus();b.click()}}` +
  'function h(e){var t=e.target instanceof Element?e.target:null,a=t&&t.closest(\'a[href^="#"]\'),b=t&&t.closest("button"),' +
  'l=!b&&!ready&&t&&t.closest("label"),c=l&&l.control;' +
  "if(a){if(ready&&!f&&d.querySelector(M)){stop(e);j=a;setTimeout(go,3e3)}return}" +
  'if(c&&c.matches(":disabled")&&(c.type==="radio"||c.type==="checkbox"))b=l;' +
  'if(!b||b.disabled||(b.type==="submit"&&b.form&&b.form.hasAttribute("action"))||(ready&&!b.closest(W)))return;' +
  `stop(e);if(q.indexOf(b)<0){q.push(b);b.setAttribute("${PENDING}","")}}` +
  'd.addEventListener("click",h,true);' +
  "window.__replayEarlyTaps=function(){ready=true;" +
  "q.splice(0).forEach(function(b){if(b.closest(W))q.push(b);else r(b,0)});" +
  "if(!d.querySelector(M))go()}})()";

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
