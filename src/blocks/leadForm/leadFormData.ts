import type { AnalyticsConstants } from "../../analytics/eventPayload.js";
import type { CategoryOptionsDocument, LeadFormDocument, MessagesDocument } from "../../documents/types.js";
import type { LeadFormRules } from "./leadFormRules.js";

/** One lead form as a page embeds it: its document, its picker and the words and rules it needs, resolved at build time. */
export interface LeadFormData {
  form: LeadFormDocument;
  categories?: CategoryOptionsDocument;
  messages: { leadForm: MessagesDocument["leadForm"]; otp: MessagesDocument["otp"]; processLeadAfterCaptchaFailed: string };
  rules: LeadFormRules;
  analytics: AnalyticsConstants;
  /** The page: its service id (captcha skip, footer), route and name (the lead payload). */
  serviceId?: number;
  page: { route: string; name: string };
}
