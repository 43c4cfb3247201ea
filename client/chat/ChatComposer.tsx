import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ChatComposer_chat$key } from "../__generated__/ChatComposer_chat.graphql.ts";
import { usePostChatMessage } from "./useChatMutations.ts";

const fragment = graphql`
  fragment ChatComposer_chat on Chat {
    maxMessageLength
  }
`;

/** Typing a message: Enter sends it; the server's refusal (too fast, slow mode, muted) is shown under the field. */
export function ChatComposer({ chat, roomId, roomName }: { chat: ChatComposer_chat$key; roomId: string; roomName: string }) {
  const { maxMessageLength } = useFragment(fragment, chat);
  const post = usePostChatMessage();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    const outcome = await post({ input: { roomId, body: text } });
    setBusy(false);
    if (outcome.ok) {
      setText("");
      setError(null);
    } else {
      setError(outcome.message);
    }
  };
  const left = maxMessageLength - [...text].length;
  return (
    <form className="chat-composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="chat-composer-input">
        Message to {roomName}
      </label>
      <input
        id="chat-composer-input"
        className="chat-composer__input"
        value={text}
        maxLength={maxMessageLength}
        onChange={(event) => setText(event.target.value)}
        placeholder={`Message ${roomName}`}
        autoComplete="off"
        aria-describedby="chat-composer-help"
      />
      <button type="submit" className="button button--primary" disabled={busy || !text.trim()}>
        Send
      </button>
      <p id="chat-composer-help" className={`chat-composer__help${error ? " chat-composer__help--error" : ""}`} role={error ? "alert" : undefined}>
        {error ?? (left < 50 ? `${left} characters left` : "")}
      </p>
    </form>
  );
}
