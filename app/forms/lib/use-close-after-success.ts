import { type RefObject, useEffect, useEffectEvent } from "react";

import { AUTO_CLOSE_MS } from "./messages";

/**
 * The pop-up forms' ending (SPEC §9): once sent, the success stays in view for AUTO_CLOSE_MS, then the form
 * is cleared for next time and the pop-up closes. `reset` puts the form's own state back to idle.
 */
export function useCloseAfterSuccess(
  sent: boolean,
  formRef: RefObject<HTMLFormElement | null>,
  reset: () => void,
  close: () => void,
) {
  const finish = useEffectEvent(() => {
    formRef.current?.reset();
    reset();
    close();
  });
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(finish, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent]);
}
