import { graphql, useFragment } from "react-relay/hooks";
import type { TokenAdviceNotice_advice$key } from "../__generated__/TokenAdviceNotice_advice.graphql.ts";
import { Notice } from "../notice/Notice.tsx";

/** The server's word when gems cannot be bought (docs/product/currencies.md#when-gems-cannot-be-bought): pay with tokens, earn them, what they buy. */
export function TokenAdviceNotice({ advice: adviceKey }: { advice: TokenAdviceNotice_advice$key }) {
  const advice = useFragment(
    graphql`
      fragment TokenAdviceNotice_advice on TokenAdvice {
        notice
        earn
        buy
      }
    `,
    adviceKey,
  );
  return (
    <Notice tone="info">
      <strong>{advice.notice}</strong> {advice.earn} {advice.buy}
    </Notice>
  );
}
