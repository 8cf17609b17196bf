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
