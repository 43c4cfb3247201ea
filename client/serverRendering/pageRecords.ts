import type { RecordSource } from "relay-runtime";

/** Relay's records by id, as its RecordSource gives and takes them. */
export type PageRecords = ReturnType<RecordSource["toJSON"]>;

/**
 * A server-rendered page carries the Relay records it was rendered from, in a JSON script element
 * (data, not code: no script runs from it). The browser's store starts from them, so hydration
 * sees the server's data and the page's queries ask nothing again.
 */
export const PAGE_RECORDS_ELEMENT_ID = "portal-records";

/** The records as the content of a `<script type="application/json">`: nothing in it can close the element. */
export function recordsScript(records: PageRecords): string {
  const json = JSON.stringify(records).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${PAGE_RECORDS_ELEMENT_ID}">${json}</script>`;
}

function isPageRecords(value: unknown): value is PageRecords {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((record) => typeof record === "object" && record !== null);
}

/** The records the server rendered this page from, or null when the page was not server-rendered. */
export function serverRenderedRecords(document: Document): PageRecords | null {
  const text = document.getElementById(PAGE_RECORDS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const records: unknown = JSON.parse(text);
    return isPageRecords(records) ? records : null;
  } catch {
    return null;
  }
}
