import { type PointerEvent, type RefObject, useEffect, useRef, useState } from "react";
import { keepOnScreen, type Point, type Size } from "../../../domain/assistant/widget.ts";

const viewportNow = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

export function useViewport(): Size {
  const [viewport, setViewport] = useState(viewportNow);
  useEffect(() => {
    const update = () => setViewport(viewportNow());
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return viewport;
}

/**
 * Dragging the window by its header, kept wholly on screen. `place` stays null until the first
 * drag: the window then sits at its default place, 20 px from the right and the bottom.
 */
export function useDrag(windowRef: RefObject<HTMLElement | null>, size: Size, viewport: Size) {
  const [dragged, setDragged] = useState<Point | null>(null);
  const start = useRef<{ pointer: Point; origin: Point } | null>(null);
  // A window resized or a screen turned: back on screen.
  const place = dragged ? keepOnScreen(dragged, size, viewport) : null;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest("button")) return;
    const rect = windowRef.current?.getBoundingClientRect();
    if (!rect) return;
    start.current = { pointer: { x: event.clientX, y: event.clientY }, origin: { x: rect.left, y: rect.top } };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from) return;
    const moved = {
      x: from.origin.x + event.clientX - from.pointer.x,
      y: from.origin.y + event.clientY - from.pointer.y,
    };
    setDragged(keepOnScreen(moved, size, viewport));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    start.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  };
  return { place, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
