/* Generated from schemas/api/ by `npm run types`. Do not edit: change the schema and run it again. */

/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiCommonOptionalId".
 */
export type ApiCommonOptionalId = ApiCommonId | null;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiCommonId".
 */
export type ApiCommonId = number | string;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiValidateTokenResponseDocument".
 */
export type ApiValidateTokenResponseDocument = ApiValidateTokenResponseValid | ApiValidateTokenResponseRefused;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatConversationId".
 */
export type ApiChatConversationId = string;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatAwaiting".
 */
export type ApiChatAwaiting =
  | {
      kind: "quickReplies";
      options: string[];
    }
  | {
      kind: "link";
      text: string;
      url: string;
    }
  | {
      kind: "question";
      field: "name" | "email" | "mobile" | "city" | "note";
      placeholder?: string;
    };
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatEventBody".
 */
export type ApiChatEventBody =
  | {
      kind: "choice";
      index: number;
    }
  | {
      kind: "text";
      text: string;
    }
  | {
      kind: "link";
    };
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorDocumentFile".
 */
export type ApiEditorDocumentFile = string;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorSha256".
 */
export type ApiEditorSha256 = string;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorProblems".
 */
export type ApiEditorProblems = ApiEditorProblem[];
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEmbeddedCheckoutPayBody".
 */
export type ApiEmbeddedCheckoutPayBody =
  | ApiEmbeddedCheckoutUpiPayment
  | ApiEmbeddedCheckoutAppPayment
  | ApiEmbeddedCheckoutCardPayment
  | ApiEmbeddedCheckoutNetbankingPayment;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsOrderId".
 */
export type ApiPaymentsOrderId = string;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsPaymentId".
 */
export type ApiPaymentsPaymentId = string;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEmbeddedCheckoutPayRefusal".
 */
export type ApiEmbeddedCheckoutPayRefusal = ApiEmbeddedCheckoutFailureResponse | ApiPaymentsStatusRefusal;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginEmail".
 */
export type ApiLoginEmail = string;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginMobile".
 */
export type ApiLoginMobile = string;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginOtp".
 */
export type ApiLoginOtp = string;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginVerifyUserBody".
 */
export type ApiLoginVerifyUserBody = ApiLoginVerifyUserBody1 & ApiLoginVerifyUserBody2;
export type ApiLoginVerifyUserBody1 =
  | {
      email: unknown;
    }
  | {
      contact_number: unknown;
    };
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginSendOtpBody".
 */
export type ApiLoginSendOtpBody = ApiLoginSendOtpBody1 & ApiLoginSendOtpBody2;
export type ApiLoginSendOtpBody1 =
  | {
      email: unknown;
    }
  | {
      mobile_number: unknown;
    };
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginVerifyOtpBody".
 */
export type ApiLoginVerifyOtpBody = ApiLoginVerifyOtpBody1 & ApiLoginVerifyOtpBody2;
export type ApiLoginVerifyOtpBody1 =
  | {
      email: unknown;
    }
  | {
      contact_number: unknown;
    };
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsPlanId".
 */
export type ApiPaymentsPlanId = string;
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsMagicKey".
 */
export type ApiPaymentsMagicKey = string;

export interface AllApiBodies {
  ApiEventTrack?: ApiEventTrackDocument;
  ApiValidateTokenQuery?: ApiValidateTokenQueryDocument;
  ApiValidateTokenResponse?: ApiValidateTokenResponseDocument;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEventTrackDocument".
 */
export interface ApiEventTrackDocument {
  eventName: string;
  event?: string;
  eventProperties?: {
    label?: string;
    value?: string;
  };
  _ga?: string;
  platform: "website";
  eventTime: string;
  url: string;
  workflow?: string;
  screenName?: string;
  userAgent?: string;
  serviceId?: ApiCommonOptionalId;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiValidateTokenQueryDocument".
 */
export interface ApiValidateTokenQueryDocument {
  auth_token: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiValidateTokenResponseValid".
 */
export interface ApiValidateTokenResponseValid {
  success: true;
  data: ApiValidateTokenResponseUser;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiValidateTokenResponseUser".
 */
export interface ApiValidateTokenResponseUser {
  name: string;
  email: string | null;
  maskedEmail: string | null;
  profile_image: string | null;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiValidateTokenResponseRefused".
 */
export interface ApiValidateTokenResponseRefused {
  success: false;
  error: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatChatContext".
 */
export interface ApiChatChatContext {
  clientConversationId: ApiChatConversationId;
  clientGroupId: string;
  serviceName: string;
  page_name: string;
  section_name: string;
  experiment?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatOpenBody".
 */
export interface ApiChatOpenBody {
  conversationId: ApiChatConversationId;
  pageUrl: string;
  serviceId: ApiCommonOptionalId;
  pageType: "service" | "home";
  context: ApiChatChatContext;
  authToken?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatChatMessage".
 */
export interface ApiChatChatMessage {
  id: number;
  author: "bot" | "visitor" | "agent";
  text: string;
  trigger?: "thanks" | "paymentRedirect" | "liveAgent" | "expertCall" | "noteLeft";
  agent?: string;
  at: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatConversationView".
 */
export interface ApiChatConversationView {
  conversationId: ApiChatConversationId;
  mode: "bot" | "waiting" | "agent" | "closed";
  messages: ApiChatChatMessage[];
  awaiting: ApiChatAwaiting | null;
  refused?: string;
  redirect?: string;
  revision: number;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatConversationAnswer".
 */
export interface ApiChatConversationAnswer {
  status: true;
  data: ApiChatConversationView;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatConversationParams".
 */
export interface ApiChatConversationParams {
  conversationId: ApiChatConversationId;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatMessagesQuery".
 */
export interface ApiChatMessagesQuery {
  after?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatAgentMessageBody".
 */
export interface ApiChatAgentMessageBody {
  agent: string;
  text: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatAgentBody".
 */
export interface ApiChatAgentBody {
  agent: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatAgentConversation".
 */
export interface ApiChatAgentConversation {
  conversationId: ApiChatConversationId;
  pageUrl: string;
  pageType: string;
  contact: {
    [k: string]: string;
  };
  ticketId: string | null;
  mode: "bot" | "waiting" | "agent" | "closed";
  agent: string | null;
  lastActivityAt: string;
  waitingSince: string | null;
  revision: number;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatAgentListAnswer".
 */
export interface ApiChatAgentListAnswer {
  status: true;
  data: ApiChatAgentConversation[];
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatAgentHistoryAnswer".
 */
export interface ApiChatAgentHistoryAnswer {
  status: true;
  data: {
    conversation: ApiChatAgentConversation;
    messages: ApiChatChatMessage[];
  };
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatAgentEvent".
 */
export interface ApiChatAgentEvent {
  conversation: ApiChatAgentConversation;
  message?: ApiChatChatMessage;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChatStreamModeEvent".
 */
export interface ApiChatStreamModeEvent {
  mode: "bot" | "waiting" | "agent" | "closed";
  revision?: number;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChecksEmailValidationQuery".
 */
export interface ApiChecksEmailValidationQuery {
  q: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChecksEmailValidationAnswer".
 */
export interface ApiChecksEmailValidationAnswer {
  status: boolean;
  data: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChecksVerifyMobileBody".
 */
export interface ApiChecksVerifyMobileBody {
  mobileNumber: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChecksVerifyMobileAnswer".
 */
export interface ApiChecksVerifyMobileAnswer {
  status: boolean;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChecksCaptchaTokenAnswer".
 */
export interface ApiChecksCaptchaTokenAnswer {
  token: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChecksCaptchaVerificationBody".
 */
export interface ApiChecksCaptchaVerificationBody {
  token: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChecksCaptchaVerificationAnswer".
 */
export interface ApiChecksCaptchaVerificationAnswer {
  status: true;
  success: boolean;
  score: number;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiChecksRefusal".
 */
export interface ApiChecksRefusal {
  status: false;
  error: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiCitiesGetCityBody".
 */
export interface ApiCitiesGetCityBody {
  query: string;
  countryCode: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiCitiesGetCityAnswer".
 */
export interface ApiCitiesGetCityAnswer {
  status: true;
  /**
   * @maxItems 50
   */
  cities: {
    place_id: string;
    description: string;
  }[];
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiCitiesGeoCityQuery".
 */
export interface ApiCitiesGeoCityQuery {
  query: string;
  countryCode: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiCitiesGeoCityAnswer".
 */
export interface ApiCitiesGeoCityAnswer {
  status: true;
  /**
   * @maxItems 50
   */
  cities: {
    label: string;
    value: {
      city: string;
      state: string;
      country: string;
    };
  }[];
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiCitiesCityDetailsBody".
 */
export interface ApiCitiesCityDetailsBody {
  placeId: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiCitiesCityDetailsAnswer".
 */
export interface ApiCitiesCityDetailsAnswer {
  status: true;
  result: {
    address_components: {
      long_name: string;
      short_name: string;
      types: string[];
    }[];
  };
  formatted: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiCitiesRefusal".
 */
export interface ApiCitiesRefusal {
  status: false;
  error: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiCommonRefusal".
 */
export interface ApiCommonRefusal {
  status: false;
  error: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorProblem".
 */
export interface ApiEditorProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  where?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorEditorDocument".
 */
export interface ApiEditorEditorDocument {
  file: ApiEditorDocumentFile;
  kind: string;
  schemaFile: string;
  name: string;
  data: unknown;
  disk: unknown;
  diskHash: ApiEditorSha256;
  draft?: {
    baseHash: ApiEditorSha256;
    savedAt: string;
  };
  schemaVersion: number;
  currentVersion: number;
  deleted?: true;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorImage".
 */
export interface ApiEditorImage {
  src: string;
  width: number;
  height: number;
  bytes: number;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorSiteAnswer".
 */
export interface ApiEditorSiteAnswer {
  documents: ApiEditorEditorDocument[];
  pages: ApiEditorSitePage[];
  problems: ApiEditorProblems;
  images: ApiEditorImage[];
  deletedPages: ApiEditorDeletedPage[];
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorSitePage".
 */
export interface ApiEditorSitePage {
  route: string;
  title: string;
  file: ApiEditorDocumentFile;
  uses: ApiEditorDocumentFile[];
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorDeletedPage".
 */
export interface ApiEditorDeletedPage {
  file: string;
  name: string;
  version: number;
  deletedBy: string | null;
  deletedAt: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorDraftBody".
 */
export interface ApiEditorDraftBody {
  file: ApiEditorDocumentFile;
  data: {};
  baseHash: ApiEditorSha256;
  draftSavedAt?: string | null;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorDraftAnswer".
 */
export interface ApiEditorDraftAnswer {
  savedAt: string;
  problems: ApiEditorProblems;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorDraftRefusal".
 */
export interface ApiEditorDraftRefusal {
  message: string;
  savedAt: string;
  savedBy: string | null;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorFileBody".
 */
export interface ApiEditorFileBody {
  file: ApiEditorDocumentFile;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorPublishBody".
 */
export interface ApiEditorPublishBody {
  file: ApiEditorDocumentFile;
  /**
   * @maxItems 100
   */
  together?: ApiEditorDocumentFile[];
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorChange".
 */
export interface ApiEditorChange {
  pointer: string;
  title: string;
  kind: "added" | "removed" | "changed";
  before?: unknown;
  after?: unknown;
  fields?: {
    title: string;
    value?: unknown;
  }[];
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorChangesAnswer".
 */
export interface ApiEditorChangesAnswer {
  changes: ApiEditorChange[];
  together: ApiEditorTogetherDraft[];
  redirects: ApiEditorMovedAddress[];
  redirectsRemoved: ApiEditorMovedAddress[];
  problems: ApiEditorProblems;
  conflict: boolean;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorTogetherDraft".
 */
export interface ApiEditorTogetherDraft {
  file: ApiEditorDocumentFile;
  name: string;
  changes: ApiEditorChange[];
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorMovedAddress".
 */
export interface ApiEditorMovedAddress {
  from: string;
  to: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorPublishAnswer".
 */
export interface ApiEditorPublishAnswer {
  file: ApiEditorDocumentFile;
  together?: ApiEditorDocumentFile[];
  redirects?: ApiEditorMovedAddress[];
  redirectsRemoved?: ApiEditorMovedAddress[];
  commit: string | null;
  pages: number;
  rendered?: number;
  seconds: number;
  path?: "content" | "full";
  commitError?: string;
  rebuildError?: string;
  build?: number;
  shareError?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorPublishRefusal".
 */
export interface ApiEditorPublishRefusal {
  message: string;
  file?: ApiEditorDocumentFile;
  problems?: ApiEditorProblems;
  disk?: unknown;
  draft?: unknown;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorPreviewBody".
 */
export interface ApiEditorPreviewBody {
  route: string;
  documents: {
    [k: string]: {};
  };
  asAt?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorPreviewAnswer".
 */
export interface ApiEditorPreviewAnswer {
  html?: string;
  title?: string;
  problems: ApiEditorProblems;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorVersionBody".
 */
export interface ApiEditorVersionBody {
  file: ApiEditorDocumentFile;
  version: number;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorDocumentVersion".
 */
export interface ApiEditorDocumentVersion {
  version: number;
  publishedBy: string | null;
  publishedAt: string;
  changes: ApiEditorChange[];
  commit: string | null;
  firstSeen: boolean;
  deleted: boolean;
  current: boolean;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorHistoryAnswer".
 */
export interface ApiEditorHistoryAnswer {
  versions: ApiEditorDocumentVersion[];
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorVersionAnswer".
 */
export interface ApiEditorVersionAnswer {
  version: ApiEditorDocumentVersion;
  text: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorPageAddressBody".
 */
export interface ApiEditorPageAddressBody {
  route: string;
  kind: "landing" | "service";
  serviceId?: ApiCommonId;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorPageAddressAnswer".
 */
export interface ApiEditorPageAddressAnswer {
  route: string;
  link: string;
  problem?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorNewPageBody".
 */
export interface ApiEditorNewPageBody {
  kind: "landing" | "service";
  route: string;
  title: string;
  serviceId?: ApiCommonId;
  template: ("blank" | "catalogue") | ApiEditorDocumentFile;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEditorNewPageAnswer".
 */
export interface ApiEditorNewPageAnswer {
  file: ApiEditorDocumentFile;
  savedAt: string;
  problems: ApiEditorProblems;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEmbeddedCheckoutUpiPayment".
 */
export interface ApiEmbeddedCheckoutUpiPayment {
  key_id: string;
  order_id: ApiPaymentsOrderId;
  method: "upi";
  vpa: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEmbeddedCheckoutAppPayment".
 */
export interface ApiEmbeddedCheckoutAppPayment {
  key_id: string;
  order_id: ApiPaymentsOrderId;
  method: "app";
  app: string;
  outcome: "success" | "failure";
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEmbeddedCheckoutCardPayment".
 */
export interface ApiEmbeddedCheckoutCardPayment {
  key_id: string;
  order_id: ApiPaymentsOrderId;
  method: "card";
  card: {
    number: string;
    name: string;
    expiry_month: number;
    expiry_year: number;
    cvv: string;
  };
  otp: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEmbeddedCheckoutNetbankingPayment".
 */
export interface ApiEmbeddedCheckoutNetbankingPayment {
  key_id: string;
  order_id: ApiPaymentsOrderId;
  method: "netbanking";
  bank: string;
  outcome: "success" | "failure";
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEmbeddedCheckoutSuccessResponse".
 */
export interface ApiEmbeddedCheckoutSuccessResponse {
  razorpay_payment_id: ApiPaymentsPaymentId;
  razorpay_order_id: ApiPaymentsOrderId;
  razorpay_signature: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiEmbeddedCheckoutFailureResponse".
 */
export interface ApiEmbeddedCheckoutFailureResponse {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: {
      order_id: ApiPaymentsOrderId;
      payment_id: ApiPaymentsPaymentId;
    };
  };
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsStatusRefusal".
 */
export interface ApiPaymentsStatusRefusal {
  status: false;
  error: {
    status: 400 | 404 | 405 | 409 | 413 | 415 | 429 | 431 | 500;
    message: string;
  };
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiInsightsPageViewQuery".
 */
export interface ApiInsightsPageViewQuery {
  path: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiInsightsClickPixelAnswer".
 */
export interface ApiInsightsClickPixelAnswer {
  pixel: null | {
    address: string;
    goals: {
      leadCreated: string;
      contactVerified: string;
      paymentMade: string;
    };
  };
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsLanguage".
 */
export interface ApiLeadsLanguage {
  label: string;
  value: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsLeadValues".
 */
export interface ApiLeadsLeadValues {
  name?: string;
  email: string;
  phone: string;
  updateCity?: string;
  updateState?: string;
  updateCountry?: string;
  whatsappOptIn?: boolean;
  brandName?: string;
  serviceId: ApiCommonId;
  url?: string;
  problemType?: string;
  language?: string | ApiLeadsLanguage;
  workflow?: string;
  pageType?: string;
  channel?: string;
  iecType?: string | null;
  isThankYou?: boolean;
  [k: string]: string | number | boolean | null | ApiCommonId | ApiLeadsLanguage | undefined;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsTicketData".
 */
export interface ApiLeadsTicketData {
  ticketId: string;
  leadId: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsLeadBody".
 */
export interface ApiLeadsLeadBody {
  values: ApiLeadsLeadValues;
  otpVerifiedStatus: boolean;
  captchaToken?: string;
  extra?: {};
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsLeadAnswer".
 */
export interface ApiLeadsLeadAnswer {
  status: true;
  ticketData: ApiLeadsTicketData;
  redirect: string;
  duplicate?: true;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsSpamCheckBody".
 */
export interface ApiLeadsSpamCheckBody {
  values: ApiLeadsLeadValues;
  csrfFailed?: true;
  score?: number;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsSpamCheckAnswer".
 */
export interface ApiLeadsSpamCheckAnswer {
  status: true;
  ticketData: ApiLeadsTicketData;
  needsOtp: true;
  duplicate?: true;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsLeadOtpBody".
 */
export interface ApiLeadsLeadOtpBody {
  mobileNumber: string;
  email: string;
  otp?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsTicketBody".
 */
export interface ApiLeadsTicketBody {
  ticketData: ApiLeadsTicketData;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsProcessLeadBody".
 */
export interface ApiLeadsProcessLeadBody {
  email: string;
  mobileNumber: string;
  city?: string;
  state?: string;
  country?: string;
  channel_opt_in?: boolean;
  serviceId: ApiCommonId;
  page?: string;
  lang?: string;
  page_source?: string;
  pageType?: string;
  page_name?: string;
  url?: string;
  isThankYou?: boolean;
  channel?: string;
  language?: ApiLeadsLanguage;
  problem_type?: string;
  iecType?: string | null;
  workflow?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsProcessLeadAnswer".
 */
export interface ApiLeadsProcessLeadAnswer {
  status: true;
  data: {
    leadId: string;
    ticketId: string;
  };
  duplicate?: true;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsCaptchaFailBody".
 */
export interface ApiLeadsCaptchaFailBody {
  data: ApiLeadsLeadValues;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsTicketAnswer".
 */
export interface ApiLeadsTicketAnswer {
  status: true;
  redirect: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsOkAnswer".
 */
export interface ApiLeadsOkAnswer {
  status: true;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsUserTrackBody".
 */
export interface ApiLeadsUserTrackBody {
  cookie?: string;
  referrer?: string;
  url?: string;
  localreferrer?: string;
  userAgent?: string;
  ticketId?: string | number | null;
  mode?: string;
  pageType?: string;
  flag?: string;
  email?: string;
  mobile?: string;
  city?: string;
  language?: string;
  serviceId?: ApiCommonOptionalId;
  channel?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLeadsRefusal".
 */
export interface ApiLeadsRefusal {
  status: false;
  error:
    | string
    | {
        status: number;
      };
}
export interface ApiLoginVerifyUserBody2 {
  email?: ApiLoginEmail;
  contact_number?: ApiLoginMobile;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginVerifyUserAnswer".
 */
export interface ApiLoginVerifyUserAnswer {
  status: true;
  inactive: boolean;
  isNewUser: boolean;
}
export interface ApiLoginSendOtpBody2 {
  email?: ApiLoginEmail;
  mobile_number?: ApiLoginMobile;
}
export interface ApiLoginVerifyOtpBody2 {
  email?: ApiLoginEmail;
  contact_number?: ApiLoginMobile;
  otp: ApiLoginOtp;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginAccountChoice".
 */
export interface ApiLoginAccountChoice {
  user_uuid: string;
  email: string | null;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginVerifyOtpAnswer".
 */
export interface ApiLoginVerifyOtpAnswer {
  status: true;
  isMultiple: boolean;
  user_details: ApiLoginAccountChoice[];
  data: {
    token?: string;
  };
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginLoginUserBody".
 */
export interface ApiLoginLoginUserBody {
  user_uuid: string;
  manual_signin: true;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginTokenAnswer".
 */
export interface ApiLoginTokenAnswer {
  status: true;
  data: {
    token: string;
  };
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginSentAnswer".
 */
export interface ApiLoginSentAnswer {
  status: true;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiLoginRefusal".
 */
export interface ApiLoginRefusal {
  status: false;
  error: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsContact".
 */
export interface ApiPaymentsContact {
  name: string;
  email: string;
  mobile: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsMagicKeyBody".
 */
export interface ApiPaymentsMagicKeyBody {
  planId: ApiPaymentsPlanId;
  contact?: {
    name?: string;
    email?: string;
    mobile?: string;
  };
  ticketId?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsMagicKeyAnswer".
 */
export interface ApiPaymentsMagicKeyAnswer {
  status: true;
  magicKey: ApiPaymentsMagicKey;
  cartUrl: string;
  expiresAt: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsMagicKeyParams".
 */
export interface ApiPaymentsMagicKeyParams {
  magicKey: ApiPaymentsMagicKey;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsCartKeyAnswer".
 */
export interface ApiPaymentsCartKeyAnswer {
  status: true;
  planId: ApiPaymentsPlanId;
  serviceId: ApiCommonId;
  contact: {
    name?: string;
    email?: string;
    mobile?: string;
  };
  ticketId?: string;
  expiresAt: string;
  paidOrder?: ApiPaymentsPaidOrder;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsPaidOrder".
 */
export interface ApiPaymentsPaidOrder {
  orderId: ApiPaymentsOrderId;
  receipt: string;
  orderStatus: "created" | "attempted" | "paid";
  amount: number;
  currency: "INR";
  planId: ApiPaymentsPlanId;
  planName: string;
  serviceName: string;
  paymentId?: ApiPaymentsPaymentId;
  paidAt?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsCartKeyRefusal".
 */
export interface ApiPaymentsCartKeyRefusal {
  status: false;
  error:
    | {
        status: 404 | 410;
        reason: "unknown" | "expired";
      }
    | string;
  serviceId?: ApiCommonId;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsOrderBody".
 */
export interface ApiPaymentsOrderBody {
  planId: ApiPaymentsPlanId;
  contact: ApiPaymentsContact;
  magicKey?: ApiPaymentsMagicKey;
  newOrder?: boolean;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsPaymentParameters".
 */
export interface ApiPaymentsPaymentParameters {
  key: string;
  amount: number;
  currency: "INR";
  order_id: ApiPaymentsOrderId;
  name: string;
  description: string;
  prefill: {
    name: string;
    email: string;
    contact: string;
  };
  notes: {
    receipt: string;
    planId: ApiPaymentsPlanId;
    serviceId: ApiCommonId;
    ticketId?: string;
  };
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsOrderAnswer".
 */
export interface ApiPaymentsOrderAnswer {
  status: true;
  data: ApiPaymentsPaymentParameters;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsOrderRefusal".
 */
export interface ApiPaymentsOrderRefusal {
  status: false;
  error: {
    status: 400 | 404 | 405 | 409 | 413 | 415 | 429 | 431 | 500;
    message: string;
    fields?: ApiPaymentsFieldErrors;
  };
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsFieldErrors".
 */
export interface ApiPaymentsFieldErrors {
  name?: string;
  email?: string;
  mobile?: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsStatusBody".
 */
export interface ApiPaymentsStatusBody {
  razorpay_payment_id: ApiPaymentsPaymentId;
  razorpay_order_id: ApiPaymentsOrderId;
  razorpay_signature: string;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsStatusAnswer".
 */
export interface ApiPaymentsStatusAnswer {
  status: true;
  data: ApiPaymentsPaidOrder;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsOrderParams".
 */
export interface ApiPaymentsOrderParams {
  orderId: ApiPaymentsOrderId;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsOrderStateAnswer".
 */
export interface ApiPaymentsOrderStateAnswer {
  status: true;
  data: ApiPaymentsPaidOrder;
}
/**
 * This interface was referenced by `AllApiBodies`'s JSON-Schema
 * via the `definition` "ApiPaymentsWebhookEvent".
 */
export interface ApiPaymentsWebhookEvent {
  entity: "event";
  event: string;
  payload: {};
  created_at?: number;
}
