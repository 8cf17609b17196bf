import { useCallback, useRef } from "react";
import type { BannersData } from "./bannersResolver.js";
import { SiteLink } from "../SiteLink.js";
import { BrandBanner } from "./BrandBanner.js";

/** The brand banner, the page's notice banners, and the pop-ups they open. */
export function Banners({ brand, notices, modals, regionLabel }: BannersData) {
  const dialogs = useRef<Record<string, HTMLDialogElement | null>>({});
  const section = useRef<HTMLElement>(null);
  // When the brand banner hides under the keyboard, focus stays in the announcements rather than falling to <body>.
  const keepFocusHere = useCallback(() => section.current?.focus({ preventScroll: true }), []);
  if (!brand && !notices.length) return null;
  return (
    <section ref={section} className="banners" aria-label={regionLabel} tabIndex={-1}>
      {brand && <BrandBanner brand={brand} onHideWithFocus={keepFocusHere} />}
      {notices.map((n) => (
        <div key={n.id} className="notice-banner" data-banner={n.id}>
          <span>{n.text}</span>{" "}
          {n.action.kind === "link" ? (
            <SiteLink link={n.action}>{n.action.label}</SiteLink>
          ) : (
            <a
              href={`#${n.action.modal}`}
              onClick={(e) => {
                const d = dialogs.current[(n.action as { modal: string }).modal];
                if (d?.showModal) {
                  e.preventDefault();
                  d.showModal();
                }
              }}
            >
              {n.action.label}
            </a>
          )}
        </div>
      ))}
      {modals.map((m) => (
        <dialog key={m.id} id={m.id} className="modal" aria-labelledby={`${m.id}-title`} ref={(el) => void (dialogs.current[m.id] = el)}>
          <h2 id={`${m.id}-title`}>{m.title}</h2>
          {m.effectiveDate && m.effectiveDateText && (
            <p className="effective-date">
              {m.effectiveDate.label} {m.effectiveDateText}
            </p>
          )}
          {m.body.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <form method="dialog">
            <button className="button">{m.closeLabel}</button>
          </form>
        </dialog>
      ))}
    </section>
  );
}
