import type { ReactNode } from "react";
import { Link } from "../routing/router.tsx";
import { adminPath } from "./adminChoice.ts";

/**
 * One of the player page's lists as a table: a caption, a header row and a row per item, or a
 * sentence when there are none (every list of the page is shown the same way).
 */
export function AdminTable<T>({ caption, columns, rows, rowKey, empty }: { caption: string; columns: readonly [string, (row: T) => ReactNode][]; rows: readonly T[]; rowKey: (row: T, index: number) => string; empty: string }) {
  return (
    <section className="admin-section" aria-label={caption}>
      <h3 className="admin-section__title">{caption}</h3>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={`${caption} (scrolls sideways)`}>
          <ColumnsTable className="admin-table" columns={columns} rows={rows} rowKey={rowKey} />
        </div>
      )}
    </section>
  );
}

/** The bare table of a list: a header row of the columns' titles and a row per item (also a small table inside a cell). */
export function ColumnsTable<T>({ className, label, columns, rows, rowKey }: { className: string; label?: string; columns: readonly [string, (row: T) => ReactNode][]; rows: readonly T[]; rowKey: (row: T, index: number) => string }) {
  return (
    <table className={className} aria-label={label}>
      <thead>
        <tr>
          {columns.map(([title]) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map(([title, cell]) => (
              <td key={title}>{cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const WHEN: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" };

/** A moment as the console writes it: in UTC, so operators in different places read the same time. */
export function utc(at: string | null | undefined): string {
  return at ? `${new Date(at).toLocaleString("en-US", WHEN)} UTC` : "-";
}

/** A user id that opens the player's page in the console. */
export function PlayerLink({ userId }: { userId: string }) {
  return (
    <Link to={adminPath({ search: userId, userId })}>
      <code>{userId}</code>
    </Link>
  );
}
