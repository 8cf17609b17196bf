// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { getDefaultStore } from "jotai/vanilla";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ApiChatConversationView } from "../../../src/contract/types.js";
import { chatApi } from "../../../src/api/chat.js";
import { ChatWidget } from "../../../src/blocks/chat/ChatWidget.js";
import { chatIdentityAtom } from "../../../src/state/chat.js";
import { sessionAtom } from "../../../src/state/session.js";
import { chatServer, gstChat, message, resetChatAtoms, saturday1859 } from "./chatKit.js";

// The open chat (docs/chat.md, 'The chat widget'): the open call with the chat context, each kind of answer the bot waits for,
// the server's refusal at the field, the input box hidden until an agent writes, the cart on a redirect, Escape and focus.
const m = gstChat.messages;
beforeEach(() => {
  resetChatAtoms();
  window.history.replaceState(null, "", "/gst-registration");
});
afterEach(cleanup);

const view = (over: Partial<ApiChatConversationView>): ApiChatConversationView => ({ conversationId: "x", mode: "bot", messages: [], awaiting: null, revision: 0, ...over });
const greeting = message(1, "bot", "Hi! Getting a GST registration?");
const choices = { kind: "quickReplies" as const, options: ["See the plan and buy", "Talk to an expert now", "Leave a note"] };

/** The widget in hours, its panel opened by a click, the server answering `answers` in turn. */
async function openPanel(...answers: Partial<ApiChatConversationView>[]) {
  const server = chatServer();
  render(<ChatWidget {...gstChat} now={() => saturday1859} deps={server.deps} />);
  const id = server.deps.store.get(gstChat.storageKey + gstChat.page.url);
  server.answers.push(...answers.map((a) => view({ conversationId: id ?? "x", ...a })));
  fireEvent.click(screen.getByRole("button", { name: new RegExp(m.openChat) }));
  await waitFor(() => expect(screen.queryByText(m.opening)).toBeNull());
  return server;
}

describe("opening", () => {
  it("POST /api/chat/conversations with the page's id and the chat context; the history drawn; the live stream opened; focus in the panel", async () => {
    const server = await openPanel({ messages: [greeting, message(2, "visitor", "Leave a note")] });
    const [call] = server.calls;
    const id = server.store.values.get(gstChat.storageKey + gstChat.page.url)!;
    expect(call.url).toBe("/api/chat/conversations");
    expect(call.body).toEqual({
      conversationId: id,
      pageUrl: gstChat.page.url,
      serviceId: 95,
      pageType: "service",
      context: { clientConversationId: id, clientGroupId: gstChat.page.url, serviceName: "GST Registration", page_name: gstChat.page.title, section_name: gstChat.section },
    });
    const list = screen.getByRole("list", { name: m.conversation });
    expect(list.getAttribute("aria-live")).toBe("polite");
    expect(list.textContent).toContain("Hi! Getting a GST registration?");
    expect(server.streams[0].url).toBe(`/api/chat/conversations/${id}/stream?after=2`);
    expect(document.activeElement).toBe(screen.getByRole("dialog", { name: m.panelTitle }));
  });

  it("Escape closes the panel and gives the focus back to the icon", async () => {
    await openPanel({ messages: [greeting] });
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: new RegExp(m.openChat) }));
  });

  it("a failed open says so, and trying again opens it", async () => {
    const server = chatServer();
    render(<ChatWidget {...gstChat} now={() => saturday1859} deps={server.deps} />);
    fireEvent.click(screen.getByRole("button", { name: new RegExp(m.openChat) }));
    await screen.findByText(m.failed);
    server.answers.push(view({ messages: [greeting] }));
    fireEvent.click(screen.getByRole("button", { name: m.retry }));
    await screen.findByText("Hi! Getting a GST registration?");
  });

  it("an answer of 200 that holds no conversation (a proxy's `{}`) is a failed open, not an error thrown: it says so, and trying again opens it", async () => {
    const server = chatServer();
    const bodies = ["{}", JSON.stringify({ status: true, data: view({ messages: [greeting] }) })];
    const api = chatApi((async () => new Response(bodies.shift() ?? "{}", { status: 200 })) as unknown as typeof fetch);
    render(<ChatWidget {...gstChat} now={() => saturday1859} deps={{ ...server.deps, api }} />);
    fireEvent.click(screen.getByRole("button", { name: new RegExp(m.openChat) }));
    await screen.findByText(m.failed);
    fireEvent.click(screen.getByRole("button", { name: m.retry }));
    await screen.findByText("Hi! Getting a GST registration?");
  });
});

describe("answers the panel cannot draw", () => {
  // A 200 that says status and holds a conversation the panel cannot draw: some would throw in render (a `null` message,
  // quick replies without words or with objects for words, a refusal that is no sentence), the others draw an empty
  // message, an empty link or a question the bot never asked.
  const malformed = [
    { messages: [null] },
    { messages: [{ id: 1, author: "bot" }] },
    { messages: [greeting], awaiting: { kind: "quickReplies" } },
    { messages: [greeting], awaiting: { kind: "quickReplies", options: [{ label: "Leave a note" }] } },
    { messages: [greeting], awaiting: { kind: "link", url: "/gst-guide" } },
    { messages: [greeting], awaiting: true },
    { messages: [greeting], awaiting: null, refused: { message: "no" } },
  ];

  it("an open answered so is a failed open (the chat's failure and its retry), not an error thrown in render", async () => {
    for (const over of malformed) {
      const body = JSON.stringify({ status: true, data: { ...view({}), ...over } });
      const server = chatServer();
      const api = chatApi((async () => new Response(body, { status: 200 })) as unknown as typeof fetch);
      render(<ChatWidget {...gstChat} now={() => saturday1859} deps={{ ...server.deps, api }} />);
      fireEvent.click(screen.getByRole("button", { name: new RegExp(m.openChat) }));
      expect((await screen.findByRole("alert")).textContent, body).toContain(m.failed);
      expect(screen.getByRole("button", { name: m.retry })).toBeTruthy();
      cleanup();
      resetChatAtoms();
    }
  });

  it("a reply answered so is a failed send: the conversation drawn so far stays, with the chat's failure", async () => {
    const server = await openPanel({ messages: [greeting], awaiting: choices });
    server.answers.push(view({ messages: [greeting, message(2, "visitor", "Leave a note")], awaiting: { kind: "quickReplies", options: [{ label: "x" }] } as never }));
    fireEvent.click(screen.getByRole("button", { name: "Leave a note" }));
    expect((await screen.findByRole("alert")).textContent).toContain(m.failed);
    expect(screen.getByRole("list", { name: m.conversation }).textContent).toContain("Hi! Getting a GST registration?");
  });
});

describe("what the bot waits for", () => {
  it("quick replies are buttons that send their index", async () => {
    const server = await openPanel({ messages: [greeting], awaiting: choices }, { messages: [message(2, "visitor", "Leave a note")], awaiting: null });
    fireEvent.click(screen.getByRole("button", { name: "Leave a note" }));
    await screen.findByText("Leave a note", { selector: "li" });
    expect(server.calls[1].url).toMatch(/\/events$/);
    expect(server.calls[1].body).toEqual({ kind: "choice", index: 2 });
  });

  it("a link button opens its page and tells the bot", async () => {
    const server = await openPanel({ messages: [greeting], awaiting: { kind: "link", text: "Read the GST guide", url: "/gst-guide" } }, { awaiting: null });
    const link = screen.getByRole("link", { name: "Read the GST guide" });
    expect(link.getAttribute("href")).toBe("/gst-guide");
    fireEvent.click(link);
    await waitFor(() => expect(server.calls[1]?.body).toEqual({ kind: "link" }));
  });

  it("a question is an answer field; the server's refusal shows at the field and the text stays; an accepted name is what the chat knows of the visitor", async () => {
    const ask = { kind: "question" as const, field: "name" as const, placeholder: "Your name" };
    const server = await openPanel({ messages: [greeting], awaiting: ask }, { awaiting: ask, refused: "Please enter your name" }, { messages: [message(2, "visitor", "Asha Rao")], awaiting: null });
    const field = screen.getByLabelText(m.answerLabel) as HTMLInputElement;
    expect(field.placeholder).toBe("Your name");
    fireEvent.change(field, { target: { value: "A" } });
    fireEvent.submit(field.form!);
    await screen.findByText("Please enter your name");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.value).toBe("A");
    fireEvent.change(field, { target: { value: "Asha Rao" } });
    fireEvent.submit(field.form!);
    await screen.findByText("Asha Rao", { selector: "li" });
    expect(server.calls.map((c) => c.body).slice(1)).toEqual([{ kind: "text", text: "A" }, { kind: "text", text: "Asha Rao" }]);
    expect(getDefaultStore().get(chatIdentityAtom)).toEqual({ name: "Asha Rao" });
  });

  it("a signed-in visitor's name and email (the header's session) fill their answer fields; a mobile number the chat learnt fills its own", async () => {
    getDefaultStore().set(sessionAtom, { status: "signedIn", token: "t", user: { name: "Asha Rao", email: "asha@example.in", maskedEmail: null, profile_image: null } });
    getDefaultStore().set(chatIdentityAtom, { mobile: "9876501234" });
    const ask = (field: "name" | "email" | "mobile") => ({ messages: [greeting], awaiting: { kind: "question" as const, field } });
    await openPanel(ask("name"), ask("email"), ask("mobile"));
    for (const value of ["Asha Rao", "asha@example.in", "9876501234"]) {
      const field = screen.getByLabelText(m.answerLabel) as HTMLInputElement;
      expect(field.value).toBe(value);
      fireEvent.submit(field.form!);
      await waitFor(() => expect((screen.queryByLabelText(m.answerLabel) as HTMLInputElement | null)?.value).not.toBe(value));
    }
  });

  it("an answer with a redirect (a plan offered) takes the visitor to the cart", async () => {
    const server = await openPanel({ messages: [greeting], awaiting: choices }, { messages: [message(2, "bot", "Taking you to the payment page", { trigger: "paymentRedirect" })], redirect: "/cart?magicKey=abc" });
    fireEvent.click(screen.getByRole("button", { name: "See the plan and buy" }));
    await screen.findByText(m.goingToCart);
    expect(server.gone).toEqual(["/cart?magicKey=abc"]);
  });
});

describe("the chat input box", () => {
  it("is hidden while handed to the agents, shows once an agent's message arrives on the live stream, and goes when the conversation is closed", async () => {
    const server = await openPanel({ mode: "waiting", messages: [greeting, message(2, "bot", "Connecting you to a LIVE agent.", { trigger: "liveAgent" })] });
    expect(screen.queryByLabelText(m.messageLabel)).toBeNull();
    act(() => server.streams[0].send(message(2, "bot", "Connecting you to a LIVE agent.", { trigger: "liveAgent" })));
    expect(screen.getAllByText("Connecting you to a LIVE agent.")).toHaveLength(1);
    act(() => server.streams[0].send(message(3, "agent", "Hello, I am Meera. How can I help?", { agent: "Meera" })));
    expect(screen.getByText("Hello, I am Meera. How can I help?").textContent).toBeTruthy();
    expect(screen.getByLabelText(m.messageLabel)).toBeTruthy();
    act(() => server.streams[0].sendMode("closed"));
    expect(screen.queryByLabelText(m.messageLabel)).toBeNull();
    // Closed, the panel says so (the box is gone), and offers a new conversation on the page.
    expect(screen.getByRole("status").textContent).toContain(m.conversationEnded);
  });

  it("a stream event that is not a message or a mode it can draw (null, a proxy's line, a message without its text) is left out, and the next one is drawn", async () => {
    const server = await openPanel({ mode: "waiting", messages: [greeting] });
    act(() => {
      for (const data of ["null", "<html>", "{}", '{"id":3}', '{"id":"3","text":"x"}', "7"]) server.streams[0].sendRaw(data);
      for (const data of ["null", "{}", '{"mode":3}', "oops"]) server.streams[0].sendRaw(data, "mode");
    });
    act(() => server.streams[0].send(message(3, "agent", "Hello, I am Meera. How can I help?", { agent: "Meera" })));
    expect(screen.getByText("Hello, I am Meera. How can I help?").textContent).toBeTruthy();
    act(() => server.streams[0].sendMode("closed"));
    expect(screen.getByRole("status").textContent).toContain(m.conversationEnded);
  });

  it("an agent who writes while the bot still waits for an answer (the visitor stopped at its mobile question): the question goes and the box is for the agent", async () => {
    const question = { kind: "question" as const, field: "mobile" as const, placeholder: "10-digit mobile number" };
    const server = await openPanel({ mode: "bot", messages: [greeting, message(2, "bot", "Your mobile number, please")], awaiting: question });
    expect(screen.getByLabelText(m.answerLabel)).toBeTruthy();
    act(() => server.streams[0].sendMode("agent"));
    act(() => server.streams[0].send(message(3, "agent", "Hello, I am Meera. How can I help?", { agent: "Meera" })));
    expect(screen.queryByLabelText(m.answerLabel)).toBeNull();
    const box = screen.getByLabelText(m.messageLabel) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "I need GST for my shop" } });
    server.answers.push(view({ conversationId: server.store.values.get(gstChat.storageKey + gstChat.page.url)!, mode: "agent", messages: [message(4, "visitor", "I need GST for my shop")] }));
    fireEvent.submit(box.form!);
    await waitFor(() => expect(server.calls.at(-1)!.body).toEqual({ kind: "text", text: "I need GST for my shop" }));
  });

  it("a closed conversation: 'Start a new chat' forgets its id and opens a new one, with the bot's greeting", async () => {
    const server = await openPanel({ mode: "closed", messages: [greeting, message(2, "agent", "Glad to help. Bye!", { agent: "Meera" })] });
    const before = server.store.values.get(gstChat.storageKey + gstChat.page.url)!;
    expect(screen.getByRole("status").textContent).toContain(m.conversationEnded);
    server.answers.push(view({ mode: "bot", messages: [greeting], awaiting: choices }));
    fireEvent.click(screen.getByRole("button", { name: m.startAgain }));
    await waitFor(() => expect(screen.queryByText("Glad to help. Bye!")).toBeNull());
    const after = server.store.values.get(gstChat.storageKey + gstChat.page.url)!;
    expect(after).not.toBe(before);
    expect(server.calls.at(-1)).toMatchObject({ url: "/api/chat/conversations", body: { conversationId: after } });
    await waitFor(() => expect(screen.getByRole("button", { name: "Leave a note" })).toBeTruthy());
  });

  it("the visitor's answer made before the agent closed the conversation and received after the close: its message is drawn, and the conversation stays ended (the higher revision's mode)", async () => {
    const agentSaid = message(2, "agent", "Hello, I am Meera. How can I help?", { agent: "Meera" });
    const server = await openPanel({ mode: "agent", revision: 5, messages: [greeting, agentSaid] });
    const box = screen.getByLabelText(m.messageLabel) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "Are you still there?" } });
    // The server stored the message (revision 6) before the agent closed (7); the close's event comes first.
    server.answers.push(view({ mode: "agent", revision: 6, messages: [message(3, "visitor", "Are you still there?")] }));
    fireEvent.submit(box.form!);
    act(() => server.streams[0].sendMode("closed", 7));
    await screen.findByText("Are you still there?", { selector: "li" });
    expect(screen.queryByLabelText(m.messageLabel)).toBeNull();
    expect(screen.getByRole("status").textContent).toContain(m.conversationEnded);
    // A mode event older than what is drawn is left too.
    act(() => server.streams[0].sendMode("agent", 4));
    expect(screen.getByRole("status").textContent).toContain(m.conversationEnded);
  });

  it("an agent taking the conversation shows nothing yet: the box waits for the agent's first message", async () => {
    const server = await openPanel({ mode: "waiting", messages: [greeting] });
    act(() => server.streams[0].sendMode("agent"));
    expect(screen.queryByLabelText(m.messageLabel)).toBeNull();
  });
});
