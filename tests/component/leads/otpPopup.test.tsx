// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LeadFormApi } from "../../../src/api/leadForm.js";
import type { JsonAnswer } from "../../../src/api/client.js";
import { OtpPopup } from "../../../src/blocks/leadForm/OtpPopup.js";
import type { LeadValues } from "../../../src/blocks/leadForm/leadValues.js";
import { LeadSubmitFlow } from "../../../src/blocks/leadForm/leadSubmitFlow.js";
import type { MessagesDocument } from "../../../src/documents/types.js";
import { projectRoot } from "../../unit/fixtureSite.js";
import { shimDialogs } from "../dialogShim.js";

// The lead form's OTP popup drawn from a real LeadSubmitFlow; only the server is canned:
// each leadOtp call takes the next answer of `otpAnswers` (an empty list answers 200).
beforeAll(shimDialogs);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const config = (file: string) => JSON.parse(readFileSync(join(projectRoot, "config", file), "utf8"));
const messages: MessagesDocument = config("messages.json");
const constants = config("constants.json");
const m = messages.otp;
const values = { phone: "9812345670", email: "asha@example.com" } as unknown as LeadValues;
const ok = (body: unknown = { status: true }): JsonAnswer<unknown> => ({ ok: true, status: 200, body });
const fail = (status: number): JsonAnswer<unknown> => ({ ok: false, status, body: { status: false } });
const unused = () => Promise.reject(new Error("the OTP popup makes no such call"));

async function openPopup(otpAnswers: JsonAnswer<unknown>[] = []) {
  const api = {
    getCity: unused,
    geoCity: unused,
    getCityDetails: unused,
    emailValidation: unused,
    captchaToken: unused,
    captchaVerification: unused,
    spamCheck: unused,
    ticket: unused,
    captchaFailLead: unused,
    userTrack: unused,
    leadOtp: vi.fn(async (_body: { mobileNumber: string; email: string; otp?: string }) => otpAnswers.shift() ?? ok()),
    createLead: vi.fn(async () => ok({ status: true, redirect: "/thank-you?lead=1" }) as Awaited<ReturnType<LeadFormApi["createLead"]>>),
  } satisfies LeadFormApi;
  const redirect = vi.fn();
  const flow = new LeadSubmitFlow(
    {
      // A service id that skips the captcha (constants captcha.skipForServiceIds) goes straight to the OTP step.
      serviceId: constants.captcha.skipForServiceIds[0],
      skipCaptchaForServiceIds: constants.captcha.skipForServiceIds,
      otp: constants.otp,
      formResetFlagMs: constants.formResetFlagMs,
      thankYouRoute: constants.leadForm.thankYouRoute,
      events: constants.leadForm.events,
      messages: { limitReached: m.limitReached, failed: m.failed, submitFailed: messages.leadForm.submitFailed, processLeadAfterCaptchaFailed: messages.logs.processLeadAfterCaptchaFailed },
    },
    { api, now: () => Date.now(), redirect, setCookie: vi.fn(), track: vi.fn(), log: vi.fn(), resetForm: vi.fn(), setTimer: vi.fn() },
  );
  render(
    <>
      <button type="submit">Send</button>
      <OtpPopup flow={flow} messages={m} returnFocus={() => screen.getByRole("button", { name: "Send" })} />
    </>,
  );
  await act(() => flow.submit(values));
  const dialog = screen.getByRole("dialog", { name: m.title });
  const boxes = Array.from({ length: constants.otp.length as number }, (_, i) => within(dialog).getByLabelText(m.digitLabel.replace("{n}", String(i + 1))) as HTMLInputElement);
  return { flow, api, redirect, dialog: dialog as HTMLDialogElement, boxes };
}
const type = (box: HTMLInputElement, digit: string) => act(async () => void fireEvent.change(box, { target: { value: box.value + digit } }));
const paste = (box: HTMLInputElement, text: string) => act(async () => void fireEvent.paste(box, { clipboardData: { getData: () => text } }));
const noticeOf = (box: HTMLElement) => document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent;

it("the popup's words and limits are the documents'", () => {
  expect(m.title).toBe("OTP Verification");
  expect(m.sentTo).toBe("Enter OTP received on");
  expect(m.resendIn).toBe("Resend OTP in {n}s");
  expect(m.failed).toBe("OTP verification failed! Please try again");
  expect(m.limitReached).toBe("You've reached the OTP limit. Retry later!.");
  expect(constants.otp).toMatchObject({ length: 6, resendCountdownSeconds: 30 });
});

describe("opening", () => {
  it("is closed until the flow asks for the OTP, then a modal titled 'OTP Verification' names the number, with focus in the first of six boxes", async () => {
    const { flow, api, dialog, boxes } = await openPopup();
    expect(api.leadOtp).toHaveBeenCalledWith({ mobileNumber: "9812345670", email: "asha@example.com" });
    expect(flow.getState().phase).toBe("otp");
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByText(m.sentTo, { exact: false }).textContent).toBe(`${m.sentTo} 9812345670`);
    expect(within(dialog).getByRole("group", { name: m.title }).querySelectorAll("input")).toHaveLength(6);
    expect(boxes.map((b) => b.value)).toEqual(["", "", "", "", "", ""]);
    expect(boxes[0].autocomplete).toBe("one-time-code");
    expect(document.activeElement).toBe(boxes[0]);
  });

  it("an OTP request answered 429 opens with the limit message and marked boxes", async () => {
    const { boxes } = await openPopup([fail(429)]);
    expect(screen.getByRole("alert").textContent).toBe(m.limitReached);
    expect(boxes.every((b) => b.getAttribute("aria-invalid") === "true")).toBe(true);
  });
});

describe("typing and pasting", () => {
  it("a digit moves focus to the next box; letters are dropped", async () => {
    const { boxes } = await openPopup();
    await type(boxes[0], "4");
    expect(boxes[0].value).toBe("4");
    expect(document.activeElement).toBe(boxes[1]);
    await type(boxes[1], "x");
    expect(boxes[1].value).toBe("");
    expect(document.activeElement).toBe(boxes[1]);
    await type(boxes[1], "2");
    expect(document.activeElement).toBe(boxes[2]);
  });

  it("a digit typed in front of a box's digit replaces it instead of spilling into the next box; focus selects the digit", async () => {
    const { boxes } = await openPopup();
    await type(boxes[0], "4");
    await act(async () => void fireEvent.change(boxes[0], { target: { value: "7" + boxes[0].value } }));
    expect(boxes.map((b) => b.value)).toEqual(["7", "", "", "", "", ""]);
    boxes[0].focus();
    expect([boxes[0].selectionStart, boxes[0].selectionEnd]).toEqual([0, 1]);
  });

  it("the sixth digit verifies by itself: leadOtp with mobileNumber, email and otp; success creates the lead with otpVerifiedStatus true and closes", async () => {
    const { flow, api, redirect, dialog, boxes } = await openPopup();
    for (const [i, d] of [..."12345"].entries()) await type(boxes[i], d);
    expect(api.leadOtp).toHaveBeenCalledTimes(1); // only the request so far
    await type(boxes[5], "6");
    expect(api.leadOtp).toHaveBeenLastCalledWith({ mobileNumber: "9812345670", email: "asha@example.com", otp: "123456" });
    expect(api.createLead).toHaveBeenCalledWith({ values, otpVerifiedStatus: true });
    expect(redirect).toHaveBeenCalledWith("/thank-you?lead=1");
    expect(dialog.open).toBe(false);
    expect(flow.getState().phase).toBe("idle");
  });

  it("pasting six digits into any box fills all six and verifies", async () => {
    const { api, boxes } = await openPopup();
    await paste(boxes[2], " 65-43 21");
    expect(api.leadOtp).toHaveBeenLastCalledWith({ mobileNumber: "9812345670", email: "asha@example.com", otp: "654321" });
  });

  it("while verifying the boxes are read-only", async () => {
    let answer!: (a: JsonAnswer<unknown>) => void;
    const { api, boxes } = await openPopup();
    api.leadOtp.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    await paste(boxes[0], "123456");
    expect(boxes.every((b) => b.readOnly)).toBe(true);
    await act(async () => answer(fail(400)));
    expect(boxes.every((b) => !b.readOnly)).toBe(true);
  });

  it("Backspace in an empty box goes to the previous box and clears it; in a filled box it is left to the browser", async () => {
    const { boxes } = await openPopup();
    await type(boxes[0], "4");
    await type(boxes[1], "2");
    expect(fireEvent.keyDown(boxes[2], { key: "Backspace" })).toBe(false);
    expect(document.activeElement).toBe(boxes[1]);
    expect(boxes[1].value).toBe("");
    expect(fireEvent.keyDown(boxes[0], { key: "Backspace" })).toBe(true); // holds a digit
    expect(fireEvent.keyDown(boxes[1], { key: "Backspace" })).toBe(false);
    expect(document.activeElement).toBe(boxes[0]);
    expect(boxes[0].value).toBe("");
    expect(fireEvent.keyDown(boxes[0], { key: "Backspace" })).toBe(true); // the first box has nowhere to go
    expect(document.activeElement).toBe(boxes[0]);
  });
});

describe("failures", () => {
  it("a wrong code marks the boxes and says 'OTP verification failed! Please try again', tied to them; a new digit clears it", async () => {
    const { flow, boxes, dialog } = await openPopup([ok(), fail(400)]);
    await paste(boxes[0], "123456");
    expect(screen.getByRole("alert").textContent).toBe(m.failed);
    expect(boxes.every((b) => b.getAttribute("aria-invalid") === "true")).toBe(true);
    expect(noticeOf(boxes[0])).toBe(m.failed);
    expect(within(dialog).getByRole("group").getAttribute("data-status")).toBe("error");
    expect(flow.getState().phase).toBe("otp");
    await act(async () => void fireEvent.change(boxes[5], { target: { value: "" } }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(boxes.some((b) => b.hasAttribute("aria-invalid"))).toBe(false);
  });

  it("an answer of HTTP 429 says the limit message", async () => {
    const { boxes } = await openPopup([ok(), fail(429)]);
    await paste(boxes[0], "123456");
    expect(screen.getByRole("alert").textContent).toBe(m.limitReached);
    expect(boxes.every((b) => b.getAttribute("aria-invalid") === "true")).toBe(true);
  });
});

describe("resend", () => {
  it("'Resend OTP in {n}s' counts down from 30; then the button resends without otp, clears the boxes, focuses the first and counts again", async () => {
    vi.useFakeTimers();
    const { api, boxes, dialog } = await openPopup();
    const resend = () => within(dialog).queryByRole("button", { name: m.resend });
    expect(within(dialog).getByText(m.resendIn.replace("{n}", "30"))).toBeTruthy();
    expect(resend()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(within(dialog).getByText(m.resendIn.replace("{n}", "29"))).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(28_000));
    expect(within(dialog).getByText(m.resendIn.replace("{n}", "1"))).toBeTruthy();
    expect(resend()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(within(dialog).queryByText(/Resend OTP in/)).toBeNull();
    await type(boxes[0], "7");
    await type(boxes[1], "8");
    api.leadOtp.mockClear();
    resend()!.focus();
    await act(async () => void fireEvent.click(resend()!));
    expect(api.leadOtp).toHaveBeenCalledTimes(1);
    expect(api.leadOtp).toHaveBeenCalledWith({ mobileNumber: "9812345670", email: "asha@example.com" });
    expect(boxes.map((b) => b.value)).toEqual(["", "", "", "", "", ""]);
    expect(document.activeElement).toBe(boxes[0]);
    expect(resend()).toBeNull();
    expect(within(dialog).getByText(m.resendIn.replace("{n}", "30"))).toBeTruthy();
  });

  it("a resend answered 429 says the limit message", async () => {
    vi.useFakeTimers();
    const { dialog } = await openPopup([ok(), fail(429)]);
    await act(async () => vi.advanceTimersByTime(30_000));
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: m.resend })));
    expect(screen.getByRole("alert").textContent).toBe(m.limitReached);
  });
});

describe("closing", () => {
  it("the close button closes the popup and the flow goes back to idle (loading cleared)", async () => {
    const { flow, dialog } = await openPopup();
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: m.close })));
    expect(dialog.open).toBe(false);
    expect(flow.getState()).toMatchObject({ phase: "idle", otp: null });
    // Focus goes back to the form's send button, not to the top of the page.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Send" }));
  });

  it("Escape (the dialog's cancel event) closes it the same way", async () => {
    const { flow, dialog } = await openPopup();
    const cancel = new Event("cancel", { cancelable: true });
    await act(async () => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true); // the flow closes it, not the browser behind its back
    expect(dialog.open).toBe(false);
    expect(flow.getState()).toMatchObject({ phase: "idle", otp: null });
  });

  it("a verification answered after closing changes nothing", async () => {
    let answer!: (a: JsonAnswer<unknown>) => void;
    const { flow, api, dialog, boxes } = await openPopup();
    api.leadOtp.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    await paste(boxes[0], "123456");
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: m.close })));
    await act(async () => answer(ok()));
    expect(api.createLead).not.toHaveBeenCalled();
    expect(dialog.open).toBe(false);
    expect(flow.getState().phase).toBe("idle");
  });
});
