import type { BlockProps, ResolveContext } from "../../../renderer/index.js";
import { analyticsConstants } from "../analyticsConstants.js";
import type { LeadFormData } from "./leadFormData.js";
import { leadFormRules } from "./leadFormRules.js";

/** What the lead form block draws: its form resolved from the documents, and the page's extra data sent with a lead. */
export interface LeadFormBlockData {
  data: LeadFormData;
  extraData?: Record<string, string>;
}

/** A lead form with its category picker, the messages and the rules it needs (and nothing else of the documents). */
export function resolve({ form: id, extraData }: BlockProps<"leadForm">, { model, page }: ResolveContext): LeadFormBlockData {
  const form = model.leadForms.get(id)!;
  const data: LeadFormData = {
    form,
    categories: form.categoryPicker ? model.categoryOptions.get(form.categoryPicker) : undefined,
    messages: { leadForm: model.messages.leadForm, otp: model.messages.otp, processLeadAfterCaptchaFailed: model.messages.logs.processLeadAfterCaptchaFailed },
    rules: leadFormRules(model.constants, model.theme.breakpoints),
    analytics: analyticsConstants(model.constants),
    serviceId: page.serviceId,
    page: { route: page.route, name: page.title },
  };
  return extraData ? { data, extraData } : { data };
}
