import { useState, useTransition, type FormEvent } from "react";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import type { QaSection_game$key } from "../__generated__/QaSection_game.graphql.ts";
import type { QaSection_portal$key } from "../__generated__/QaSection_portal.graphql.ts";
import type { QaSectionPaginationQuery } from "../__generated__/QaSectionPaginationQuery.graphql.ts";
import { useSession } from "../auth/Session.tsx";
import { PostForm } from "./PostForm.tsx";
import { QaQuestionItem } from "./QaQuestionItem.tsx";
import { useAskQuestion } from "./useQaMutations.ts";
import "./qa.css";
import { useHydrated } from "../serverRendering/useHydrated.ts";

const PAGE = 5;
type Sort = "VOTES" | "NEWEST";

/** A game's questions and answers on its about page: search, sort, ask, answer, respond, vote, load more. */
export function QaSection({ game: gameKey, portal: portalKey }: { game: QaSection_game$key; portal: QaSection_portal$key }) {
  // Searching and sorting are the app's: not before it runs the page (a search would reload it).
  const running = useHydrated();
  const { data: game, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<QaSectionPaginationQuery, QaSection_game$key>(
    graphql`
      fragment QaSection_game on Game
      @refetchable(queryName: "QaSectionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }, sort: { type: "QaSort", defaultValue: VOTES }, search: { type: "String" }) {
        code
        name
        questions(first: $count, after: $cursor, sort: $sort, search: $search) @connection(key: "QaSection_questions") {
          __id
          edges {
            node {
              id
              ...QaQuestionItem_question
            }
          }
        }
      }
    `,
    gameKey,
  );
  const { qaLimits: limits } = useFragment(
    graphql`
      fragment QaSection_portal on Portal {
        qaLimits {
          question {
            min
            max
          }
          answer {
            min
            max
          }
          response {
            min
            max
          }
          searchMax
          reportReasonMax
        }
      }
    `,
    portalKey,
  );
  const { status, openSignIn } = useSession();
  const canPost = status === "loggedIn";
  const [ask] = useAskQuestion();
  const [sort, setSort] = useState<Sort>("VOTES");
  const [search, setSearch] = useState("");
  const [shownSearch, setShownSearch] = useState("");
  const [pending, startTransition] = useTransition();

  const show = (next: { sort: Sort; search: string }) => {
    setSort(next.sort);
    setShownSearch(next.search);
    startTransition(() => {
      refetch({ sort: next.sort, search: next.search.trim() || null, count: PAGE }, { fetchPolicy: "network-only" });
    });
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ sort, search });
  };
  const questions = game.questions.edges.map((edge) => edge.node);

  return (
    <section className="qa" aria-labelledby="qa-heading">
      <h2 id="qa-heading" className="section-heading">
        Questions and answers
      </h2>
      <div className="qa__tools">
        <form role="search" className="qa__search" onSubmit={submitSearch}>
          <label htmlFor="qa-search" className="visually-hidden">
            Search questions about {game.name}
          </label>
          <input
            id="qa-search"
            type="search"
            placeholder="Search questions"
            maxLength={limits.searchMax}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            disabled={!running}
          />
          <button type="submit" className="button button--secondary" disabled={!running}>
            Search
          </button>
        </form>
        <label className="qa__sort">
          <span>Sort by</span>
          <select value={sort} disabled={!running} onChange={(event) => show({ sort: event.target.value === "NEWEST" ? "NEWEST" : "VOTES", search: shownSearch })}>
            <option value="VOTES">Most votes</option>
            <option value="NEWEST">Newest</option>
          </select>
        </label>
      </div>
      {canPost ? (
        <PostForm
          label={`Ask a question about ${game.name}`}
          submitLabel="Ask"
          limits={limits.question}
          onSubmit={(text) => ask({ input: { game: game.code, text }, connections: [game.questions.__id] })}
        />
      ) : (
        <p className="qa__sign-in">
          <button type="button" className="link-button" onClick={openSignIn}>
            Sign in
          </button>{" "}
          to ask, answer and vote.
        </p>
      )}
      <div aria-busy={pending} className={pending ? "qa__list qa__list--pending" : "qa__list"}>
        {questions.length === 0 ? (
          <p className="muted">{shownSearch ? `No questions match "${shownSearch}".` : "No questions yet. Be the first to ask!"}</p>
        ) : (
          <ol className="qa-questions">
            {questions.map((question) => (
              <QaQuestionItem key={question.id} question={question} limits={limits} canPost={canPost} onSignIn={openSignIn} />
            ))}
          </ol>
        )}
        {hasNext && (
          <button type="button" className="button button--secondary" disabled={isLoadingNext} onClick={() => loadNext(PAGE)}>
            {isLoadingNext ? "Loading…" : "More questions"}
          </button>
        )}
      </div>
    </section>
  );
}
