import { useState, type FormEvent } from "react";
import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { RedeemPageQuery } from "../__generated__/RedeemPageQuery.graphql.ts";
import { useSession } from "../auth/Session.tsx";
import { useRedeemCouponMutation } from "../coupons/useRedeemCouponMutation.ts";
import { usePageMeta } from "../layout/PortalContext.tsx";
import { Notice, type NoticeTone } from "../notice/Notice.tsx";
import type { PageProps } from "../routing/page.tsx";
import { Link } from "../routing/router.tsx";

const query = graphql`
  query RedeemPageQuery {
    viewer {
      status
    }
    portal {
      couponCodeLength
    }
  }
`;

/** Letters and digits as the player types them, grouped in fours for reading ("ABCD-EFGH-..."). */
function grouped(typed: string, length: number): string {
  const characters = typed.toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, length);
  return characters.replace(/(.{4})(?=.)/g, "$1-");
}

/** Redeem Coupon: a signed-in player types a code; the server says what it gave or why not. */
function RedeemPage({ queryRef }: PageProps<RedeemPageQuery>) {
  const { viewer, portal } = usePreloadedQuery<RedeemPageQuery>(query, queryRef);
  usePageMeta("Redeem Coupon");
  const { openSignIn } = useSession();
  const redeem = useRedeemCouponMutation();
  const length = portal.couponCodeLength;
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const characters = code.replace(/-/g, "").length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (characters !== length) {
      setMessage({ tone: "error", text: `Coupon codes are ${length} letters and digits.` });
      return;
    }
    setBusy(true);
    const outcome = await redeem(code);
    setBusy(false);
    setMessage({ tone: outcome.ok ? "success" : "error", text: outcome.message });
    if (outcome.ok) setCode("");
  };
  const signedIn = viewer.status === "LOGGED_IN";
  return (
    <section className="narrow">
      <h1>Redeem Coupon</h1>
      {signedIn ? (
        <form className="form" onSubmit={submit}>
          <p>Type the {length}-character code from an email, a newsletter or an event. Each code can be redeemed once per account.</p>
          <label className="form__field">
            <span>Coupon code</span>
            <input
              name="coupon"
              value={code}
              maxLength={length + Math.floor((length - 1) / 4)}
              onChange={(event) => setCode(grouped(event.target.value, length))}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={grouped("X".repeat(length), length)}
            />
          </label>
          {message && <Notice tone={message.tone}>{message.text}</Notice>}
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={characters === 0 || busy}>
              {busy ? "Redeeming..." : "Redeem"}
            </button>
            <Link to="/account" className="button button--secondary">
              My Account
            </Link>
          </div>
        </form>
      ) : (
        <>
          <p>Sign in to redeem a coupon: what it gives is kept with your account.</p>
          <div className="page-actions">
            <button type="button" className="button button--primary" onClick={openSignIn}>
              Sign in
            </button>
          </div>
        </>
      )}
    </section>
  );
}

export default RedeemPage;
