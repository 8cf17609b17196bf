import { useCallback, useEffect, useRef, useState } from "react";
import type { BannersData } from "./bannersResolver.js";
import { sessionStore } from "../../lib/storage.js";
import { useHydrated } from "../useHydrated.js";
import { brandBannerFlow, initialBrandBannerState, type BrandBannerEvent, type BrandBannerState } from "./brandBannerFlow.js";

type Brand = NonNullable<BannersData["brand"]>;

/**
 * The brand banner: the old and new logos joined by a few words. It draws the
 * state of brandBannerFlow and feeds it the timer, scrolling, the close button
 * and session storage. Hidden by its timer or by scrolling, it keeps its box (see src/styles/banners.css) so nothing
 * moves, until the page is scrolled past that box: then the box goes, above the window, and the browser's scroll
 * anchoring keeps what is on screen where it is (no layout shift), so no blank band is left at the top for the rest
 * of the visit. Closed by the visitor, its box goes at once: what moves then follows their own click, which is no
 * layout shift (the browser leaves out the shifts within 500 ms of an input, as CLS does).
 *
 * `onHideWithFocus` is called when the banner hides while focus is inside it, so
 * focus lands somewhere sensible instead of on the page's body.
 *
 * The auto-hide waits while the pointer is over the banner or focus is inside it (WCAG 2.2.1, timing adjustable:
 * a visitor reading it or reaching for its close button keeps it), and counts its whole delay again once they leave.
 */
export function BrandBanner({ brand, onHideWithFocus }: { brand: Brand; onHideWithFocus?: () => void }) {
  const { rules } = brand;
  const [state, setState] = useState<BrandBannerState>(initialBrandBannerState);
  const current = useRef(state);
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  // The close button works only with JavaScript, so it appears once the page is hydrated.
  const hydrated = useHydrated();
  const [closedByVisitor, setClosedByVisitor] = useState(false);
  const [scrolledPast, setScrolledPast] = useState(false);
  const [pointerOver, setPointerOver] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const held = pointerOver || focusWithin;

  const send = useCallback(
    (event: BrandBannerEvent) => {
      const step = brandBannerFlow(current.current, event, rules);
      if (step.state === current.current) return;
      current.current = step.state;
      // Storage blocked: the banner still hides for this page, and shows again on the next.
      if (step.remember) sessionStore.set(rules.hiddenKey, "1");
      if (box.current?.contains(document.activeElement)) onHideWithFocus?.();
      setState(step.state);
    },
    [rules, onHideWithFocus],
  );

  useEffect(() => {
    if (sessionStore.get(rules.hiddenKey) !== null) send({ type: "restoredHidden" });
    // A reload can restore a scrolled position: that counts as scrolled.
    else send({ type: "scrolled", y: window.scrollY });
  }, [rules.hiddenKey, send]);

  useEffect(() => {
    if (state !== "shown" || held) return;
    const timer = window.setTimeout(() => send({ type: "timeout" }), rules.autoHideMs);
    return () => window.clearTimeout(timer);
  }, [state, held, rules.autoHideMs, send]);

  useEffect(() => {
    if (state !== "shown") return;
    const onScroll = () => send({ type: "scrolled", y: window.scrollY });
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [state, send]);

  // Hidden and its box wholly above the window: the box can go without moving anything on screen.
  useEffect(() => {
    if (state !== "hidden" || closedByVisitor || scrolledPast) return;
    const onScroll = () => {
      if (slot.current && slot.current.getBoundingClientRect().bottom <= 0) setScrolledPast(true);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [state, closedByVisitor, scrolledPast]);

  return (
    <div ref={slot} className="brand-banner-slot" data-closed={closedByVisitor || undefined} data-scrolled-past={scrolledPast || undefined}>
      <div
        ref={box}
        className="brand-banner"
        role="region"
        aria-label={brand.regionLabel}
        data-state={state}
        onPointerEnter={() => setPointerOver(true)}
        onPointerLeave={() => setPointerOver(false)}
        onFocus={() => setFocusWithin(true)}
        onBlur={(e) => setFocusWithin(box.current?.contains(e.relatedTarget as Node | null) ?? false)}
      >
        <img src={brand.oldLogo.src} alt={brand.oldLogo.alt} width={brand.oldLogo.width} height={brand.oldLogo.height} />
        <span className="join-text">{brand.joinText}</span>
        <img src={brand.newLogo.src} alt={brand.newLogo.alt} width={brand.newLogo.width} height={brand.newLogo.height} />
        {hydrated && (
          <button type="button" className="brand-banner-close" onClick={() => {
              send({ type: "closed" });
              setClosedByVisitor(true);
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{brand.closeLabel}</span>
          </button>
        )}
      </div>
    </div>
  );
}
