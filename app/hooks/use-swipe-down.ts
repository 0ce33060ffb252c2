import { type PointerEvent, useRef, useState } from "react";

/** How far (px) a finger must drag a sheet down before letting go closes it; a shorter drag snaps back. */
const SWIPE_CLOSE_PX = 80;

/**
 * Drag-down-to-dismiss for a bottom sheet's top strip. Returns the pointer handlers for the strip and the
 * current downward offset, for the sheet to follow the finger. A press that starts on a control (the close
 * button) is left alone, so its click still works. The strip needs `touch-action: none`, or the browser takes
 * the gesture for scrolling and cancels the pointer.
 */
export function useSwipeDown(onDismiss: () => void) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ id: number; y: number } | null>(null);

  const end = (e: PointerEvent<HTMLElement>, dismiss: boolean) => {
    if (start.current?.id !== e.pointerId) return;
    const dy = e.clientY - start.current.y;
    start.current = null;
    setOffset(0);
    if (dismiss && dy > SWIPE_CLOSE_PX) onDismiss();
  };

  const handlers = {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.button !== 0 || (e.target as Element).closest("button, a, input, select, textarea")) return;
      start.current = { id: e.pointerId, y: e.clientY };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      if (start.current?.id === e.pointerId) setOffset(Math.max(0, e.clientY - start.current.y));
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, true),
    onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, false),
  };
  return { offset, handlers };
}
