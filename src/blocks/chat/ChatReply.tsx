import { useId, useState, type FormEvent } from "react";
import type { ApiChatAwaiting, ApiChatEventBody } from "../../contract/types.js";
import type { ChatIdentity } from "../../state/chat.js";
import type { ChatData } from "./chatData.js";

/** Sends an event; true when the server took it (an answer it refused stays in its field to be put right). */
export type Send = (event: ApiChatEventBody) => Promise<boolean>;

/** A text field with its send button: the answer to a bot's question (with the server's refusal at it, as the lead form shows one), or a message to the agent. */
export function ChatTextForm(props: { label: string; placeholder?: string; initial?: string; refused?: string; m: ChatData["messages"]; send: Send }) {
  const { label, placeholder, refused, m, send } = props;
  const [text, setText] = useState(props.initial ?? "");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    void send({ kind: "text", text: typed }).then((taken) => taken && setText(""));
  };
  return (
    <form className="chat-form lead-field" onSubmit={submit} {...(refused ? { "data-invalid": "" } : {})}>
      <label htmlFor={id}>{label}</label>
      <div className="chat-form-row">
        <input
          id={id}
          className="lead-input"
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? `${id}-error` : undefined}
        />
        <button type="submit">{m.send}</button>
      </div>
      {refused && (
        <p id={`${id}-error`} className="lead-field-error">
          {refused}
        </p>
      )}
    </form>
  );
}

/** What the visitor may answer the bot's waiting step: its quick replies as buttons, a link button, or an answer field. */
export function ChatReply({ awaiting, refused, known, m, send }: { awaiting: ApiChatAwaiting; refused?: string; known: ChatIdentity; m: ChatData["messages"]; send: Send }) {
  if (awaiting.kind === "quickReplies") {
    return (
      <div className="chat-replies">
        {awaiting.options.map((label, index) => (
          <button key={label} type="button" onClick={() => void send({ kind: "choice", index })}>
            {label}
          </button>
        ))}
      </div>
    );
  }
  if (awaiting.kind === "link") {
    // The page opens as a link does; the event tells the bot it was opened.
    return (
      <div className="chat-replies">
        <a className="chat-link-button" href={awaiting.url} target="_blank" rel="noopener" onClick={() => void send({ kind: "link" })}>
          {awaiting.text}
        </a>
      </div>
    );
  }
  const initial = awaiting.field === "name" || awaiting.field === "email" || awaiting.field === "mobile" ? known[awaiting.field] : undefined;
  return <ChatTextForm key={awaiting.field} label={m.answerLabel} placeholder={awaiting.placeholder} initial={initial} refused={refused} m={m} send={send} />;
}
