import { useState, type FormEvent } from "react";
import { usePageMeta } from "../layout/PortalContext.tsx";
import { Notice, type NoticeTone } from "../notice/Notice.tsx";
import { Link } from "../routing/router.tsx";

export const COUPON_LENGTH = 16;

/** Redeem Coupon: the code is checked for its form here; redemption itself is not open yet. */
export function RedeemPage() {
  usePageMeta("Redeem Coupon");
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(
      code.length === COUPON_LENGTH
        ? { tone: "warning", text: "Coupon redemption is not open yet. Please keep your code and try again soon." }
        : { tone: "error", text: `Coupon codes are ${COUPON_LENGTH} characters long.` },
    );
  };
  return (
    <section className="narrow">
      <h1>Redeem Coupon</h1>
      <form className="form" onSubmit={submit}>
        <label className="form__field">
          <span>Coupon code</span>
          <input
            name="coupon"
            value={code}
            maxLength={COUPON_LENGTH}
            onChange={(e) => setCode(e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ""))}
            autoComplete="off"
          />
        </label>
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={code.length === 0}>
            Redeem
          </button>
          <Link to="/account" className="button button--secondary">
            My Account
          </Link>
        </div>
      </form>
    </section>
  );
}

export default RedeemPage;
