import { useEffect, useId, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ChatMessage_message$key } from "../__generated__/ChatMessage_message.graphql.ts";
import { useRouter } from "../routing/router.tsx";
import { useHideChatMessage, useMuteChatPlayer, useMuteChatPlayerEverywhere, useReportChatMessage, type ChatOutcome } from "./useChatMutations.ts";

const fragment = graphql`
  fragment ChatMessage_message on ChatMessage {
    id
    body
    createdAt
    mine
    author {
      id
      username
      userIconUrl
    }
  }
`;

/** How long a moderator's mute from the message menu lasts. */
const MODERATOR_MUTE_MINUTES = 60;

const time = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

/** One message: avatar, username, time and text, with a menu to report or mute (and, for moderators, to hide or mute everywhere). */
export function ChatMessage({ message, isModerator }: { message: ChatMessage_message$key; isModerator: boolean }) {
  const data = useFragment(fragment, message);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const { reload } = useRouter();
  const report = useReportChatMessage();
  const mute = useMuteChatPlayer();
  const hide = useHideChatMessage();
  const muteEverywhere = useMuteChatPlayerEverywhere();

  useEffect(() => {
    if (open) menu.current?.querySelector("button")?.focus();
  }, [open]);

  const act = async (work: () => Promise<ChatOutcome>, done: string, then?: () => void) => {
    setOpen(false);
    menuButton.current?.focus();
    const outcome = await work();
    setNotice(outcome.ok ? done : outcome.message);
    if (outcome.ok) then?.();
  };
  const name = data.author.username;
  const actions = [
    ...(data.mine
      ? []
      : [
          { label: "Report message", run: () => act(() => report({ input: { messageId: data.id } }), "Thanks: the moderators will look at it.") },
          // The history is read again without their messages.
          { label: `Mute ${name}`, run: () => act(() => mute({ input: { authorId: data.author.id, muted: true } }), `${name} is muted for you.`, reload) },
        ]),
    ...(isModerator
      ? [
          { label: "Hide for everyone", run: () => act(() => hide({ input: { messageId: data.id } }), "Hidden.") },
          ...(data.mine
            ? []
            : [
                {
                  label: `Mute ${name} everywhere for ${MODERATOR_MUTE_MINUTES} minutes`,
                  run: () => act(() => muteEverywhere({ input: { authorId: data.author.id, minutes: MODERATOR_MUTE_MINUTES } }), `${name} cannot post for ${MODERATOR_MUTE_MINUTES} minutes.`),
                },
              ]),
        ]
      : []),
  ];

  return (
    <li className={`chat-message${data.mine ? " chat-message--mine" : ""}`}>
      <img className="chat-message__avatar avatar" src={data.author.userIconUrl} alt="" width={36} height={36} />
      <div className="chat-message__content">
        <p className="chat-message__meta">
          <span className="chat-message__author">{name}</span> <time dateTime={data.createdAt}>{time.format(new Date(data.createdAt))}</time>
        </p>
        <p className="chat-message__body">{data.body}</p>
        {notice && (
          <p className="chat-message__notice" role="status">
            {notice}
          </p>
        )}
      </div>
      {actions.length > 0 && (
        <div
          className="chat-message__actions"
          onKeyDown={(event) => {
            if (event.key === "Escape" && open) {
              setOpen(false);
              menuButton.current?.focus();
            }
          }}
        >
          <button
            ref={menuButton}
            type="button"
            className="chat-message__menu-button"
            aria-haspopup="true"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={`Actions for ${name}'s message`}
            onClick={() => setOpen(!open)}
          >
            ⋯
          </button>
          {open && (
            <div ref={menu} id={menuId} className="chat-message__menu">
              {actions.map((action) => (
                <button key={action.label} type="button" onClick={() => void action.run()}>
                  {action.label}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </li>
  );
}
