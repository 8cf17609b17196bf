import type { ReferenceCheck } from "./referenceCheck.js";
import { unknown } from "./referenceCheck.js";

/** Banners: ids unique; modal actions open modals that exist. Gives the banner ids, which pages name. */
export function checkBanners({ model, report, single }: ReferenceCheck): Set<string> {
  const bannersDoc = single("banners");
  const bannerIds = new Set<string>([model.banners.brandBanner.id]);
  const modalIds = new Set(model.banners.modals.map((m) => m.id));
  model.banners.notices.forEach((n, i) => {
    if (bannerIds.has(n.id)) report(bannersDoc, `/notices/${i}/id`, `Banner id '${n.id}' is used twice; choose another id`);
    bannerIds.add(n.id);
    if (n.action.kind === "modal" && !modalIds.has(n.action.modal)) report(bannersDoc, `/notices/${i}/action/modal`, unknown("Pop-up", n.action.modal, modalIds, "add it to 'modals'"));
  });
  return bannerIds;
}
