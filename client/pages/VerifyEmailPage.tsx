import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { VerifyEmailPageQuery } from "../__generated__/VerifyEmailPageQuery.graphql.ts";
import "../auth/auth.css";
import { linkOutcome } from "../auth/authApi.ts";
import { useSession } from "../auth/Session.tsx";
import { usePageMeta } from "../layout/PortalContext.tsx";
import type { PageProps } from "../routing/page.tsx";
import { Link, useRouter } from "../routing/router.tsx";
import { Notice } from "../notice/Notice.tsx";

const query = graphql`
  query VerifyEmailPageQuery {
    viewer {
      status
      email
      emailVerified
    }
  }
`;

/** Where the link of a verification mail lands (sign-up, Resend, a new email address). */
function VerifyEmailPage({ queryRef }: PageProps<VerifyEmailPageQuery>) {
  const { viewer } = usePreloadedQuery<VerifyEmailPageQuery>(query, queryRef);
  usePageMeta("Email verification");
  const { location } = useRouter();
  const { openSignIn } = useSession();
  const { error } = linkOutcome(location.search);
  const signedIn = viewer.status === "LOGGED_IN";
  return (
    <section className="narrow">
      <h1>Email verification</h1>
      {error ? (
        <Notice tone="warning">
          {error} {signedIn ? "You can send a new one from My Account." : "Sign in, then send a new one from My Account."}
        </Notice>
      ) : signedIn && viewer.emailVerified ? (
        <Notice tone="success">
          Thank you: {viewer.email} is verified.
        </Notice>
      ) : signedIn ? (
        <Notice tone="warning">
          {viewer.email} is not verified yet. Follow the link in the email we sent, or send a new one from My Account.
        </Notice>
      ) : (
        <p>Sign in to see whether your email address is verified.</p>
      )}
      <div className="page-actions">
        {signedIn ? (
          <Link to="/account" className="button button--primary">
            My Account
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={openSignIn}>
            Sign in
          </button>
        )}
        <Link to="/games-all" className="button button--secondary">
          Play games
        </Link>
      </div>
    </section>
  );
}

export default VerifyEmailPage;
