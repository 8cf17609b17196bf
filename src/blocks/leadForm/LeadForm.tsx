import { lazy, Suspense, useEffect, useId, useReducer, useRef, useState, useSyncExternalStore } from "react";
import { leadFormEvent } from "../../analytics/eventPayload.js";
import { sendEvent } from "../../analytics/sendEvent.js";
import { leadFormApi, type LeadFormApi } from "../../api/leadForm.js";
import { LegalLine } from "../LegalLine.js";
import { CityPicker } from "./CityPicker.js";
import { controlProps, Field, FilterDropdown, RadioGroup, type FieldFrame } from "./fields.js";
import type { LeadFormData } from "./leadFormData.js";
import { buildLeadValues, languageChoices, problemTypeAsked, visibleFields, type FieldKey } from "./leadFormRules.js";
import { currentError, firstInvalid, initialFormState, isShown, leadFormReducer, valueOf, type LeadFormEnv } from "./leadFormState.js";
import { LeadSubmitFlow, type LeadSubmitOptions } from "./leadSubmitFlow.js";
import { OtpPopup } from "./OtpPopup.js";

const CategoryPicker = lazy(() => import("./CategoryPicker.js"));

export interface LeadFormViewProps {
  data: LeadFormData;
  extraData?: Record<string, string>;
  api?: LeadFormApi;
  /** The lead-callback and success-callback options of spec 4 (for pages that embed the form in code). */
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
  const track = (name: string, label: string, value = "") =>
    sendEvent(
      leadFormEvent(name, rules.leadForm.events.event, label, value, data.analytics, { url: location.href, userAgent: navigator.userAgent, cookie: document.cookie, now: new Date(), serviceId: data.serviceId }, rules.leadForm.screenName),
    );
  const [flow] = useState(
    () =>
      new LeadSubmitFlow(
        {
          serviceId: data.serviceId,
          skipCaptchaForServiceIds: rules.captchaSkipForServiceIds,
          otp: rules.otp,
          formResetFlagMs: rules.formResetFlagMs,
          thankYouRoute: rules.leadForm.thankYouRoute,
          resetForm: form.afterSuccess?.resetForm,
          cookieEvent: form.afterSuccess?.cookieEvent,
          events: rules.leadForm.events,
          messages: { limitReached: messages.otp.limitReached, failed: messages.otp.failed, submitFailed: m.submitFailed, processLeadAfterCaptchaFailed: messages.processLeadAfterCaptchaFailed },
          leadCallback,
          onSuccess,
        },
        {
          api,
          now: () => Date.now(),
          redirect: (url) => window.location.assign(url),
          setCookie: (name, value) => void (document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax`),
          track: (name, label) => track(name, label),
          log: (message, detail) => console.error(message, detail),
          resetForm: () => dispatch({ type: "reset" }),
          setTimer: (run, ms) => void window.setTimeout(run, ms),
        },
      ),
  );
  const submitState = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  useEffect(() => void flow.loadCaptcha(), [flow]);
  // When the category picker closes (a choice, the close button or Escape), focus goes back to the field that opened it:
  // only once the modal dialog is gone can the page behind it take focus.
  const pickerWasOpen = useRef(false);
  useEffect(() => {
    if (pickerWasOpen.current && !pickerOpen) document.getElementById(idOf("problemType"))?.focus();
    pickerWasOpen.current = pickerOpen;
  }, [pickerOpen]);

  const frame = (key: FieldKey, label: string): FieldFrame => ({
    id: idOf(key),
    label,
    error: currentError(state, key, env),
    shown: isShown(state, key),
    note: key === "email" && state.emailCheck?.value === state.input.email.trim() && !state.emailCheck.error ? state.emailCheck.note : null,
  });
  const change = (key: FieldKey) => (value: string) => dispatch({ type: "change", key, value });
  const leave = (key: FieldKey) => () => {
    dispatch({ type: "leave", key });
    if (valueOf(state.input, key)) track(rules.leadForm.events.fieldEntered, key);
  };
  const select = (key: FieldKey) => (value: string) => {
    dispatch({ type: "change", key, value });
    if (value) track(rules.leadForm.events.optionSelected, key, value);
  };
  const checkEmail = async () => {
    leave("email")();
    const value = state.input.email.trim();
    if (currentError({ ...state, left: { ...state.left, email: true } }, "email", env)) return;
    const a = await api.emailValidation(value);
    dispatch({ type: "emailChecked", value, error: a.ok && a.body.status ? null : m.emailInvalid, note: a.ok && a.body.status ? a.body.data : null });
  };

  const text = (key: FieldKey, label: string, extra: { type?: string; inputMode?: "numeric" | "email" | "text"; autoComplete?: string; placeholder?: string; maxLength?: number; onBlur?: () => void } = {}) => {
    const f = frame(key, label);
    return (
      <Field key={key} frame={f}>
        <input
          {...controlProps(f)}
          className="lead-input"
          type={extra.type ?? "text"}
          inputMode={extra.inputMode}
          autoComplete={extra.autoComplete}
          placeholder={extra.placeholder}
          maxLength={extra.maxLength}
          value={valueOf(state.input, key)}
          onChange={(e) => change(key)(e.target.value)}
          onKeyUp={key.startsWith("input.") ? () => dispatch({ type: "leave", key }) : undefined}
          onBlur={extra.onBlur ?? leave(key)}
        />
      </Field>
    );
  };
  const selectField = (key: FieldKey, label: string, choices: { label: string; value: string }[], placeholder: string) => {
    const f = frame(key, label);
    return (
      <Field key={key} frame={f}>
        <select {...controlProps(f)} className="lead-input" value={valueOf(state.input, key)} onChange={(e) => select(key)(e.target.value)} onBlur={leave(key)}>
          <option value="">{placeholder}</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </Field>
    );
  };

  const fieldFor = (key: FieldKey) => {
    switch (key) {
      case "name":
        return text("name", m.nameLabel, { autoComplete: "name" });
      case "email":
        return text("email", m.emailLabel, { type: "email", inputMode: "email", autoComplete: "email", onBlur: () => void checkEmail() });
      case "phone":
        return text("phone", m.mobileLabel, { type: "tel", inputMode: form.options.disableMobileValidation ? undefined : "numeric", autoComplete: "tel-national" }); // no maxLength: the browser would cut a pasted '+91 …' before normalisePhone keeps its ten digits
      case "brandName":
        return text("brandName", m.brandNameLabel, { autoComplete: "organization" });
      case "city":
        return <CityPicker key={key} frame={frame("city", m.cityLabel)} value={state.input.city} geo={!!form.options.geoCityField} api={api} rules={rules.citySearch} messages={m} onChange={select("city")} onBlur={leave("city")} />;
      case "language":
        return selectField("language", m.languageLabel, languageChoices(form, rules).map((l) => ({ label: l, value: l })), m.languageLabel);
      case "iecType":
        return <RadioGroup key={key} frame={frame("iecType", m.iecQuestion)} name={idOf("iecType")} choices={rules.leadDefaults.iecChoices.map((c) => ({ label: c, value: c }))} value={state.input.iecType} onChange={select("iecType")} />;
      case "custom":
        return text("custom", form.customField!.label, { placeholder: form.customField!.placeholder });
      case "problemType":
        if (data.categories) {
          const f = frame("problemType", m.problemTypeLabel);
          return (
            <Field key={key} frame={f} className="lead-problem">
              <button {...controlProps(f)} type="button" className="lead-input lead-picker-button" aria-haspopup="dialog" onClick={() => setPickerOpen(true)}>
                {state.input.problemType || m.problemTypePlaceholder}
              </button>
            </Field>
          );
        }
        return selectField("problemType", m.problemTypeLabel, form.problemOptions, m.problemTypePlaceholder);
    }
    if (key.startsWith("extra.")) {
      const x = form.extraFields!.find((e) => e.keyName === key.slice(6))!;
      const choices = [...(x.options ?? []), ...(x.customOptions ?? [])];
      if (x.type === "radio") return <RadioGroup key={key} frame={frame(key, x.label)} name={idOf(key)} choices={choices} value={valueOf(state.input, key)} onChange={select(key)} />;
      if (x.type === "dropdown") return selectField(key, x.label, choices, x.placeholder ?? m.chooseOption);
      return text(key, x.label, { placeholder: x.placeholder });
    }
    const i = form.inputs!.find((e) => e.id === key.slice(6))!;
    if (i.type === "radio") return <RadioGroup key={key} frame={frame(key, i.label)} name={idOf(key)} choices={i.options ?? []} value={valueOf(state.input, key)} onChange={select(key)} />;
    if (i.type === "dropdown")
      return <FilterDropdown key={key} frame={frame(key, i.label)} choices={i.options ?? []} value={valueOf(state.input, key)} placeholder={i.placeholder ?? m.chooseOption} noMatches={m.noMatches} onChange={select(key)} onBlur={leave(key)} />;
    return text(key, i.label, { placeholder: i.placeholder });
  };

  const submit = () => {
    track(rules.leadForm.events.submitClick, form.id);
    dispatch({ type: "submit" });
    const bad = firstInvalid(state, env);
    if (bad) {
      document.getElementById(idOf(bad))?.focus();
      return;
    }
    const values = buildLeadValues(state.input, form, rules, { serviceId: data.serviceId, url: location.href, extraData });
    void api.userTrack({
      cookie: document.cookie,
      referrer: document.referrer,
      url: location.href,
      localreferrer: document.referrer,
      userAgent: navigator.userAgent,
      ticketId: "",
      mode: rules.leadForm.trackMode,
      pageType: rules.leadDefaults.pageType,
      flag: rules.leadForm.trackFlag,
      email: values.email,
      mobile: values.phone,
      city: rules.leadForm.trackCity,
      language: values.language,
      serviceId: data.serviceId ?? null,
      channel: rules.leadForm.channel,
    });
    void flow.submit(values);
  };

  const busy = submitState.phase !== "idle";
  const layout = form.layoutVariation;
  const titleId = `${uid}-title`;
  return (
    <section className={`lead-form lead-form--l${layout}`} aria-labelledby={titleId} data-reset={submitState.resetFlag || undefined}>
      {form.images?.banner && <img className="lead-banner" src={form.images.banner.src} alt={form.images.banner.alt} width={form.images.banner.width} height={form.images.banner.height} />}
      <div className="lead-intro">
        <h2 id={titleId}>{form.title}</h2>
        {form.description && <p className="lead-description">{form.description}</p>}
        {form.images?.offer && <img className="lead-offer" src={form.images.offer.src} alt={form.images.offer.alt} width={form.images.offer.width} height={form.images.offer.height} />}
        {form.images?.side && <img className="lead-side" src={form.images.side.src} alt={form.images.side.alt} width={form.images.side.width} height={form.images.side.height} />}
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
        onClick={() => flow.formClicked()}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="lead-fields">{visibleFields(form).map(fieldFor)}</div>
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
            categories={data.categories.fields[0].options}
            selected={state.input.problemType || undefined}
            problemCategoryLabel={problemCategory}
            onSelect={(value, category) => {
              select("problemType")(value);
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
