import { useEffect, useState } from "react";
import { HERO_AUTOPLAY_MS } from "../../../domain/home/carousel.ts";
import { useHydrating } from "../../lib/use-hydrating.ts";
import { getPreference, setPreference } from "../../lib/user-preferences.ts";

/** The visitor's pause of the slideshow, remembered in userPreferences (with consent). */
const AUTOPLAY_PREFERENCE = "heroAutoplay";

/**
 * The hero's autoplay (spec section 2): the next slide every 5000 ms, paused while the pointer is
 * over the hero, while keyboard focus is inside it, while the visitor paused it, and while the tab
 * is hidden. With reduced motion asked for it starts paused (WCAG 2.2.2); the play button resumes it.
 * A visitor who paused it finds it paused next time, if they allowed preference cookies.
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function useHeroAutoplay(input: { index: number; count: number; onNext: () => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pausedHere = () => prefersReducedMotion() || getPreference(AUTOPLAY_PREFERENCE) === false;
  // The server's HTML shows the slideshow playing; the visitor's choice applies once the app took it over.
  const hydrating = useHydrating();
  const [stopped, setStopped] = useState(() => !hydrating && pausedHere());
  const [askLater] = useState(hydrating);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, after the takeover
  useEffect(() => {
    if (askLater && pausedHere()) setStopped(true);
  }, [askLater]);
  const [hidden, setHidden] = useState(false);
  const running = input.count > 1 && !hovered && !focused && !stopped && !hidden;
  const { index, onNext } = input;

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === "hidden");
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the 5 s, see below
  useEffect(() => {
    if (!running) return;
    // Restarted on every slide change: a click on a dot gives the new slide its full 5 s.
    const timer = setTimeout(onNext, HERO_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [running, index, onNext]);

  return {
    running,
    stopped,
    toggle: () => {
      setPreference(AUTOPLAY_PREFERENCE, stopped);
      setStopped(!stopped);
    },
    /** Spread on the hero: hover and keyboard focus pause it. */
    handlers: {
      onPointerEnter: (event: React.PointerEvent) => {
        if (event.pointerType === "mouse") setHovered(true);
      },
      onPointerLeave: (event: React.PointerEvent) => {
        if (event.pointerType === "mouse") setHovered(false);
      },
      onFocus: (event: React.FocusEvent) => {
        if (event.target instanceof HTMLElement && event.target.matches(":focus-visible")) setFocused(true);
      },
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
