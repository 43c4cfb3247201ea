import { graphql, useFragment } from "react-relay/hooks";
import type { MutedPlayers_chat$key } from "../__generated__/MutedPlayers_chat.graphql.ts";
import { useRouter } from "../routing/router.tsx";
import { useMuteChatPlayer } from "./useChatMutations.ts";

const fragment = graphql`
  fragment MutedPlayers_chat on Chat {
    mutedAuthors {
      id
      username
      userIconUrl
    }
  }
`;

/** The players the viewer muted, each with Unmute (their messages come back). */
export function MutedPlayers({ chat }: { chat: MutedPlayers_chat$key }) {
  const { mutedAuthors } = useFragment(fragment, chat);
  const mute = useMuteChatPlayer();
  const { reload } = useRouter();
  if (mutedAuthors.length === 0) return null;
  return (
    <div className="chat-muted">
      <h2 className="chat-rooms__title">Muted</h2>
      <ul>
        {mutedAuthors.map((author) => (
          <li key={author.id} className="chat-muted__player">
            <img className="avatar" src={author.userIconUrl} alt="" width={24} height={24} />
            <span>{author.username}</span>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void mute({ input: { authorId: author.id, muted: false } }).then((outcome) => outcome.ok && reload())}
            >
              Unmute
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
