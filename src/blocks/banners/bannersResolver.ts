import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { scheduleMark, type ResolveContext, type ScheduleMark } from "../../../renderer/index.js";
import type { BannersDocument, BannersModal, BannersNotice } from "../../documents/types.js";
import { brandBannerHeadScript } from "./brandBannerHead.js";
import type { BrandBannerRules } from "./brandBannerFlow.js";

export interface BannersData {
  /** The brand banner with its rules (constants.announcementBar, constants.storage.brandBannerHiddenKey). */
  brand?: BannersDocument["brandBanner"] & { rules: BrandBannerRules; shownWhen?: ScheduleMark };
  /** Each with the mark of its schedule met with its pop-up's (renderer/schedule): it shows only while both do. */
  notices: (BannersNotice & { shownWhen?: ScheduleMark })[];
  /** Spoken name of the area that holds the banners. */
  regionLabel: string;
  /** The pop-ups the notices open; a dated one with its date written out for people ("6 September 2024"). */
  modals: (BannersModal & { effectiveDateText?: string })[];
}

/** The banners the page lists (services and pages name them by id) and the pop-ups their notices open. */
export function resolve(_props: undefined, { model, page, now }: ResolveContext): BannersData {
  const { banners, constants: c } = model;
  const ids = new Set(page.banners ?? []);
  const zone = c.schedules.timeZone;
  const popUps = new Map(banners.modals.map((m) => [m.id, m]));
  // A notice whose time is over, or whose pop-up's is, is left out (null): it would never show again before a rebuild.
  const notices = banners.notices
    .filter((n) => ids.has(n.id))
    .flatMap((n) => {
      const mark = scheduleMark([n.schedule, n.action.kind === "modal" ? popUps.get(n.action.modal)?.schedule : undefined], zone, now);
      return mark === null ? [] : [mark ? { ...n, shownWhen: mark } : n];
    });
  const brandMark = scheduleMark([banners.brandBanner.schedule], zone, now);
  const modalIds = new Set(notices.flatMap((n) => (n.action.kind === "modal" ? [n.action.modal] : [])));
  const effectiveDateText = formatInTimeZone(fromZonedTime(c.gstUpdate.effectiveDate, zone), zone, "d MMMM yyyy");
  return {
    brand:
      ids.has(banners.brandBanner.id) && brandMark !== null
        ? {
            ...banners.brandBanner,
            ...(brandMark ? { shownWhen: brandMark } : {}),
            rules: { autoHideMs: c.announcementBar.autoHideMs, scrollThresholdPx: c.announcementBar.scrollThresholdPx, hiddenKey: c.storage.brandBannerHiddenKey },
          }
        : undefined,
    notices,
    regionLabel: banners.regionLabel,
    modals: banners.modals.filter((m) => modalIds.has(m.id)).map((m) => ({ ...m, effectiveDateText: m.effectiveDate ? effectiveDateText : undefined })),
  };
}

/** Before first paint: keep a brand banner hidden earlier in this session from flashing (brandBannerHead.ts). */
export function head(data: BannersData): string {
  return data.brand ? `<script>${brandBannerHeadScript(data.brand.rules.hiddenKey)}</script>` : "";
}
