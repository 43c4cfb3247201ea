import { useSession } from "../auth/Session.tsx";

/** Only signed-in players have challenges (docs/product/challenges.md#who-has-challenges): visitors and temporary users are invited to sign in. */
export function ChallengesInvite() {
  const { openSignIn } = useSession();
  return (
    <>
      <p>
        Sign in to take on weekly and seasonal challenges across our games. Each one you complete earns tokens, 14 in a week earn a weekly
        bonus, and the season track pays tokens and collectible pins.
      </p>
      <button type="button" className="button button--primary" onClick={openSignIn}>
        Sign in
      </button>
    </>
  );
}
