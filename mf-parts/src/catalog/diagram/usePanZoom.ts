import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** Where the drawing is: its scale and its offset in its box, in CSS pixels. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

type Point = { x: number; y: number };
type Box = { width: number; height: number };

export const HOME: View = { scale: 1, x: 0, y: 0 };
const MAX = 6;
/** A press that moved less than this is a tap (a callout's click), not a drag. */
const TAP = 6;

/** `view` zoomed to `scale` about the point (px, py) of the box: that point stays put. */
export function zoomAbout(view: View, scale: number, px: number, py: number): View {
  const s = Math.min(MAX, Math.max(1, scale));
  const k = s / view.scale;
  return s === 1 ? HOME : { scale: s, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

/** `view` kept covering its box: the drawing is never dragged out of sight. */
export function within(view: View, box: Box): View {
  if (view.scale <= 1) return HOME;
  const clamp = (v: number, size: number) => Math.min(0, Math.max(size - size * view.scale, v));
  return { scale: view.scale, x: clamp(view.x, box.width), y: clamp(view.y, box.height) };
}

/** The fingers' (or the mouse's) midpoint and, for two, their distance. */
function gesture(pointers: Map<number, Point>): { dist: number; mid: Point } {
  const [a, b] = [...pointers.values()];
  if (!b) return { dist: 0, mid: a };
  return {
    dist: Math.hypot(a.x - b.x, a.y - b.y),
    mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
  };
}

function local(e: ReactPointerEvent<HTMLElement>): Point {
  const r = e.currentTarget.getBoundingClientRect();
  return { x: e.clientX - r.left, y: e.clientY - r.top };
}

/**
 * Pan and zoom for the diagram, by hand and without a library (decision 0124): one finger or the
 * mouse drags, two fingers pinch about their midpoint, and the buttons zoom about the centre. A
 * press that barely moves stays a click, so a callout is still tapped.
 */
export function usePanZoom() {
  const [view, setView] = useState<View>(HOME);
  const pointers = useRef(new Map<number, Point>());
  const start = useRef<{ view: View; dist: number; mid: Point; moved: boolean } | null>(null);
  const dragged = useRef(false);

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    pointers.current.set(e.pointerId, local(e));
    start.current = { view, ...gesture(pointers.current), moved: false };
    dragged.current = false;
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!pointers.current.has(e.pointerId) || !s) return;
    pointers.current.set(e.pointerId, local(e));
    const now = gesture(pointers.current);
    const dx = now.mid.x - s.mid.x;
    const dy = now.mid.y - s.mid.y;
    if (!s.moved && !now.dist && Math.hypot(dx, dy) < TAP) return;
    if (!s.moved) {
      s.moved = true;
      dragged.current = true;
      // Further moves belong to this gesture even when the finger leaves the box.
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    const pinched =
      now.dist && s.dist
        ? zoomAbout(s.view, (s.view.scale * now.dist) / s.dist, s.mid.x, s.mid.y)
        : s.view;
    const box = e.currentTarget.getBoundingClientRect();
    setView(within({ ...pinched, x: pinched.x + dx, y: pinched.y + dy }, box));
  };
  const onPointerEnd = (e: ReactPointerEvent<HTMLElement>) => {
    pointers.current.delete(e.pointerId);
    // A finger lifted from a pinch: the other one drags on from where it is.
    start.current = pointers.current.size
      ? { view, ...gesture(pointers.current), moved: true }
      : null;
  };

  return {
    view,
    zoomed: view.scale > 1,
    /** Whether the last press was a drag: its click is not a callout's. */
    wasDrag: () => dragged.current,
    zoomBy: (factor: number, box: Box) =>
      setView((v) => within(zoomAbout(v, v.scale * factor, box.width / 2, box.height / 2), box)),
    reset: () => setView(HOME),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
