import type { Problem } from "./problem.js";
import { checkBanners } from "./references/banners.js";
import { checkCatalogue } from "./references/catalogue.js";
import { checkConstantPatterns, checkConstantsOrder } from "./references/constantsOrder.js";
import { checkDocumentIds } from "./references/documentIds.js";
import { checkFooter } from "./references/footer.js";
import { checkImages } from "./references/images.js";
import { checkTimeZones } from "./references/timeZones.js";
import { checkCategoryOptions, checkLeadForms } from "./references/leadForms.js";
import { checkLinks } from "./references/links.js";
import { checkConstants, checkMessages } from "./references/messages.js";
import { checkPlans } from "./references/plans.js";
import { checkChatScripts } from "./references/chatScripts.js";
import { checkThemeContrast } from "./references/themeContrast.js";
import { checkPageAddresses, checkPageReferences } from "./references/pages.js";
import { checkStatedNumbers } from "./references/statedNumbers.js";
import { checkSchedules } from "./references/schedules.js";
import { checkRedirects } from "./references/redirects.js";
import { createReferenceCheck } from "./references/referenceCheck.js";
import type { SiteModel } from "./siteModel.js";

/**
 * Checks what a schema cannot: that every internal link goes to a page, that documents named by others exist,
 * that ids (plans' too) and addresses are unique, that paired settings (opening before closing time) do not cross, and that
 * sentences stating a number state the one in config/constants.json, and (given the files the site serves) that every
 * picture named by its address is one of them. One check per kind of document (references/); the order is the order
 * problems at the same place are reported in.
 */
export function checkCrossReferences(model: SiteModel, served?: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const check = createReferenceCheck(model, problems);
  const routes = checkPageAddresses(check);
  const catalogue = checkCatalogue(check);
  checkDocumentIds(check);
  checkPlans(check, catalogue.serviceIds);
  checkChatScripts(check, catalogue.serviceIds);
  checkThemeContrast(check);
  const bannerIds = checkBanners(check);
  checkLeadForms(check);
  checkCategoryOptions(check);
  checkFooter(check, catalogue);
  checkPageReferences(check, { bannerIds, serviceIds: catalogue.serviceIds });
  checkMessages(check, routes);
  checkConstants(check, routes);
  checkConstantsOrder(check);
  checkConstantPatterns(check);
  checkTimeZones(check);
  checkStatedNumbers(check);
  checkSchedules(check);
  checkLinks(check, routes);
  checkRedirects(check, routes);
  if (served) checkImages(check, served);
  return problems;
}
