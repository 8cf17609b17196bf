// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import LoginDrawer from "../../../src/blocks/login/LoginDrawer.js";
import { shimDialogs } from "../dialogShim.js";
import { dataFor, headerOf } from "../fixturePage.js";

// The drawer's drawing and keyboard behaviour. Its flow is tested in tests/unit/login/loginFlow.test.ts
// and against the real server in tests/e2e/login/login.spec.ts; here the server's answers are canned per call.
beforeAll(shimDialogs);

const answers: Record<string, { status: number; body: unknown }> = {};
const calls: { url: string; body: unknown }[] = [];
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  Object.assign(answers, {
    "/api/verifyUser": { status: 200, body: { status: true, inactive: false, isNewUser: false } },
    "/api/sendOtp": { status: 200, body: { status: true } },
    "/api/verifyOtp": { status: 401, body: { status: false, error: "wrong" } },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const a = answers[url] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(a.body), { status: a.status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const header = headerOf(dataFor("/"));
const m = header.login.messages;
const track = vi.fn();
const drawer = (onClose = vi.fn()) =>
  render(<LoginDrawer open onClose={onClose} login={header.login} tokenKey={header.tokenKey} portal={{ base: "https://portal.example.in", pageSource: "/", clickSource: "header-cta" }} track={track} />);

describe("screen 1", () => {
  it("is titled, labels its field, and keeps Continue disabled until the contact is valid", () => {
    drawer();
    const dialog = screen.getByRole("dialog", { name: "Login or Create account" });
    const field = within(dialog).getByLabelText(m.contactLabel);
    const go = within(dialog).getByRole("button", { name: m.continue });
    expect(document.activeElement).toBe(field);
    expect((go as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: "98123" } });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: "9812345678" } });
    expect((go as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(field, { target: { value: "ASHA@EXAMPLE.COM" } });
    expect((field as HTMLInputElement).value).toBe("asha@example.com");
    expect((go as HTMLButtonElement).disabled).toBe(false);
  });

  it("holding a number: at most 10 characters, and letters are blocked", () => {
    drawer();
    const field = screen.getByLabelText(m.contactLabel) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "98" } });
    expect(field.maxLength).toBe(10);
    expect(fireEvent.keyDown(field, { key: "a" })).toBe(false);
    expect(fireEvent.keyDown(field, { key: "7" })).toBe(true);
    fireEvent.change(field, { target: { value: "981234567890" } });
    expect(field.value).toBe("9812345678");
  });

  it("Enter submits a valid contact: verifyUser, then sendOtp with mobile_number, then screen 2 with focus in the first box", async () => {
    drawer();
    const field = screen.getByLabelText(m.contactLabel);
    fireEvent.change(field, { target: { value: "9812345678" } });
    fireEvent.submit(field.closest("form")!);
    const first = await screen.findByLabelText(m.otpDigit.replace("{n}", "1"));
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ["/api/verifyUser", { contact_number: "9812345678" }],
      ["/api/sendOtp", { mobile_number: "9812345678" }],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByText(m.resendIn.replace("{n}", "30"))).toBeTruthy();
  });

  it("an inactive account: the message shows under the field and is tied to it", async () => {
    answers["/api/verifyUser"] = { status: 200, body: { status: true, inactive: true, isNewUser: false } };
    drawer();
    const field = screen.getByLabelText(m.contactLabel);
    fireEvent.change(field, { target: { value: "9812345678" } });
    fireEvent.submit(field.closest("form")!);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(m.inactiveUser);
    expect(field.getAttribute("aria-describedby")).toBe(alert.id);
  });
});

describe("screen 2", () => {
  async function toCode() {
    const onClose = vi.fn();
    drawer(onClose);
    const field = screen.getByLabelText(m.contactLabel);
    fireEvent.change(field, { target: { value: "9812345678" } });
    fireEvent.submit(field.closest("form")!);
    await screen.findByLabelText(m.otpDigit.replace("{n}", "1"));
    const boxes = Array.from({ length: 6 }, (_, i) => screen.getByLabelText(m.otpDigit.replace("{n}", String(i + 1))) as HTMLInputElement);
    return { boxes, onClose };
  }

  it("a digit moves focus to the next box; Backspace in an empty box goes back", async () => {
    const { boxes } = await toCode();
    fireEvent.change(boxes[0], { target: { value: "4" } });
    expect(document.activeElement).toBe(boxes[1]);
    fireEvent.keyDown(boxes[1], { key: "Backspace" });
    expect(document.activeElement).toBe(boxes[0]);
    expect(boxes[0].value).toBe("");
  });

  it("a paste fills the boxes and verifies; a wrong code shows the error and marks the boxes", async () => {
    const { boxes } = await toCode();
    fireEvent.paste(boxes[0], { clipboardData: { getData: () => "123456" } });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(m.otpFailed);
    expect(calls.at(-1)).toEqual({ url: "/api/verifyOtp", body: { contact_number: "9812345678", otp: "123456" } });
    expect(boxes.every((b) => b.getAttribute("aria-invalid") === "true")).toBe(true);
    expect((screen.getByRole("button", { name: m.login }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("the right code: 'Verification successful', boxes locked, Login enabled", async () => {
    answers["/api/verifyOtp"] = { status: 200, body: { status: true, isMultiple: false, user_details: [], data: { token: "tok" } } };
    const { boxes } = await toCode();
    fireEvent.paste(boxes[0], { clipboardData: { getData: () => "123456" } });
    expect((await screen.findByRole("status")).textContent).toBe(m.otpVerified);
    expect(boxes.every((b) => b.readOnly)).toBe(true);
    expect((screen.getByRole("button", { name: m.login }) as HTMLButtonElement).disabled).toBe(false);
    expect(localStorage.getItem(header.tokenKey)).toBe("tok");
  });

  it("a 200 saying several accounts without their list shows the wrong-code error, not an accounts screen that throws", async () => {
    answers["/api/verifyOtp"] = { status: 200, body: { status: true, isMultiple: true, data: {} } };
    const { boxes } = await toCode();
    fireEvent.paste(boxes[0], { clipboardData: { getData: () => "123456" } });
    expect((await screen.findByRole("alert")).textContent).toBe(m.otpFailed);
    expect((screen.getByRole("button", { name: m.login }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("the shown number goes back to screen 1; the close icon resets the drawer and tells the header", async () => {
    const { onClose } = await toCode();
    fireEvent.click(screen.getByRole("button", { name: `${m.changeContact}: 9812345678` }));
    expect((screen.getByLabelText(m.contactLabel) as HTMLInputElement).value).toBe("9812345678");
    fireEvent.click(screen.getByRole("button", { name: m.close }));
    expect(onClose).toHaveBeenCalled();
    expect((screen.getByLabelText(m.contactLabel) as HTMLInputElement).value).toBe("");
  });
});

it("the legal line links its words to the privacy policy and the terms", () => {
  drawer();
  const legal = document.querySelector(".login-legal")!;
  expect(legal.textContent).toBe("By signing up you agree to our Privacy Policy and Terms & Conditions");
  for (const l of m.legalLinks) expect(within(legal as HTMLElement).getByRole("link", { name: l.text }).getAttribute("href")).toBe(l.url);
});

it("the button shows its loading state while a call runs", async () => {
  let release!: () => void;
  vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((r) => (release = () => r(new Response(JSON.stringify({ status: true, inactive: true, isNewUser: false }), { status: 200 }))))));
  drawer();
  const field = screen.getByLabelText(m.contactLabel);
  fireEvent.change(field, { target: { value: "9812345678" } });
  fireEvent.submit(field.closest("form")!);
  const go = screen.getByRole("button", { name: m.continue }) as HTMLButtonElement;
  await waitFor(() => expect(go.getAttribute("aria-busy")).toBe("true"));
  expect(go.disabled).toBe(true);
  await act(async () => release());
  await waitFor(() => expect(go.getAttribute("aria-busy")).toBeNull());
});
