/**
 * Lead form values (`leadValues` of schemas/api/leads.schema.json) for a made-up visitor of the GST page: the bench's
 * request bodies and the lead server's tests. Give each call its own contact, so that no lead is a duplicate.
 */
export function sampleLeadValues(contact: { name: string; email: string; phone: string }, over: Record<string, unknown> = {}) {
  return {
    ...contact,
    updateCity: "Pune",
    updateState: "Maharashtra",
    updateCountry: "India",
    whatsappOptIn: true,
    brandName: "",
    serviceId: 95,
    url: "http://127.0.0.1:4173/gst-registration",
    problemType: "New registration",
    language: "English",
    workflow: "generic",
    pageType: "service",
    channel: "service-form-primary",
    iecType: null,
    isThankYou: false,
    ...over,
  };
}

/**
 * The body a partner's server sends to POST /api/process-lead (`processLeadBody` of schemas/api/leads.schema.json), for
 * a made-up visitor of the GST page: the lead server's tests and the staff pages' browser test.
 */
export function sampleProcessLead(contact: { email: string; mobileNumber: string }, over: Record<string, unknown> = {}) {
  return {
    ...contact,
    city: "Pune",
    state: "Maharashtra",
    country: "India",
    channel_opt_in: true,
    serviceId: 95,
    page: "gst-registration",
    lang: "en",
    page_source: "/gst-registration",
    pageType: "service",
    page_name: "GST registration",
    url: "http://127.0.0.1:4173/gst-registration",
    isThankYou: false,
    channel: "partner",
    language: { label: "English", value: "English" },
    problem_type: "New registration",
    iecType: "",
    workflow: "generic",
    ...over,
  };
}
