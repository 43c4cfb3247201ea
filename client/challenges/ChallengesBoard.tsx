import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ChallengesBoard_challenges$data, ChallengesBoard_challenges$key } from "../__generated__/ChallengesBoard_challenges.graphql.ts";
import { Notice } from "../notice/Notice.tsx";
import { Link } from "../routing/router.tsx";
import { ConfirmPurchaseDialog } from "../store/ConfirmPurchaseDialog.tsx";
import type { Currency } from "../store/usePurchaseMutation.ts";
import { BonusMeters } from "./BonusMeters.tsx";
import { CommunityGoalCard } from "./CommunityGoalCard.tsx";
import { PinPicture } from "./PinPicture.tsx";
import { timeLeft } from "./timeLeft.ts";
import { useAcceptChallengeMutation, useDropChallengeMutation, useRemoveWonChallengeMutation, type ChallengeMutationResult } from "./useChallengeMutations.ts";

type Active = ChallengesBoard_challenges$data["active"][number];
type Goal = Active["goals"][number];

const KIND_LABEL: Record<string, string> = { seasonal: "Seasonal", pin: "Pin", weekly: "Weekly", blitz: "Blitz", super: "Super" };

function GoalLine({ goal }: { goal: Goal }) {
  const percent = Math.round((100 * Math.min(goal.done, goal.target)) / goal.target);
  return (
    <li className="challenge-goal">
      <span className="challenge-goal__text">{goal.description}</span>
      <span className="challenge-goal__bar" role="progressbar" aria-valuemin={0} aria-valuemax={goal.target} aria-valuenow={goal.done} aria-label={goal.description}>
        <span style={{ width: `${percent}%` }} />
      </span>
      <span className="challenge-goal__count">
        {goal.done}/{goal.target}
      </span>
    </li>
  );
}

function Reward({ tokens, pin }: { tokens: number; pin: { name: string; imageUrl: string } | null | undefined }) {
  return (
    <span className="challenge-reward">
      <span className="challenge-reward__tokens">● {tokens}</span>
      {pin && <PinPicture pin={pin} size={28} />}
    </span>
  );
}

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
          kind
          status
          tokens
          remainingMinutes
          pin {
            name
            imageUrl
          }
          goals {
            gameCode
            description
            target
            done
            game {
              slug
              name
            }
          }
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
            target
            done
            game {
              slug
              name
            }
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

  const playLink = (goals: readonly Goal[]) => {
    const open = goals.find((goal) => goal.done < goal.target && goal.game) ?? goals.find((goal) => goal.game);
    return open?.game ? (
      <Link to={`/game/${open.game.slug}/load`} className="button button--play challenge-card__play">
        Play {open.game.name}
      </Link>
    ) : null;
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
            <li key={challenge.id} className={`challenge-card challenge-card--${challenge.status.toLowerCase()}`} data-challenge={challenge.id}>
              <div className="challenge-card__top">
                <span className={`challenge-kind challenge-kind--${challenge.kind}`}>{KIND_LABEL[challenge.kind] ?? challenge.kind}</span>
                <Reward tokens={challenge.tokens} pin={challenge.pin} />
              </div>
              <ul className="challenge-goals">
                {challenge.goals.map((goal) => (
                  <GoalLine key={goal.gameCode + goal.description} goal={goal} />
                ))}
              </ul>
              {challenge.status === "COMPLETED" ? (
                <p className="challenge-card__done">
                  <span aria-hidden="true">✓</span> Completed: {challenge.tokens} tokens earned
                </p>
              ) : challenge.status === "FAILED" || challenge.remainingMinutes <= 0 ? (
                <p className="challenge-card__failed">Time is up</p>
              ) : (
                <div className="challenge-card__bottom">
                  <span className="challenge-card__time">{timeLeft(challenge.remainingMinutes)} left</span>
                  {playLink(challenge.goals)}
                  <button type="button" className="challenge-text-button" disabled={busy} onClick={() => void apply(drop(challenge.id))}>
                    Drop
                  </button>
                </div>
              )}
            </li>
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
          balance={buying === "GEMS" ? balances.gems : balances.tokens}
          onClose={() => setBuying(null)}
          onPurchased={onSlotBought}
        />
      )}
    </div>
  );
}
