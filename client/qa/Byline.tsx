import { LocalDate } from "../layout/LocalDate.tsx";

const DAY: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };

/** Who posted a question, answer or response, and on which day. */
export function Byline({ author, iconUrl, at }: { author: string; iconUrl: string | null | undefined; at: string }) {
  return (
    <p className="qa-byline">
      {iconUrl && <img src={iconUrl} alt="" width={20} height={20} />}
      <span>{author}</span>
      <LocalDate at={at} format={DAY} />
    </p>
  );
}
