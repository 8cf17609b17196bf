import { lazy, Suspense, useEffect, useId, useReducer, useRef, useState } from "react";
import type { CommonImage } from "../../documents/types.js";
import { preloadClient } from "../../api/lazyClient.js";
import { leadFormApi, type LeadFormApi } from "../../api/leadForm.js";
import { LegalLine } from "../LegalLine.js";
import { problemTypeAsked, visibleFields } from "./leadFieldVisibility.js";
import type { PendingCity } from "./CityPicker.js";
import { chooseValue, LeadField, type LeadFieldWiring } from "./LeadField.js";
import type { LeadFormData } from "./leadFormData.js";
import { firstInvalid, initialFormState, leadFormReducer, type LeadFormEnv } from "./leadFormState.js";
import type { FieldKey } from "./leadInput.js";
import type { LeadSubmitOptions } from "./leadSubmitFlow.js";
import { leadFormTracker, userTrackBody } from "./leadTracking.js";
import { buildLeadValues } from "./leadValues.js";
import { OtpPopup } from "./OtpPopup.js";
import { useLeadSubmit } from "./useLeadSubmit.js";

/** A picture of the form document at its own size; nothing when the document has none. */
const picture = (className: string, image?: CommonImage) => image && <img className={className} src={image.src} alt={image.alt} width={image.width} height={image.height} />;
const CategoryPicker = lazy(() => import("./CategoryPicker.js"));

export interface LeadFormViewProps {
  data: LeadFormData;
  extraData?: Record<string, string>;
  api?: LeadFormApi;
  /** The lead-callback and success-callback options (for pages that embed the form in code). */
  leadCallback?: LeadSubmitOptions["leadCallback"];
  onSuccess?: LeadSubmitOptions["onSuccess"];
}

export function LeadFormView({ data, extraData, api: givenApi, leadCallback, onSuccess }: LeadFormViewProps) {
  const { form, rules, messages } = data;
  const m = messages.leadForm;
  const env: LeadFormEnv = { form, rules, messages: m };
  const [state, dispatch] = useReducer(leadFormReducer(env), env, initialFormState);
  const [api] = useState(() => givenApi ?? leadFormApi());
  const uid = useId();
  const idOf = (key: FieldKey) => `${uid}-${key.replace(".", "-")}`;
  const sendButton = useRef<HTMLButtonElement>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [problemCategory, setProblemCategory] = useState<string | undefined>();
  const track = leadFormTracker(data);
  const { flow, submitState } = useLeadSubmit(data, { api, track, resetForm: () => dispatch({ type: "reset" }), leadCallback, onSuccess });
  // When the category picker closes (a choice, the close button or Escape), focus goes back to the field that opened it:
  // only once the modal dialog is gone can the page behind it take focus.
  const problemTypeId = idOf("problemType");
  const pickerWasOpen = useRef(false);
  useEffect(() => {
    if (pickerWasOpen.current && !pickerOpen) document.getElementById(problemTypeId)?.focus();
    pickerWasOpen.current = pickerOpen;
  }, [pickerOpen, problemTypeId]);

  // A place chosen a moment ago counts as its label until its details answer; the lead waits for them, so that it
  // carries the state and country the details give (a visitor who sends at once lost the country on a slow line).
  const pendingCity = useRef<PendingCity | undefined>(undefined);
  const waiting = useRef(false);
  const [waitingCity, setWaitingCity] = useState(false);
  const wiring: LeadFieldWiring = { data, env, state, dispatch, api, idOf, track, openPicker: () => setPickerOpen(true), cityResolving: (p) => (pendingCity.current = p) };

  const submit = async () => {
    if (waiting.current) return; // a second click while the city's details come sends nothing twice
    track(rules.leadForm.events.submitClick, form.id);
    dispatch({ type: "submit" });
    const bad = firstInvalid(state, env);
    if (bad) {
      document.getElementById(idOf(bad))?.focus();
      return;
    }
    const pending = pendingCity.current;
    let city = state.input.city;
    if (pending && pending.label === city) {
      waiting.current = true;
      setWaitingCity(true);
      city = await pending.city
        .catch(() => pending.label)
        .finally(() => {
          waiting.current = false;
          setWaitingCity(false);
        });
    }
    const values = buildLeadValues({ ...state.input, city }, form, rules, { serviceId: data.serviceId, url: location.href, extraData });
    void api.userTrack(userTrackBody(values, data));
    void flow.submit(values);
  };

  // Sending, or waiting for a chosen place's details before sending: the button says so (disabled, busy, its spinner).
  const busy = submitState.phase !== "idle" || waitingCity;
  const layout = form.layoutVariation;
  const titleId = `${uid}-title`;
  return (
    <section className={`lead-form lead-form--l${layout}`} aria-labelledby={titleId} data-reset={submitState.resetFlag || undefined}>
      {picture("lead-banner", form.images?.banner)}
      <div className="lead-intro">
        <h2 id={titleId}>{form.title}</h2>
        {form.description && <p className="lead-description">{form.description}</p>}
        {picture("lead-offer", form.images?.offer)}
        {picture("lead-side", form.images?.side)}
        {form.showConfusedPanel && (
          <aside className="lead-confused">
            <h3>{m.confusedTitle}</h3>
            <p>{m.confusedText}</p>
          </aside>
        )}
      </div>
      <form
        className="lead-body"
        noValidate
        aria-labelledby={titleId}
        // The HTTP client's chunk is fetched as the visitor starts on the form, before its first call.
        onFocus={preloadClient}
        onPointerOver={preloadClient}
        onClick={() => flow.formClicked()}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="lead-fields">
          {visibleFields(form).map((key) => (
            <LeadField key={key} fieldKey={key} wiring={wiring} />
          ))}
        </div>
        {!form.options.hideWhatsappToggle && (
          <label className="lead-whatsapp">
            <span>
              {form.whatsappLabel ?? m.whatsappLabel} <strong>{m.whatsappName}</strong>
            </span>
            <input type="checkbox" role="switch" checked={state.input.whatsappOptIn} onChange={(e) => dispatch({ type: "whatsapp", on: e.target.checked })} />
          </label>
        )}
        <p className="lead-terms">
          <LegalLine line={m.termsNotice} links={[{ text: m.termsLinkText, url: m.termsUrl }]} />
        </p>
        <button ref={sendButton} type="submit" className="button lead-submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {form.ctaLabel ?? rules.leadDefaults.callToAction}
        </button>
        {submitState.notice && (
          <p className="lead-submit-notice" role="alert">
            {submitState.notice}
          </p>
        )}
      </form>
      {problemTypeAsked(form) && data.categories && pickerOpen && (
        <Suspense fallback={null}>
          <CategoryPicker
            open={pickerOpen}
            title={data.categories.formTitle ?? m.categoryPickerTitle}
            closeLabel={m.close}
            categories={data.categories.categories}
            selected={state.input.problemType || undefined}
            problemCategoryLabel={problemCategory}
            onSelect={(value, category) => {
              chooseValue(wiring, "problemType", value);
              setProblemCategory(category);
              setPickerOpen(false);
            }}
            onClose={() => setPickerOpen(false)}
          />
        </Suspense>
      )}
      <OtpPopup flow={flow} messages={messages.otp} returnFocus={() => sendButton.current} />
    </section>
  );
}
