/* Generated from schemas/ by `npm run types`. Do not edit: change the schema and run it again. */

/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CommonDocumentId".
 */
export type CommonDocumentId = string;
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CommonRoute".
 */
export type CommonRoute = string;
/**
 * @minItems 1
 */
export type CommonParagraphs = [string, ...string[]];
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CommonServiceId".
 */
export type CommonServiceId = number;
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptReply".
 */
export type ChatScriptReply = ChatScriptQuickReplies | ChatScriptLinkReply | ChatScriptQuestion;
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptAction".
 */
export type ChatScriptAction =
  | ChatScriptCreateLead
  | ChatScriptOfferPlan
  | ChatScriptConnectAgent
  | ChatScriptLeaveNote
  | ChatScriptExpertCall
  | ChatScriptEnd;
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CommonSiteName".
 */
export type CommonSiteName =
  | "main"
  | "trademark"
  | "patent"
  | "sisterBrand"
  | "governance"
  | "news"
  | "portal"
  | "helpdesk"
  | "legalProduct"
  | "payment";
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CommonParagraphs".
 */
export type CommonParagraphs1 = string[];
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "MenuTab".
 */
export type MenuTab = MenuSimpleTab | MenuWithNavTab | MenuLoginTab | MenuMoreTab;
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageBlock".
 */
export type PageBlock =
  | PageHeroBlock
  | PageRichTextBlock
  | PageStepsBlock
  | PageFaqBlock
  | PageCtaBlock
  | PageLinkListBlock
  | PagePageIndexBlock
  | PageLeadFormBlock
  | PageKeyFactsBlock
  | PagePricingBlock
  | PageCartBlock
  | PageReceiptBlock
  | PageLeadTicketBlock;
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageTextNode".
 */
export type PageTextNode = PageParagraphNode | PageSubheadingNode | PageListNode;
/**
 * @minItems 1
 * @maxItems 6
 *
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CommonKeyFacts".
 */
export type CommonKeyFacts =
  | [
      {
        label: string;
        value: string;
      }
    ]
  | [
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      }
    ]
  | [
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      }
    ]
  | [
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      }
    ]
  | [
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      }
    ]
  | [
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      },
      {
        label: string;
        value: string;
      }
    ];
/**
 * @minItems 1
 */
export type CommonParagraphs2 = [string, ...string[]];
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "SiteGoalName".
 */
export type SiteGoalName = string;

export interface AllDocuments {
  Banners?: BannersDocument;
  CategoryOptions?: CategoryOptionsDocument;
  ChatScript?: ChatScriptDocument;
  Constants?: ConstantsDocument;
  EmailChecks?: EmailChecksDocument;
  Footer?: FooterDocument;
  LeadForm?: LeadFormDocument;
  Menu?: MenuDocument;
  Messages?: MessagesDocument;
  Page?: PageDocument;
  Plans?: PlansDocument;
  Redirects?: RedirectsDocument;
  Services?: ServicesDocument;
  Site?: SiteDocument;
  Theme?: ThemeDocument;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "BannersDocument".
 */
export interface BannersDocument {
  $schema: string;
  schemaVersion: 1;
  regionLabel: string;
  brandBanner: {
    id: CommonDocumentId;
    schedule?: CommonSchedule;
    oldLogo: CommonImage;
    newLogo: CommonImage;
    joinText: string;
    closeLabel: string;
    regionLabel: string;
  };
  /**
   * @minItems 1
   */
  notices: [BannersNotice, ...BannersNotice[]];
  modals: BannersModal[];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CommonSchedule".
 */
export interface CommonSchedule {
  from?: string;
  until?: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CommonImage".
 */
export interface CommonImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "BannersNotice".
 */
export interface BannersNotice {
  id: CommonDocumentId;
  schedule?: CommonSchedule;
  text: string;
  action: BannersModalAction | BannersLinkAction;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "BannersModalAction".
 */
export interface BannersModalAction {
  kind: "modal";
  label: string;
  modal: CommonDocumentId;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "BannersLinkAction".
 */
export interface BannersLinkAction {
  kind: "link";
  label: string;
  url: CommonRoute;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "BannersModal".
 */
export interface BannersModal {
  id: CommonDocumentId;
  schedule?: CommonSchedule;
  title: string;
  effectiveDate?: {
    label: string;
    constant: "gstUpdate.effectiveDate";
  };
  body: CommonParagraphs;
  closeLabel: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CategoryOptionsDocument".
 */
export interface CategoryOptionsDocument {
  $schema: string;
  schemaVersion: 2;
  id: CommonDocumentId;
  formTitle?: string;
  /**
   * @minItems 1
   */
  categories: [CategoryOptionsCategory, ...CategoryOptionsCategory[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CategoryOptionsCategory".
 */
export interface CategoryOptionsCategory {
  image: CommonImage;
  label: string;
  values?: string[];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptDocument".
 */
export interface ChatScriptDocument {
  $schema: string;
  schemaVersion: 1;
  id: CommonDocumentId;
  appliesTo: {
    /**
     * @minItems 1
     */
    serviceIds?: [CommonServiceId, ...CommonServiceId[]];
    pageType?: "service" | "home";
  };
  chatType: "default" | "proactive";
  start: string;
  /**
   * @minItems 1
   */
  steps: [ChatScriptStep, ...ChatScriptStep[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptStep".
 */
export interface ChatScriptStep {
  id: string;
  say: string[];
  reply?: ChatScriptReply;
  action?: ChatScriptAction;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptQuickReplies".
 */
export interface ChatScriptQuickReplies {
  kind: "quickReplies";
  /**
   * @minItems 1
   */
  options: [
    {
      label: string;
      next: string;
    },
    ...{
      label: string;
      next: string;
    }[]
  ];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptLinkReply".
 */
export interface ChatScriptLinkReply {
  kind: "link";
  text: string;
  url: string;
  next?: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptQuestion".
 */
export interface ChatScriptQuestion {
  kind: "question";
  field: "name" | "email" | "mobile" | "city" | "note";
  placeholder?: string;
  next: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptCreateLead".
 */
export interface ChatScriptCreateLead {
  kind: "createLead";
  next: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptOfferPlan".
 */
export interface ChatScriptOfferPlan {
  kind: "offerPlan";
  planId: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptConnectAgent".
 */
export interface ChatScriptConnectAgent {
  kind: "connectAgent";
  whenClosed: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptLeaveNote".
 */
export interface ChatScriptLeaveNote {
  kind: "leaveNote";
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptExpertCall".
 */
export interface ChatScriptExpertCall {
  kind: "expertCall";
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ChatScriptEnd".
 */
export interface ChatScriptEnd {
  kind: "end";
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ConstantsDocument".
 */
export interface ConstantsDocument {
  $schema: string;
  schemaVersion: 1;
  mobile: {
    length: number;
    /**
     * @minItems 1
     */
    validFirstDigits: [string, ...string[]];
    lowerBound: number;
    /**
     * @minItems 18
     * @maxItems 18
     */
    blockedNumbers: [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string
    ];
    pastedPrefixes: string[];
  };
  otp: {
    length: number;
    resendCountdownSeconds: number;
    expirySeconds: number;
    maxWrongTries: number;
    maxSendsPerContactPerHour: number;
    maxSendsPerAddressPerHour: number;
  };
  citySearch: {
    minChars: number;
    debounceMs: number;
    countryCode: string;
    dropdownMaxHeightPx: number;
  };
  name: {
    minChars: number;
  };
  brandName: {
    minChars: number;
  };
  leadDefaults: {
    city: string;
    language: string;
    pageType: string;
    workflow: string;
    whatsappOptIn: boolean;
    callToAction: string;
    /**
     * @minItems 1
     */
    languages: [string, ...string[]];
    /**
     * @minItems 1
     */
    iecChoices: [string, ...string[]];
  };
  captcha: {
    skipForServiceIds: CommonServiceId[];
    tokenLifetimeSeconds: number;
    scoreThreshold: number;
    embeddedScore: number;
  };
  leads: {
    duplicateWindowSeconds: number;
    otpVerifiedWindowSeconds: number;
    maxUnverifiedPerAddressPerHour: number;
    citySuggestions: number;
    listingSize: number;
    timeZone: string;
    noteMaxLength: number;
    assigneeMaxLength: number;
  };
  formResetFlagMs: number;
  announcementBar: {
    autoHideMs: number;
    scrollThresholdPx: number;
  };
  menuDropdown: {
    heightPerLinkPx: number;
    maxHeightPx: number;
  };
  gstUpdate: {
    effectiveDate: string;
  };
  storage: {
    tokenKey: string;
    analyticsCookie: string;
    brandBannerHiddenKey: string;
    chatConversationKey: string;
  };
  chat: {
    timeZone: string;
    /**
     * @minItems 1
     */
    businessDays: [number, ...number[]];
    opensAt: string;
    closesAt: string;
    autoOpenDelayMs: number;
    popupRemovalDelayMs: number;
    loadPollIntervalMs: number;
    loadPollTimeoutMs: number;
    fastPollIntervalMs: number;
    fastPollTimeoutMs: number;
    loadedAfterMs: number;
    expertCallbackMinutes: number;
    noteCallbackHours: number;
    noteCallbackWindow: string;
    holidays: {
      date: string;
      name: string;
    }[];
    namePattern: string;
    channel: string;
    homePageType: string;
    alwaysOpen: {
      param: string;
      value: string;
    };
    widgetSection: string;
    liveHeartbeatMs: number;
    maxStreamsPerAddress: number;
    agentListSize: number;
  };
  payment: {
    hideCardlessEmi: boolean;
    hiddenNetbankingBanks: string[];
    /**
     * @minItems 1
     */
    netbankingBanks: [
      {
        code: string;
        name: string;
      },
      ...{
        code: string;
        name: string;
      }[]
    ];
    highlightedMethods: string[];
    methodOrder: string[];
    currency: "INR";
    receiptPrefix: string;
    magicKeyLifetimeHours: number;
    cartRoute: string;
    timeZone: string;
    listingSize: number;
  };
  http: {
    requestTimeoutMs: number | null;
  };
  publishing: {
    keepBuilds: number;
    checkEverySeconds: number;
    maxArchiveMiB: number;
  };
  shutdown: {
    drainWithinMs: number;
    reconnectAfterMs: number;
  };
  footer: {
    linksPerColumn: number;
    minLinksPerColumn: number;
  };
  portal: {
    loginSource: string;
    clickSource: string;
  };
  analytics: {
    platform: string;
    headerScreenName: string;
    menuClickEvent: string;
    menuServiceClickEvent: string;
    clickEvent: string;
    loginEvents: {
      loginClicked: string;
      detailsEntered: string;
      otpEntered: string;
      otpSuccess: string;
      otpFailure: string;
      otpResent: string;
      loginEvent: string;
    };
  };
  pageViews: {
    timeZone: string;
    /**
     * @maxItems 200
     */
    botUserAgents: string[];
  };
  auth: {
    tokenLifetimeSeconds: number;
    maskedEmailVisibleChars: number;
    maskedEmailMaskChars: number;
    loginGrantLifetimeSeconds: number;
  };
  leadForm: {
    channel: string;
    emailPattern: string;
    isThankYou: boolean;
    trackCity: string;
    trackMode: string;
    trackFlag: string;
    events: {
      fieldEntered: string;
      optionSelected: string;
      submitClick: string;
      leadFromCaptcha: string;
      leadFromCaptchaLabel: string;
      event: string;
    };
    thankYouRoute: CommonRoute;
    screenName: string;
  };
  limits: {
    windowSeconds: number;
    maxPerAddress: {
      "/api/event-track": number;
      "/api/page-view": number;
      "/api/user-track": number;
      "/api/verifyUser": number;
      "/api/verifyOtp": number;
      "/api/login-user": number;
      "/api/leads": number;
      "/api/leads/ticket": number;
      "/api/leads/otp": number;
      "/api/verify-mobile-number": number;
      "/api/captcha-verification": number;
      "/api/getCity": number;
      "/api/getCityDetails": number;
      "/api/payments/orders": number;
      "/api/cart/magic-key/:magicKey": number;
      "/api/embedded-checkout/payments": number;
      "/api/razorpay/status": number;
      "/api/chat/conversations": number;
      "/api/chat/conversations/:conversationId/events": number;
      "/api/chat/conversations/:conversationId/messages": number;
    };
    staffPassword: {
      maxWrongTries: number;
      windowSeconds: number;
      firstDelaySeconds: number;
      maxDelaySeconds: number;
      rememberCheckSeconds: number;
    };
  };
  retention: {
    eventDays: number;
    userTrackDays: number;
    outboxDays: number;
    sweepIntervalMinutes: number;
  };
  editor: {
    previewIdleMinutes: number;
    timeZone: string;
    keepVersions: number;
  };
  insights: {
    defaultDays: number;
    maxDays: number;
    rankingSize: number;
  };
  schedules: {
    timeZone: string;
    checkEverySeconds: number;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "EmailChecksDocument".
 */
export interface EmailChecksDocument {
  $schema: string;
  schemaVersion: 1;
  disposableDomains: string[];
  mxLookup: {
    enabled: boolean;
    timeoutMs: number;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "FooterDocument".
 */
export interface FooterDocument {
  $schema: string;
  schemaVersion: 1;
  serviceColumns: FooterServiceColumnSet[];
  /**
   * @minItems 1
   */
  defaultColumns: [FooterColumn, ...FooterColumn[]];
  toolsColumn: {
    column: FooterColumn;
    hiddenForServiceIds: CommonServiceId[];
  };
  seeAllBlogs: {
    text: string;
    byCategory: {
      [k: string]: FooterFooterLink;
    };
    fallback: CommonRoute;
  };
  newsBanner: {
    default: FooterNewsItem;
    byService: {
      serviceIds: CommonServiceId[];
      news: FooterNewsItem;
    }[];
  };
  /**
   * @minItems 1
   */
  companyColumns: [
    {
      name: string;
      /**
       * @minItems 1
       */
      footerServices: [FooterFooterLink, ...FooterFooterLink[]];
    },
    ...{
      name: string;
      /**
       * @minItems 1
       */
      footerServices: [FooterFooterLink, ...FooterFooterLink[]];
    }[]
  ];
  searchSites: {
    name: string;
    /**
     * @minItems 1
     */
    footerServices: [FooterFooterLink, ...FooterFooterLink[]];
  };
  socialLabel: string;
  /**
   * @minItems 1
   */
  social: [
    {
      network: "facebook" | "x" | "linkedin" | "youtube" | "instagram";
      name: string;
      url: string;
      label: string;
    },
    ...{
      network: "facebook" | "x" | "linkedin" | "youtube" | "instagram";
      name: string;
      url: string;
      label: string;
    }[]
  ];
  marketingText: CommonParagraphs1;
  legal: {
    entity: string;
    disclaimer: string;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "FooterServiceColumnSet".
 */
export interface FooterServiceColumnSet {
  /**
   * @minItems 1
   */
  serviceIds: [CommonServiceId, ...CommonServiceId[]];
  /**
   * @minItems 1
   */
  columns: [FooterColumn, ...FooterColumn[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "FooterColumn".
 */
export interface FooterColumn {
  name: string;
  /**
   * @minItems 4
   * @maxItems 5
   */
  footerServices:
    | [FooterFooterLink, FooterFooterLink, FooterFooterLink, FooterFooterLink]
    | [FooterFooterLink, FooterFooterLink, FooterFooterLink, FooterFooterLink, FooterFooterLink];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "FooterFooterLink".
 */
export interface FooterFooterLink {
  title: string;
  url: string;
  site?: CommonSiteName;
  external?: boolean;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "FooterNewsItem".
 */
export interface FooterNewsItem {
  text: string;
  link?: FooterFooterLink;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "LeadFormDocument".
 */
export interface LeadFormDocument {
  $schema: string;
  schemaVersion: 1;
  id: CommonDocumentId;
  title: string;
  description?: string;
  images?: {
    banner?: CommonImage;
    offer?: CommonImage;
    side?: CommonImage;
  };
  layoutVariation: number;
  ctaLabel?: string;
  options: {
    hasNameField?: boolean;
    hasBrandNameField?: boolean;
    hideCityField?: boolean;
    geoCityField?: boolean;
    hasLanguageField?: boolean;
    hasOneProblem?: boolean;
    hasIecComponent?: boolean;
    hideWhatsappToggle?: boolean;
    disableMobileValidation?: boolean;
    prefillProblemType?: boolean;
  };
  problemOptions: {
    label: string;
    value: string;
  }[];
  categoryPicker?: CommonDocumentId;
  extraFields?: {
    keyName: string;
    label: string;
    type: "text" | "dropdown" | "radio";
    placeholder?: string;
    options?: {
      label: string;
      value: string;
    }[];
    customOptions?: {
      label: string;
      value: string;
    }[];
    notMandatory?: boolean;
    errorText: string;
  }[];
  customField?: {
    name: string;
    label: string;
    placeholder?: string;
    errorText: string;
  };
  extraLanguages?: string[];
  whatsappLabel?: string;
  showConfusedPanel?: boolean;
  inputs?: {
    id: CommonDocumentId;
    label: string;
    keyName: string;
    type: "text" | "dropdown" | "radio";
    placeholder?: string;
    value?: string;
    mandatory?: boolean;
    options?: {
      label: string;
      value: string;
    }[];
    errorText?: string;
  }[];
  afterSuccess?: {
    resetForm?: boolean;
    cookieEvent?: {
      name: string;
      value: string;
    };
  };
  workflow?: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "MenuDocument".
 */
export interface MenuDocument {
  $schema: string;
  schemaVersion: 1;
  id: CommonDocumentId;
  name: string;
  logo: {
    image: CommonImage;
    site: CommonSiteName;
  };
  bookCallBack: CommonLink;
  /**
   * @minItems 1
   */
  tabs: [MenuTab, ...MenuTab[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CommonLink".
 */
export interface CommonLink {
  text: string;
  url: string;
  site?: CommonSiteName;
  external?: boolean;
  newBadge?: boolean;
  opens?: "login";
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "MenuSimpleTab".
 */
export interface MenuSimpleTab {
  id: CommonDocumentId;
  tabName: string;
  type: "simple";
  groupName?: string;
  img?: CommonImage;
  /**
   * @minItems 1
   */
  content: [CommonLink, ...CommonLink[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "MenuWithNavTab".
 */
export interface MenuWithNavTab {
  id: CommonDocumentId;
  tabName: string;
  type: "withNav";
  groupName?: string;
  img?: CommonImage;
  /**
   * @minItems 1
   */
  content: [MenuMenuGroup, ...MenuMenuGroup[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "MenuMenuGroup".
 */
export interface MenuMenuGroup {
  name: string;
  description?: string;
  img?: CommonImage;
  /**
   * @minItems 1
   */
  items: [MenuMenuItemGroup, ...MenuMenuItemGroup[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "MenuMenuItemGroup".
 */
export interface MenuMenuItemGroup {
  groupName: string;
  href?: CommonRoute;
  /**
   * @minItems 1
   */
  links: [CommonLink, ...CommonLink[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "MenuLoginTab".
 */
export interface MenuLoginTab {
  id: CommonDocumentId;
  tabName: string;
  type: "login";
  groupName?: string;
  img?: CommonImage;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "MenuMoreTab".
 */
export interface MenuMoreTab {
  id: CommonDocumentId;
  tabName: string;
  type: "more";
  groupName?: string;
  img?: CommonImage;
  /**
   * @minItems 1
   */
  content: [CommonLink, ...CommonLink[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "MessagesDocument".
 */
export interface MessagesDocument {
  $schema: string;
  schemaVersion: 1;
  page: {
    skipToContent: string;
    opensAnotherWebsite: string;
    newBadge: string;
  };
  header: {
    openMenu: string;
    closeMenu: string;
    back: string;
    greeting: string;
    accountMenu: string;
    goToDashboard: string;
    mainMenu: string;
    phoneMenu: string;
    login: string;
  };
  login: {
    panelTitle: string;
    inactiveUser: string;
    otpFailed: string;
    otpVerified: string;
    multipleAccounts: string;
    legalLine: string;
    contactLabel: string;
    contactPlaceholder: string;
    continue: string;
    otpHeading: string;
    otpSentTo: string;
    changeContact: string;
    otpDigit: string;
    resend: string;
    resendIn: string;
    login: string;
    accountsHeading: string;
    close: string;
    /**
     * @minItems 1
     */
    legalLinks: [
      {
        text: string;
        url: CommonRoute;
      },
      ...{
        text: string;
        url: CommonRoute;
      }[]
    ];
  };
  leadForm: {
    emailRequired: string;
    emailInvalid: string;
    mobileRequired: string;
    mobileInvalid: string;
    nameRequired: string;
    nameTooShort: string;
    brandNameRequired: string;
    brandNameTooShort: string;
    cityRequired: string;
    cityMinChars: string;
    cityLoading: string;
    cityNoResults: string;
    languageRequired: string;
    problemTypeRequired: string;
    termsNotice: string;
    whatsappLabel: string;
    iecQuestion: string;
    categoryPickerTitle: string;
    confusedTitle: string;
    confusedText: string;
    nameLabel: string;
    emailLabel: string;
    mobileLabel: string;
    brandNameLabel: string;
    cityLabel: string;
    cityPlaceholder: string;
    languageLabel: string;
    problemTypeLabel: string;
    languagePlaceholder: string;
    problemTypePlaceholder: string;
    chooseOption: string;
    chooseFromList: string;
    noMatches: string;
    whatsappName: string;
    termsLinkText: string;
    close: string;
    submitFailed: string;
    termsUrl: string;
  };
  otp: {
    title: string;
    sentTo: string;
    resendIn: string;
    limitReached: string;
    failed: string;
    digitLabel: string;
    resend: string;
    close: string;
  };
  chat: {
    triggers: {
      thanks: string;
      paymentRedirect: string;
      liveAgent: string;
      expertCall: string;
      noteLeft: string;
    };
    closedNote: string;
    backAt: string;
    awayNoDate: string;
    noteNeeded: string;
    nameNotAName: string;
  };
  chatWidget: {
    openChat: string;
    loadingChat: string;
    panelTitle: string;
    close: string;
    conversation: string;
    you: string;
    bot: string;
    agent: string;
    opening: string;
    failed: string;
    retry: string;
    answerLabel: string;
    send: string;
    messageLabel: string;
    goingToCart: string;
    closedDayFormat: string;
    closedTimeFormat: string;
    closedNow: string;
    conversationEnded: string;
    startAgain: string;
  };
  payment: {
    sdkFailed: string;
    paymentFailed: string;
  };
  cart: {
    needsJavaScript: string;
    opening: string;
    recommended: string;
    includesHeading: string;
    professionalFee: string;
    plusGst: string;
    gst: string;
    governmentFeesHeading: string;
    total: string;
    buyNow: string;
    buyNowLabel: string;
    yourPlan: string;
    priceHeading: string;
    contactHeading: string;
    nameLabel: string;
    emailLabel: string;
    mobileLabel: string;
    payNow: string;
    loadingCheckout: string;
    orderFailed: string;
    confirming: string;
    statusFailed: string;
    tryAgain: string;
    noPlan: string;
    unknownPlan: string;
    magicKeyExpired: string;
    magicKeyUnknown: string;
    magicKeyFailed: string;
    linkPaid: string;
    linkPaidNotice: string;
    paidReceiptNumber: string;
    paidPaymentId: string;
    paidAmount: string;
    paidReceiptLink: string;
    newOrderNote: string;
    newOrder: string;
    servicesHeading: string;
    plansHeading: string;
    highlightedMethods: string;
    receipt: {
      needsJavaScript: string;
      loading: string;
      noOrder: string;
      failed: string;
      receiptNumber: string;
      service: string;
      plan: string;
      amount: string;
      state: string;
      paidAt: string;
      paidAtFormat: string;
      paymentId: string;
      states: {
        created: string;
        attempted: string;
        paid: string;
      };
    };
  };
  logs: {
    processLeadAfterCaptchaFailed: string;
  };
  api: {
    tokenNotValid: string;
    otpNotValid: string;
    otpTooManyTries: string;
    otpRateLimited: string;
    loginGrantNotValid: string;
    otpDeliveryText: string;
    leadOtpDeliveryText: string;
    emailValid: string;
    leadNotFound: string;
    leadApiKeyNotValid: string;
    leadsRateLimited: string;
    mobileWithoutDigits: string;
    cityNotFound: string;
    mapsUnavailable: string;
    captchaTokensNotIssued: string;
    tooManyRequests: string;
  };
  portal: {
    pageTitle: string;
    greeting: string;
    signedInAs: string;
    signedInWithoutEmail: string;
    notSignedIn: string;
    loginNotValid: string;
    backToSite: string;
    logIn: string;
    signupTitle: string;
    signupContact: string;
    signupNoContact: string;
    signupSentence: string;
  };
  server: {
    unexpectedError: string;
    codeNotSent: string;
    noApiRoute: string;
    apiMethodNotAllowed: string;
    captchaTestScoreNotNumber: string;
    cityQueryTooShort: string;
    cityCountryNotServed: string;
    input: {
      textNotStorable: string;
      tooDeep: string;
      protoKey: string;
      bodyNotJson: string;
      bodyEmpty: string;
      bodyTypeNotTaken: string;
      bodyTypeMissing: string;
      bodyEncoded: string;
      bodyTooLarge: string;
      bodyLengthWrong: string;
      requestMalformed: string;
      requestHeadersTooLarge: string;
      requestTimedOut: string;
      rangeNotSatisfiable: string;
      pageRefusedTitle: string;
      pageFailedTitle: string;
      pageRefusedAgain: string;
      pageRefusedHome: string;
    };
    pageNotFound: string;
    pageViewNotAPage: string;
    staffPasswordLimited: string;
    listingLimitNotValid: string;
    listingSearch: {
      service: string;
      anyService: string;
      status: string;
      anyStatus: string;
      to: string;
      find: string;
      givenTwice: string;
      textTooLong: string;
      serviceNotValid: string;
      statusNotValid: string;
      dayNotValid: string;
      daysBackwards: string;
    };
    adminLoginNeeded: string;
    staffIndex: {
      title: string;
      loginNeeded: string;
      signedInAs: string;
    };
    adminTitle: string;
    adminNoLeads: string;
    adminCaptionOne: string;
    adminCaptionMany: string;
    leadSearch: {
      legend: string;
      text: string;
      from: string;
      clear: string;
      captionOne: string;
      captionMany: string;
      none: string;
      statuses: {
        new: string;
        suspect: string;
        verified: string;
      };
    };
    leadListing: {
      columns: {
        received: string;
        ticket: string;
        status: string;
        source: string;
        service: string;
        name: string;
        email: string;
        mobile: string;
        city: string;
        problemType: string;
        language: string;
        whatsapp: string;
        brand: string;
        iec: string;
        answers: string;
        page: string;
        handling: string;
      };
      repeats: CommonCountedSentence;
      refused: string;
      captchaFailed: string;
      score: string;
      followedUp: string;
      expertCall: string;
      agentAsked: string;
      yes: string;
      no: string;
      agentAskedWhileClosed: string;
    };
    payments: {
      merchantName: string;
      orderDescription: string;
      planNotFound: string;
      contactNotValid: string;
      orderNotFound: string;
      signatureNotValid: string;
      paidByAnotherPayment: string;
      alreadyPaid: string;
      linkAlreadyPaid: string;
      keyNotValid: string;
      webhookSignatureNotValid: string;
      webhookNotJson: string;
      failures: {
        upi: string;
        cardNumber: string;
        cardExpired: string;
        otp: string;
        bank: string;
        app: string;
      };
      adminLoginNeeded: string;
      adminTitle: string;
      adminNoOrders: string;
      adminCaptionOne: string;
      adminCaptionMany: string;
      search: {
        legend: string;
        text: string;
        from: string;
        clear: string;
        captionOne: string;
        captionMany: string;
        none: string;
      };
      columns: {
        receipt: string;
        created: string;
        service: string;
        plan: string;
        amount: string;
        name: string;
        email: string;
        mobile: string;
        state: string;
        paymentId: string;
        paidAt: string;
      };
    };
    chat: {
      noScript: string;
      conversationNotFound: string;
      conversationClosed: string;
    };
    trackListing: {
      title: string;
      none: string;
      captionOne: string;
      captionMany: string;
      columns: {
        received: string;
        ticket: string;
        mode: string;
        pageType: string;
        flag: string;
        channel: string;
        service: string;
        contact: string;
        page: string;
      };
      loginNeeded: string;
    };
    insights: {
      title: string;
      loginNeeded: string;
      from: string;
      to: string;
      service: string;
      allServices: string;
      noService: string;
      show: string;
      csv: string;
      rangeNotValid: string;
      serviceNotValid: string;
      shown: string;
      share: string;
      none: string;
      sections: {
        funnel: string;
        chat: string;
        partners: string;
        paid: string;
        leads: string;
        stops: string;
      };
      columns: {
        section: string;
        name: string;
        count: string;
        share: string;
        field: string;
        step: string;
      };
      steps: {
        view: string;
        "form-started": string;
        lead: string;
        verified: string;
        order: string;
        paid: string;
        chat: string;
        "chat-handed": string;
        "chat-lead": string;
        "partner-lead": string;
      };
    };
    leadHandling: {
      title: string;
      back: string;
      detailsHeading: string;
      handlingHeading: string;
      handlingLabel: string;
      assignedLabel: string;
      assignedHint: string;
      noteLabel: string;
      noteHint: string;
      save: string;
      saved: string;
      lastChange: string;
      notesHeading: string;
      noNotes: string;
      noteBy: string;
      notFound: string;
      handlingNotValid: string;
      assignedTooLong: string;
      noteTooLong: string;
      crossSite: string;
      refusedHeading: string;
      states: {
        open: string;
        contacted: string;
        won: string;
        lost: string;
      };
      changedMeanwhile: string;
      noOne: string;
      someone: string;
      fieldNotText: string;
      nothingSent: string;
      formNotUtf8: string;
    };
  };
  checkout: {
    testMode: string;
    close: string;
    amount: string;
    contact: string;
    chooseMethod: string;
    methods: {
      upi: string;
      card: string;
      netbanking: string;
    };
    apps: {
      [k: string]: string;
    };
    upiId: string;
    upiHint: string;
    appHint: string;
    cardNumber: string;
    cardName: string;
    cardExpiry: string;
    cardCvv: string;
    cardHint: string;
    bank: string;
    chooseBank: string;
    netbankingHint: string;
    pay: string;
    bankPage: string;
    bankPageFor: string;
    otp: string;
    otpHint: string;
    submitOtp: string;
    bankSuccess: string;
    bankFailure: string;
    back: string;
    busy: string;
    notMade: string;
    alreadyPaid: string;
    vpaInvalid: string;
    cardNumberInvalid: string;
    cardNameMissing: string;
    cardExpiryInvalid: string;
    cardCvvInvalid: string;
    otpInvalid: string;
    bankMissing: string;
  };
  adminChat: {
    title: string;
    loginNeeded: string;
    agentName: string;
    saveName: string;
    nameNeeded: string;
    nameSaved: string;
    listHeading: string;
    none: string;
    columnVisitor: string;
    columnPage: string;
    columnContact: string;
    columnTicket: string;
    columnMode: string;
    columnActivity: string;
    columnWaited: string;
    columnAgent: string;
    columnOpen: string;
    waitedNow: string;
    waitedMinutes: CommonCountedSentence;
    unknown: string;
    modeBot: string;
    modeWaiting: string;
    modeAgent: string;
    modeClosed: string;
    open: string;
    take: string;
    close: string;
    historyHeading: string;
    authorVisitor: string;
    authorBot: string;
    authorAgent: string;
    reply: string;
    send: string;
    newMessage: string;
    newWaiting: string;
    reconnecting: string;
    failed: string;
    closedConversation: string;
    noConversation: string;
    activityTimeFormat: string;
    messageTimeFormat: string;
  };
  adminEditor: {
    title: string;
    loginNeeded: string;
    needsJavaScript: string;
    previewTitle: string;
    noDraft: string;
    noDocument: string;
    problemsRemain: CommonCountedSentence;
    changedOnDisk: string;
    commitMessage: string;
    commitMessageTogether: string;
    commitFailed: string;
    rebuildFailed: string;
    shareFailed: string;
    archiveTooLarge: string;
    draftSavedMeanwhile: string;
    someoneElse: string;
    noVersion: string;
  };
  adminEditorPage: {
    title: string;
    loading: string;
    loadFailed: string;
    listHeading: string;
    search: string;
    noMatch: string;
    back: string;
    problemsHeading: string;
    otherProblemsHeading: string;
    saving: string;
    savedAt: string;
    saveFailed: string;
    loadTheirs: string;
    keepMine: string;
    noDraft: string;
    discard: string;
    discardQuestion: string;
    discardYes: string;
    discardNo: string;
    publish: string;
    publishHeading: string;
    changesIntro: string;
    noChanges: string;
    changeAdded: string;
    changeRemoved: string;
    emptyValue: string;
    refused: string;
    confirm: string;
    togetherIntro: string;
    confirmTogether: string;
    redirectsIntro: string;
    redirectsRemovedIntro: string;
    otherChangedOnDisk: string;
    publishedTogether: string;
    cancel: string;
    publishing: string;
    published: string;
    publishedNoCommit: string;
    failed: string;
    conflictHeading: string;
    conflictDisk: string;
    conflictDraft: string;
    conflictOnDiskNow: string;
    conflictChanges: string;
    conflictFull: string;
    keepDraft: string;
    oldVersion: string;
    migrate: string;
    add: string;
    remove: string;
    moveUp: string;
    moveDown: string;
    edit: string;
    close: string;
    itemFallback: string;
    findInList: string;
    listShown: string;
    itemRemoved: string;
    undoRemoveItem: string;
    itemRestored: string;
    itemMoved: string;
    listNoMatch: string;
    choose: string;
    rupees: string;
    sisterSite: string;
    imageSize: string;
    kinds: {
      menu: string;
      footer: string;
      banners: string;
      constants: string;
      messages: string;
      services: string;
      plans: string;
      leadForm: string;
      categoryOptions: string;
      chatScript: string;
      page: string;
      site: string;
      emailChecks: string;
      theme: string;
      redirects: string;
    };
    checking: string;
    pickColour: string;
    toPreview: string;
    history: string;
    historyHeading: string;
    historyLoading: string;
    historyEmpty: string;
    historyPublished: string;
    historyFirstSeen: string;
    historyCommit: string;
    historyCurrent: string;
    historyNoChanges: string;
    historyFoundOnDisk: string;
    historyDeleted: string;
    restore: string;
    restored: string;
    restoredFirstSeen: string;
    pages: {
      newPage: string;
      newPageHeading: string;
      kindLegend: string;
      kindLanding: string;
      kindService: string;
      service: string;
      address: string;
      addressHelp: string;
      fullLink: string;
      addressFree: string;
      addressChecking: string;
      titleLabel: string;
      template: string;
      templateBlank: string;
      templateCatalogue: string;
      templatePage: string;
      create: string;
      created: string;
      duplicate: string;
      duplicateHeading: string;
      delete: string;
      deleteHeading: string;
      deleteIntro: string;
      deleteConfirm: string;
      deleting: string;
      deleteCommitMessage: string;
      deletedHeading: string;
      deletedIntro: string;
      deletedLine: string;
      deletedHistory: string;
      restoredDeleted: string;
      addressMalformed: string;
      addressTaken: string;
      addressReserved: string;
      addressNotService: string;
      noTemplate: string;
      noService: string;
      notAPage: string;
      blankDescription: string;
      paletteHeading: string;
      paletteHint: string;
      paletteAddHeading: string;
      paletteAdd: string;
      blockLabel: string;
      blockMoved: string;
      blockAdded: string;
      blockRemoved: string;
      undoRemove: string;
      blockRestored: string;
      blockSelect: string;
    };
    publishedNotLive: string;
    publishProblemAdvice: string;
  };
  adminEditorPreview: {
    heading: string;
    frameTitle: string;
    widthLegend: string;
    /**
     * @minItems 1
     */
    widths: [
      {
        label: string;
        width: number;
      },
      ...{
        label: string;
        width: number;
      }[]
    ];
    pageLabel: string;
    noPage: string;
    waiting: CommonCountedSentence;
    failed: string;
    typingPauseMs: number;
    asAtLabel: string;
    asAtNow: string;
  };
  schedules: {
    untilNotAfterFrom: string;
    notACalendarDate: string;
    textNamesOtherDay: string;
    popUpNeverShown: string;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CommonCountedSentence".
 */
export interface CommonCountedSentence {
  one: string;
  other: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageDocument".
 */
export interface PageDocument {
  $schema: string;
  schemaVersion: 1;
  id: CommonDocumentId;
  route: CommonRoute;
  serviceId?: CommonServiceId;
  title: string;
  meta: {
    description: string;
    noindex?: boolean;
  };
  header: PageHeader;
  banners?: CommonDocumentId[];
  /**
   * @minItems 1
   */
  blocks: [PageBlock, ...PageBlock[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageHeader".
 */
export interface PageHeader {
  menu: CommonDocumentId;
  logoSite?: CommonSiteName;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageHeroBlock".
 */
export interface PageHeroBlock {
  type: "hero";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    heading: string;
    subheading?: string;
    image?: CommonImage;
    /**
     * @maxItems 2
     */
    actions?: [] | [CommonLink] | [CommonLink, CommonLink];
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageRichTextBlock".
 */
export interface PageRichTextBlock {
  type: "richText";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    heading?: string;
    /**
     * @minItems 1
     */
    content: [PageTextNode, ...PageTextNode[]];
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageParagraphNode".
 */
export interface PageParagraphNode {
  kind: "paragraph";
  text: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageSubheadingNode".
 */
export interface PageSubheadingNode {
  kind: "subheading";
  text: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageListNode".
 */
export interface PageListNode {
  kind: "list";
  /**
   * @minItems 1
   */
  items: [string, ...string[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageStepsBlock".
 */
export interface PageStepsBlock {
  type: "steps";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    heading: string;
    /**
     * @minItems 1
     */
    steps: [
      {
        title: string;
        text: string;
      },
      ...{
        title: string;
        text: string;
      }[]
    ];
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageFaqBlock".
 */
export interface PageFaqBlock {
  type: "faq";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    heading: string;
    /**
     * @minItems 1
     */
    items: [
      {
        question: string;
        answer: string;
      },
      ...{
        question: string;
        answer: string;
      }[]
    ];
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageCtaBlock".
 */
export interface PageCtaBlock {
  type: "cta";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    heading: string;
    text?: string;
    action: CommonLink;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageLinkListBlock".
 */
export interface PageLinkListBlock {
  type: "linkList";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    heading: string;
    /**
     * @minItems 1
     */
    groups: [
      {
        heading: string;
        /**
         * @minItems 1
         */
        links: [CommonLink, ...CommonLink[]];
      },
      ...{
        heading: string;
        /**
         * @minItems 1
         */
        links: [CommonLink, ...CommonLink[]];
      }[]
    ];
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PagePageIndexBlock".
 */
export interface PagePageIndexBlock {
  type: "pageIndex";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    heading: string;
    intro?: string;
    otherGroup: string;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageLeadFormBlock".
 */
export interface PageLeadFormBlock {
  type: "leadForm";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    form: CommonDocumentId;
    extraData?: {
      [k: string]: string;
    };
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageKeyFactsBlock".
 */
export interface PageKeyFactsBlock {
  type: "keyFacts";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    heading: string;
    facts: CommonKeyFacts;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PagePricingBlock".
 */
export interface PagePricingBlock {
  type: "pricing";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    heading?: string;
    serviceId?: CommonServiceId;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageCartBlock".
 */
export interface PageCartBlock {
  type: "cart";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    heading: string;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageReceiptBlock".
 */
export interface PageReceiptBlock {
  type: "receipt";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    heading: string;
    afterPayment?: {
      heading: string;
      text: string;
    };
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PageLeadTicketBlock".
 */
export interface PageLeadTicketBlock {
  type: "leadTicket";
  id?: CommonDocumentId;
  schedule?: CommonSchedule;
  props: {
    text: string;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PlansDocument".
 */
export interface PlansDocument {
  $schema: string;
  schemaVersion: 1;
  /**
   * @minItems 1
   */
  services: [PlansServicePlans, ...PlansServicePlans[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PlansServicePlans".
 */
export interface PlansServicePlans {
  serviceId: CommonServiceId;
  /**
   * @minItems 1
   */
  plans: [PlansPlan, ...PlansPlan[]];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PlansPlan".
 */
export interface PlansPlan {
  id: string;
  name: string;
  summary: string;
  /**
   * @minItems 1
   */
  includes: [string, ...string[]];
  professionalFeePaise: number;
  gstRatePercent: 0 | 5 | 12 | 18 | 28;
  governmentFees: PlansGovernmentFee[];
  recommended?: boolean;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "PlansGovernmentFee".
 */
export interface PlansGovernmentFee {
  label: string;
  amountPaise: number;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "RedirectsDocument".
 */
export interface RedirectsDocument {
  $schema: string;
  schemaVersion: 1;
  /**
   * @maxItems 2000
   */
  redirects: RedirectsRedirect[];
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "RedirectsRedirect".
 */
export interface RedirectsRedirect {
  from: CommonRoute;
  to: CommonRoute;
  since?: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ServicesDocument".
 */
export interface ServicesDocument {
  $schema: string;
  schemaVersion: 1;
  /**
   * @minItems 1
   */
  categories: [
    {
      id: CommonDocumentId;
      name: string;
      heroImage?: CommonImage;
    },
    ...{
      id: CommonDocumentId;
      name: string;
      heroImage?: CommonImage;
    }[]
  ];
  /**
   * @minItems 1
   */
  services: [ServicesService, ...ServicesService[]];
  pageTemplate: {
    heroAction: CommonLink;
    aboutHeading: string;
    stepsHeading: string;
    pricingHeading: string;
    relatedHeading: string;
    relatedFallbackGroup: string;
    relatedCount: number;
    ctaHeading: string;
    ctaText: string;
    ctaAction: CommonLink;
    titleSuffix: string;
    heroImage?: CommonImage;
    keyFactsHeading: string;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ServicesService".
 */
export interface ServicesService {
  serviceId: CommonServiceId;
  route: CommonRoute;
  name: string;
  category: CommonDocumentId;
  summary: string;
  description: CommonParagraphs2;
  /**
   * @minItems 2
   */
  steps?: [
    {
      title: string;
      text: string;
    },
    {
      title: string;
      text: string;
    },
    ...{
      title: string;
      text: string;
    }[]
  ];
  header?: PageHeader;
  leadForm?: CommonDocumentId;
  banners?: CommonDocumentId[];
  heroImage?: CommonImage;
  keyFacts?: CommonKeyFacts;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "SiteDocument".
 */
export interface SiteDocument {
  $schema: string;
  schemaVersion: 1;
  settings: {
    mainSite: SiteSetting;
    trademarkSite: SiteSetting;
    patentSite: SiteSetting;
    sisterBrandSite: SiteSetting;
    governanceSite: SiteSetting;
    newsSite: SiteSetting;
    portalSite: SiteSetting;
    apiBase: SiteSetting;
    microserviceApiBase: SiteSetting;
    mapsAutocomplete: SiteSetting;
    geocoding: SiteSetting;
    helpdesk: SiteSetting;
    legalProduct: SiteSetting;
    paymentSite: SiteSetting;
    checkoutScript: SiteSetting;
    assets: SiteSetting;
    captchaSiteKey: SiteSetting;
    monitoring: SiteSetting;
  };
  secrets: {
    leadApiKey: SiteSecret;
    captchaSecret: SiteSecret;
    tokenSigningKey: SiteSecret;
    paymentKeySecret: SiteSecret;
    paymentWebhookSecret: SiteSecret;
  };
  clickPixel?: {
    address: {
      env: string;
      default: string;
    };
    goals: {
      leadCreated: SiteGoalName;
      contactVerified: SiteGoalName;
      paymentMade: SiteGoalName;
    };
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "SiteSetting".
 */
export interface SiteSetting {
  env: string;
  default: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "SiteSecret".
 */
export interface SiteSecret {
  env: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ThemeDocument".
 */
export interface ThemeDocument {
  $schema: string;
  schemaVersion: 1;
  colors: ThemeSurfaces;
  fonts: {
    body: string;
    headings: string;
  };
  typeScale: {
    small: number;
    body: number;
    h3: number;
    h2: number;
    h1: number;
  };
  radii: {
    small: number;
    medium: number;
    large: number;
  };
  /**
   * @minItems 4
   * @maxItems 10
   */
  spacing:
    | [number, number, number, number]
    | [number, number, number, number, number]
    | [number, number, number, number, number, number]
    | [number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number];
  breakpoints: {
    phoneBelowPx: number;
    leadFormPhoneAtMostPx: number;
    compactHeaderBelowPx: number;
    servicePageColumnsFromPx: number;
  };
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "ThemeSurfaces".
 */
export interface ThemeSurfaces {
  page: {
    background: string;
    text: string;
    muted: string;
    link: string;
  };
  soft: {
    background: string;
    text: string;
    muted: string;
    link: string;
  };
  primary: {
    background: string;
    text: string;
  };
  accent: {
    background: string;
    text: string;
  };
  footer: {
    background: string;
    text: string;
    link: string;
    muted: string;
  };
  danger: {
    background: string;
    text: string;
  };
  success: {
    background: string;
    text: string;
  };
  warning: {
    background: string;
    text: string;
  };
  border: string;
  focus: string;
}
/**
 * This interface was referenced by `AllDocuments`'s JSON-Schema
 * via the `definition` "CommonSchemaHeader".
 */
export interface CommonSchemaHeader {
  $schema?: string;
  schemaVersion?: 1;
}
