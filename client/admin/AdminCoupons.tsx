import { useState } from "react";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import type { AdminCoupons_coupon$key } from "../__generated__/AdminCoupons_coupon.graphql.ts";
import type { AdminCoupons_query$key } from "../__generated__/AdminCoupons_query.graphql.ts";
import type { AdminCouponsPaginationQuery } from "../__generated__/AdminCouponsPaginationQuery.graphql.ts";
import { ActionForm } from "./AdminActions.tsx";
import { AdminTable, utc } from "./AdminTable.tsx";
import { useCreateCoupon } from "./useAdminActions.ts";
import { counted } from "../text/counted.ts";

const fragment = graphql`
  fragment AdminCoupons_query on Query @refetchable(queryName: "AdminCouponsPaginationQuery") @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
    admin {
      coupons(first: $count, after: $cursor) @connection(key: "AdminCoupons_coupons") {
        __id
        edges {
          node {
            ...AdminCoupons_coupon
          }
        }
      }
    }
  }
`;

const couponFragment = graphql`
  fragment AdminCoupons_coupon on AdminCoupon @relay(plural: true) {
    id
    code
    gems
    tokens
    items
    expiresAt
    maxRedemptions
    redemptions
    note
    createdAt
    state
  }
`;

const STATE_TEXT = { ACTIVE: "Active", EXPIRED: "Expired", USED_UP: "Used up" } as const;

/** A code as players type it: four groups of four. */
function grouped(code: string): string {
  return code.replace(/(.{4})(?=.)/g, "$1-");
}

function grants(coupon: { gems: number; tokens: number; items: unknown }): string {
  const items = Array.isArray(coupon.items) ? coupon.items.length : 0;
  const parts = [...(coupon.gems > 0 ? [counted(coupon.gems, "gem")] : []), ...(coupon.tokens > 0 ? [counted(coupon.tokens, "token")] : []), ...(items > 0 ? [counted(items, "item")] : [])];
  return parts.join(", ") || "-";
}

function NewCouponForm({ connection }: { connection: string }) {
  const create = useCreateCoupon();
  const [gems, setGems] = useState("0");
  const [tokens, setTokens] = useState("0");
  const [expiresOn, setExpiresOn] = useState("");
  const [limit, setLimit] = useState("");
  const [note, setNote] = useState("");
  const [code, setCode] = useState("");
  const submit = async () => {
    const outcome = await create({
      input: { gems: Number(gems), tokens: Number(tokens), expiresOn: expiresOn || null, maxRedemptions: limit === "" ? null : Number(limit), note, code: code.trim() || null },
      connections: [connection],
    });
    if (!outcome.ok) return outcome;
    const made = outcome.answer.__typename === "AdminCouponCreated" ? outcome.answer.coupon.code : "";
    setCode("");
    return `Made coupon ${grouped(made)}. Players enter it under Redeem Coupon in their account menu.`;
  };
  return (
    <ActionForm title="New coupon" button="Make coupon" onSubmit={submit}>
      <div className="admin-form-row">
        <label className="form__field">
          <span>Gems</span>
          <input type="number" inputMode="numeric" min={0} max={100000} step={1} value={gems} onChange={(event) => setGems(event.target.value)} required />
        </label>
        <label className="form__field">
          <span>Tokens</span>
          <input type="number" inputMode="numeric" min={0} max={100000} step={1} value={tokens} onChange={(event) => setTokens(event.target.value)} required />
        </label>
        <label className="form__field">
          <span>Last day (UTC)</span>
          <input type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
          <small>Empty: it never expires.</small>
        </label>
        <label className="form__field">
          <span>Players at most</span>
          <input type="number" inputMode="numeric" min={1} step={1} value={limit} onChange={(event) => setLimit(event.target.value)} />
          <small>Empty: no limit.</small>
        </label>
      </div>
      <label className="form__field">
        <span>Note</span>
        <input value={note} onChange={(event) => setNote(event.target.value)} maxLength={200} placeholder="What it is for (only staff see it)" />
      </label>
      <label className="form__field">
        <span>Code</span>
        <input value={code} onChange={(event) => setCode(event.target.value)} maxLength={40} autoComplete="off" spellCheck={false} />
        <small>Empty: a random one. Your own: 16 letters and digits, without 0, O, 1 or I.</small>
      </label>
    </ActionForm>
  );
}

/** Coupons (admins): make one, and every coupon with its usage, newest first, a page at a time. */
export function AdminCoupons({ query }: { query: AdminCoupons_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminCouponsPaginationQuery, AdminCoupons_query$key>(fragment, query);
  const coupons = data.admin?.coupons;
  const rows = useFragment<AdminCoupons_coupon$key>(couponFragment, coupons?.edges.map((edge) => edge.node) ?? []);
  if (!coupons) return <p className="panel">Your role does not manage coupons.</p>;
  return (
    <>
      <div className="panel">
        <NewCouponForm connection={coupons.__id} />
      </div>
      <div className="panel" aria-busy={isLoadingNext}>
        <h2>Coupons</h2>
        <AdminTable
          caption="Every coupon, newest first"
          empty="No coupon yet."
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            ["Code", (row) => <code>{grouped(row.code)}</code>],
            ["Grants", grants],
            ["Redeemed", (row) => `${row.redemptions}${row.maxRedemptions == null ? " (no limit)" : ` of ${row.maxRedemptions}`}`],
            ["Redeemable until", (row) => (row.expiresAt ? utc(row.expiresAt) : "No end")],
            ["State", (row) => <span className="admin-badge">{STATE_TEXT[row.state as keyof typeof STATE_TEXT] ?? row.state}</span>],
            ["Note", (row) => row.note || "-"],
            ["Made", (row) => utc(row.createdAt)],
          ]}
        />
        {hasNext && (
          <button type="button" className="button button--secondary" onClick={() => loadNext(30)} disabled={isLoadingNext}>
            {isLoadingNext ? "Loading..." : "Older coupons"}
          </button>
        )}
      </div>
    </>
  );
}
