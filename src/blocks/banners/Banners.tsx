import { useCallback, useRef, useState } from "react";
import type { BannersData } from "./bannersResolver.js";
import { SiteLink } from "../SiteLink.js";
import { BrandBanner } from "./BrandBanner.js";
import { useDialog } from "../ui/useDialog.js";
import { Scheduled } from "../../../renderer/index.js";

/** The brand banner, the page's notice banners, and the pop-ups they open. */
export function Banners({ brand, notices, modals, regionLabel }: BannersData) {
  // The pop-up on show, by id; one at a time, since a modal makes the banners behind it inert.
  const [shown, setShown] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  // When the brand banner hides under the keyboard, focus stays in the announcements rather than falling to <body>.
  const keepFocusHere = useCallback(() => section.current?.focus({ preventScroll: true }), []);
  if (!brand && !notices.length) return null;
  return (
    <section ref={section} className="banners" aria-label={regionLabel} tabIndex={-1}>
      {brand && (
        <Scheduled mark={brand.shownWhen}>
          <BrandBanner brand={brand} onHideWithFocus={keepFocusHere} />
        </Scheduled>
      )}
      {notices.map((n) => (
        <Scheduled key={n.id} mark={n.shownWhen}>
          <div className="notice-banner" data-banner={n.id}>
            <span>{n.text}</span>{" "}
            {n.action.kind === "link" ? (
              <SiteLink link={n.action}>{n.action.label}</SiteLink>
            ) : (
              <a
                href={`#${n.action.modal}`}
                // A popup opener: a tap before the island is React's is held and replayed once it is (islandTriggers.ts).
                aria-haspopup="dialog"
                onClick={(e) => {
                  // A browser without modal dialogs follows the link instead.
                  if (typeof HTMLDialogElement !== "function" || !HTMLDialogElement.prototype.showModal) return;
                  e.preventDefault();
                  setShown((n.action as { modal: string }).modal);
                }}
              >
                {n.action.label}
              </a>
            )}
          </div>
        </Scheduled>
      ))}
      {modals.map((m) => (
        <NoticeModal key={m.id} modal={m} open={shown === m.id} onClose={() => setShown(null)} />
      ))}
    </section>
  );
}

/** A notice's pop-up. Its Close button is a method="dialog" form: the browser closes it, and the close event tells `onClose`. */
function NoticeModal({ modal: m, open, onClose }: { modal: BannersData["modals"][number]; open: boolean; onClose(): void }) {
  const dialog = useDialog(open, { onClose });
  return (
    <dialog {...dialog} id={m.id} className="modal" aria-labelledby={`${m.id}-title`}>
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
  );
}

