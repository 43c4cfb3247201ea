import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ChallengesBoard_challenges$key } from "../__generated__/ChallengesBoard_challenges.graphql.ts";
import { Notice } from "../notice/Notice.tsx";
import { ConfirmPurchaseDialog } from "../store/ConfirmPurchaseDialog.tsx";
import type { Currency } from "../store/usePurchaseMutation.ts";
import { BonusMeters } from "./BonusMeters.tsx";
import { CommunityGoalCard } from "./CommunityGoalCard.tsx";
import { ChallengeRow, KIND_LABEL, Reward } from "./ChallengeRow.tsx";
import { timeLeft } from "./timeLeft.ts";
import { useAcceptChallengeMutation, useDropChallengeMutation, useRemoveWonChallengeMutation, type ChallengeMutationResult } from "./useChallengeMutations.ts";

/** The Challenges page's body: slots with progress, suggestions, a slot to buy, bonuses, the won list and the community goal. */
export function ChallengesBoard({
  challenges: key,
  seed,
  balances,
  onChange,
  onSlotBought,
}: {
  challenges: ChallengesBoard_challenges$key;
  seed: number;
  balances: { gems: number; tokens: number };
  onChange: (next: ChallengesBoard_challenges$key) => void;
  onSlotBought: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment ChallengesBoard_challenges on Challenges {
        maxSlots
        remainingWeek
        quarter
        week
        active {
          id
          ...ChallengeRow_challenge
        }
        suggestions {
          id
          kind
          tokens
          remainingMinutes
          pin {
            name
            imageUrl
          }
          goals {
            gameCode
            description
          }
        }
        won {
          id
          kind
          tokens
          completedAt
          removable
          goals {
            description
          }
        }
        slotProduct {
          unitPriceGems
          unitPriceTokens
          ...ConfirmPurchaseDialog_product
        }
        ...BonusMeters_challenges
        community {
          ...CommunityGoalCard_goal
        }
      }
    `,
    key,
  );
  const [accept, accepting] = useAcceptChallengeMutation(seed);
  const [drop, dropping] = useDropChallengeMutation(seed);
  const [removeWon, removing] = useRemoveWonChallengeMutation(seed);
  const [message, setMessage] = useState<string | null>(null);
  const [buying, setBuying] = useState<Currency | null>(null);
  const busy = accepting || dropping || removing;
  const freeSlots = data.maxSlots - data.active.length;

  const apply = async (work: Promise<ChallengeMutationResult>) => {
    setMessage(null);
    const result = await work;
    if (result.ok) onChange(result.challenges);
    else setMessage(result.message);
  };

  return (
    <div className="challenges">
      {message && <Notice tone="error">{message}</Notice>}
      <section aria-labelledby="slots-heading">
        <h2 id="slots-heading" className="section-heading">
          Your challenges{" "}
          <span className="challenges__slots-count">
            {data.active.length} of {data.maxSlots} slots
          </span>
        </h2>
        <ul className="challenge-grid">
          {data.active.map((challenge) => (
            <ChallengeRow
              key={challenge.id}
              challenge={challenge}
              actions={
                <button type="button" className="challenge-text-button" disabled={busy} onClick={() => void apply(drop(challenge.id))}>
                  Drop
                </button>
              }
            />
          ))}
          {Array.from({ length: Math.max(0, freeSlots) }, (_, index) => (
            <li key={`free-${index}`} className="challenge-card challenge-card--free">
              Free slot: pick a challenge below
            </li>
          ))}
          <li className="challenge-card challenge-card--buy">
            <p>Want to work on more at once?</p>
            <div className="challenge-card__prices">
              {data.slotProduct.unitPriceGems !== null && (
                <button type="button" className="price-button price-button--gems" onClick={() => setBuying("GEMS")} aria-label={`Buy a challenge slot for ${data.slotProduct.unitPriceGems} gems`}>
                  + Slot ◆ {data.slotProduct.unitPriceGems}
                </button>
              )}
              {data.slotProduct.unitPriceTokens !== null && (
                <button type="button" className="price-button price-button--tokens" onClick={() => setBuying("TOKENS")} aria-label={`Buy a challenge slot for ${data.slotProduct.unitPriceTokens} tokens`}>
                  + Slot ● {data.slotProduct.unitPriceTokens}
                </button>
              )}
            </div>
          </li>
        </ul>
      </section>

      <section aria-labelledby="suggestions-heading">
        <h2 id="suggestions-heading" className="section-heading">
          Pick a challenge
        </h2>
        {data.suggestions.length === 0 ? (
          <p className="muted">No new challenges right now. Fresh ones arrive every Sunday at midnight (Los Angeles time).</p>
        ) : (
          <ul className="challenge-grid">
            {data.suggestions.map((challenge) => (
              <li key={challenge.id} className="challenge-card challenge-card--suggestion" data-challenge={challenge.id}>
                <div className="challenge-card__top">
                  <span className={`challenge-kind challenge-kind--${challenge.kind}`}>{KIND_LABEL[challenge.kind] ?? challenge.kind}</span>
                  <Reward tokens={challenge.tokens} pin={challenge.pin} />
                </div>
                <ul className="challenge-goals">
                  {challenge.goals.map((goal) => (
                    <li key={goal.gameCode + goal.description} className="challenge-goal challenge-goal--plain">
                      {goal.description}
                    </li>
                  ))}
                </ul>
                <div className="challenge-card__bottom">
                  <span className="challenge-card__time">{timeLeft(challenge.remainingMinutes)} left</span>
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={busy || freeSlots <= 0}
                    onClick={() => void apply(accept(challenge.id))}
                    aria-label={`Accept: ${challenge.goals.map((goal) => goal.description).join(", ")}`}
                  >
                    Accept
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {freeSlots <= 0 && data.suggestions.length > 0 && <p className="muted">All your slots are in use: finish or drop a challenge, or buy another slot.</p>}
      </section>

      <BonusMeters challenges={data} />
      <CommunityGoalCard goal={data.community} />

      <section aria-labelledby="won-heading">
        <h2 id="won-heading" className="section-heading">
          Won challenges
        </h2>
        {data.won.length === 0 ? (
          <p className="muted">Challenges you complete are listed here.</p>
        ) : (
          <ul className="won-list">
            {data.won.map((challenge) => (
              <li key={challenge.id}>
                <span className={`challenge-kind challenge-kind--${challenge.kind}`}>{KIND_LABEL[challenge.kind] ?? challenge.kind}</span>
                <span className="won-list__text">{challenge.goals.map((goal) => goal.description).join(", ")}</span>
                <span className="challenge-reward__tokens">● {challenge.tokens}</span>
                <time dateTime={challenge.completedAt}>{new Date(challenge.completedAt).toLocaleDateString()}</time>
                {challenge.removable && (
                  <button type="button" className="challenge-text-button" disabled={busy} onClick={() => void apply(removeWon(challenge.id))}>
                    Remove
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {buying && (
        <ConfirmPurchaseDialog
          product={data.slotProduct}
          currency={buying}
          balances={balances}
          onClose={() => setBuying(null)}
          onPurchased={onSlotBought}
        />
      )}
    </div>
  );
}
