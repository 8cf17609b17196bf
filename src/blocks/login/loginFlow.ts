import type { Contact, LoginApi } from "../../api/login.js";
import { FlowStore } from "../flowStore.js";
import { emptyDigits, otpEntryReducer, type OtpEntryAction } from "../otp/otpEntry.js";
import type { OtpRules } from "../otp/otpRules.js";
import { secondsUntil } from "../ui/countdown.js";
import { portalHref, signUpHref } from "../portal/portalLinks.js";
import { parseContact, normaliseContactInput, type ContactRules } from "./contactInput.js";
import { initialLoginState, type LoginState } from "./loginState.js";

export interface LoginRules extends ContactRules {
  otp: OtpRules;
}

export interface LoginDeps {
  api: LoginApi;
  token: { read(): string | null; write(token: string): void; clear(): void };
  /** Leaves the site for the portal. */
  redirect(url: string): void;
  now(): number;
  track(event: "detailsEntered" | "otpEntered" | "otpSuccess" | "otpFailure" | "otpResent", label: string): void;
  /** Failures that are logged only (the visitor sees the button leave its loading state). */
  log(message: string, detail?: unknown): void;
  messages: { inactiveUser: string; otpFailed: string; otpVerified: string };
  portal: { base: string; pageSource: string; clickSource: string };
}

/**
 * The login panel's flow (docs/login.md; every transition in tests/unit/login/loginFlow.test.ts): three screens,
 * plain TypeScript with no DOM. The drawer draws `state` and calls the methods; everything
 * that reaches outside (the API, storage, the address bar, the clock, analytics, the console)
 * comes in through `LoginDeps`, so every transition can be driven in a test.
 */
export class LoginFlow extends FlowStore<LoginState> {
  constructor(
    private rules: LoginRules,
    private deps: LoginDeps,
  ) {
    super(initialLoginState(rules.otp.length));
  }

  /** The contact the field holds, or null while Continue must stay disabled. */
  validContact(): Contact | null {
    return parseContact(this.state.input, this.rules);
  }

  setInput(value: string) {
    this.set({ input: normaliseContactInput(value, this.rules), notice: null });
  }

  /** Screen 1 → 2 for an active user; an inactive one stays with a message; a new one goes to the portal's sign-up. */
  async submitContact(): Promise<void> {
    const contact = this.validContact();
    if (!contact || this.state.busy) return;
    this.deps.track("detailsEntered", contact.kind);
    this.set({ busy: true, notice: null });
    const answer = await this.deps.api.verifyUser(contact);
    if (!answer.ok) {
      this.deps.log("verifyUser failed", answer);
      return this.set({ busy: false });
    }
    if (answer.body.inactive) return this.set({ busy: false, notice: { tone: "error", text: this.deps.messages.inactiveUser } });
    if (answer.body.isNewUser) return this.deps.redirect(signUpHref(this.deps.portal, contact));
    await this.send(contact);
    this.set({ ...this.freshOtp(), screen: "otp", contact, busy: false });
  }

  private async send(contact: Contact) {
    const sent = await this.deps.api.sendOtp(contact);
    if (!sent.ok) this.deps.log("sendOtp failed", sent);
  }

  private freshOtp(): Pick<LoginState, "digits" | "otpStatus" | "notice" | "resendAt" | "accounts" | "selected"> {
    return { digits: emptyDigits(this.rules.otp.length), otpStatus: "empty", notice: null, resendAt: this.deps.now() + this.rules.otp.resendCountdownSeconds * 1000, accounts: [], selected: null };
  }

  /** Whole seconds until resend is offered; 0 when it is. */
  resendSecondsLeft(): number {
    return secondsUntil(this.state.resendAt, this.deps.now());
  }

  /**
   * Writes digits into the boxes from `index` on (one typed digit, or a pasted code), and
   * verifies when every box is filled. Returns the box that should have focus next.
   */
  enterDigits(index: number, typed: string): number {
    if (this.state.otpStatus === "verified" || this.state.busy) return index;
    return this.edit({ type: "typed", index, text: typed }) ?? index;
  }

  /** Backspace in an empty box moves to the previous one and clears it. */
  backspace(index: number): number {
    if (this.state.otpStatus === "verified") return index;
    return this.edit({ type: "backspace", index }) ?? index;
  }

  private edit(action: OtpEntryAction): number | null {
    const step = otpEntryReducer({ digits: this.state.digits, refused: this.state.otpStatus === "error" }, action);
    if (!step) return null;
    if (this.state.busy) return step.focus; // a code is being checked: the boxes keep it
    this.set({ digits: step.entry.digits, otpStatus: "empty", notice: null });
    if (step.complete) void this.verify();
    return step.focus;
  }

  private async verify() {
    const { contact, digits } = this.state;
    if (!contact) return;
    this.deps.track("otpEntered", contact.kind);
    this.set({ busy: true });
    const answer = await this.deps.api.verifyOtp(contact, digits.join(""));
    // A 2xx that says status but holds neither the token nor, for several accounts, their list (a proxy's or a
    // stand-in's) is a failed verify too: not a throw on the accounts screen, nor a Login that leads nowhere.
    if (!answer.ok || !answer.body.status || !(answer.body.isMultiple ? answer.body.user_details?.every?.((a) => typeof a?.user_uuid == "string" && typeof (a.email ?? "") == "string") : answer.body.data?.token)) {
      this.deps.track("otpFailure", contact.kind);
      return this.set({ busy: false, otpStatus: "error", notice: { tone: "error", text: this.deps.messages.otpFailed } });
    }
    this.deps.track("otpSuccess", contact.kind);
    if (answer.body.isMultiple) {
      // Several accounts share the contact: no token until one is chosen.
      this.deps.token.clear();
      this.set({ accounts: answer.body.user_details, selected: null });
    } else {
      this.deps.token.write(answer.body.data.token!);
    }
    this.set({ busy: false, otpStatus: "verified", notice: { tone: "success", text: this.deps.messages.otpVerified } });
  }

  /** Login (enabled once verified): with a stored token straight to the portal, otherwise to the list of accounts. */
  login() {
    if (this.state.otpStatus !== "verified") return;
    const token = this.deps.token.read();
    if (token) return this.deps.redirect(portalHref(this.deps.portal, token));
    this.set({ screen: "accounts" });
  }

  async resend(): Promise<void> {
    const { contact } = this.state;
    if (!contact || this.resendSecondsLeft() > 0 || this.state.otpStatus === "verified") return;
    this.deps.track("otpResent", contact.kind);
    this.set(this.freshOtp());
    await this.send(contact);
  }

  select(userUuid: string) {
    this.set({ selected: userUuid });
  }

  /** Screen 3: Continue logs in as the chosen account and goes to the portal with its token. */
  async continueWithAccount(): Promise<void> {
    const { selected } = this.state;
    if (!selected || this.state.busy) return;
    this.set({ busy: true });
    const answer = await this.deps.api.loginUser(selected);
    if (!answer.ok || !answer.body.data?.token) {
      this.deps.log("login-user failed", answer);
      return this.set({ busy: false });
    }
    this.deps.token.write(answer.body.data.token);
    this.deps.redirect(portalHref(this.deps.portal, answer.body.data.token));
  }

  /** The shown phone or email: back to screen 1 with it in the field. */
  changeContact() {
    this.set({ ...initialLoginState(this.rules.otp.length), input: this.state.contact?.value ?? this.state.input });
  }

  /** Closing the drawer resets it to screen 1. */
  reset() {
    this.set(initialLoginState(this.rules.otp.length));
  }
}
