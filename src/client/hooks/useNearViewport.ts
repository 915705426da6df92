// DESIGN 11: a championship's results page holds thousands of rows, and building them all at once
// kept the page blank for seconds. A long page builds each block when it comes near the screen and
// everything when it is printed.
import { useCallback, useEffect, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

/** A screen's height above and below: a block is ready before scrolling brings it into view. */
const MARGIN = "100% 0px";

// One observer for every block of the page: a hundred and more of them on a championship's results.
let shared: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

function observer(): IntersectionObserver {
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const near = waiting.get(entry.target);
        waiting.delete(entry.target);
        shared?.unobserve(entry.target);
        near?.();
      }
    },
    { rootMargin: MARGIN },
  );
  return shared;
}

/**
 * True once the element has come within a screen's height of the viewport, and from then on: a block
 * once built stays, so the page never jumps under the reader and what they read stays findable. Where
 * the browser has no IntersectionObserver, true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, eager = false): boolean {
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    waiting.set(element, () => setNear(true));
    observer().observe(element);
    return () => {
      waiting.delete(element);
      shared?.unobserve(element);
    };
  }, [near, ref]);
  return near;
}

const printMedia = () => (typeof window.matchMedia === "function" ? window.matchMedia("print") : null);

/**
 * Whether the whole page must be built: from the moment it is printed on (the page's own print
 * button, the browser's print or Ctrl+P, a print preview by emulation) every block is, because paper
 * has no scrolling. `print` builds everything first and then opens the browser's print. The browser
 * lays the printout out right after its beforeprint event, so the page is built synchronously there.
 */
export function usePrintAll(): { all: boolean; print: () => void } {
  const [all, setAll] = useState(() => printMedia()?.matches ?? false);
  useEffect(() => {
    if (all) return;
    const build = () => flushSync(() => setAll(true));
    const media = printMedia();
    const onMedia = () => {
      if (media?.matches) build();
    };
    window.addEventListener("beforeprint", build);
    media?.addEventListener("change", onMedia);
    return () => {
      window.removeEventListener("beforeprint", build);
      media?.removeEventListener("change", onMedia);
    };
  }, [all]);
  const print = useCallback(() => {
    flushSync(() => setAll(true));
    window.print();
  }, []);
  return { all, print };
}
