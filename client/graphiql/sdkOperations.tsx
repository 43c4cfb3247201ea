import { pick, UnStyledButton, useGraphiQL, useGraphiQLActions, type GraphiQLPlugin } from "@graphiql/react";
import type { SVGProps } from "react";
import { operations, type OperationName } from "../../games/sdk/operations.ts";
import { exampleVariables, operationKind } from "./exampleVariables.ts";

/**
 * The Game SDK's operations (games/sdk/operations.ts, the very documents the server accepts from
 * game frames as persisted operations) as examples in GraphiQL's sidebar: a developer opens one
 * in a tab of its own, with its variables to fill in, and runs it as the signed-in player.
 */
const EXAMPLES = (Object.keys(operations) as OperationName[]).map((name) => ({
  name,
  document: operations[name],
  kind: operationKind(operations[name]),
}));

const GROUPS = [
  { kind: "query", heading: "Queries" },
  { kind: "mutation", heading: "Mutations" },
  { kind: "subscription", heading: "Subscriptions" },
] as const;

function SdkOperations() {
  const { schema, queryEditor, variableEditor, tabs } = useGraphiQL(pick("schema", "queryEditor", "variableEditor", "tabs"));
  const { addTab, changeTab } = useGraphiQLActions();

  const open = (example: (typeof EXAMPLES)[number]) => {
    // Already open and unchanged: go to its tab instead of opening another.
    const index = tabs.findIndex((tab) => tab.query === example.document);
    if (index >= 0) {
      changeTab(index);
      return;
    }
    addTab();
    queryEditor?.setValue(example.document);
    const variables = exampleVariables(example.document, schema);
    variableEditor?.setValue(variables);
    // Show the variables to fill in. GraphiQL keeps its editor tools' visibility in its own
    // component's state; its Variables button is the one way in.
    if (variables) document.querySelector<HTMLElement>(".graphiql-editor-tools [data-name='variables']")?.click();
  };

  return (
    <section className="playden-sdk-operations" aria-labelledby="playden-sdk-operations-title">
      <h2 id="playden-sdk-operations-title">Game SDK operations</h2>
      <p>
        The operations a game frame may run: the SDK sends them by their sha256 as persisted operations, and the server refuses anything
        else from a frame. Open one to try it here as yourself; see <code>games/sdk/README.md</code>.
      </p>
      {GROUPS.map(({ kind, heading }) => {
        const examples = EXAMPLES.filter((example) => example.kind === kind);
        if (examples.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`playden-sdk-${kind}`}>
            <h3 id={`playden-sdk-${kind}`}>{heading}</h3>
            <ul>
              {examples.map((example) => (
                <li key={example.name}>
                  <UnStyledButton type="button" onClick={() => open(example)}>
                    {example.name}
                  </UnStyledButton>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

/** A game controller, drawn like GraphiQL's own sidebar icons (1em high, a 1.5 stroke of the text's colour). */
function ControllerIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" height="1em" fill="none" viewBox="0 0 24 20" {...props}>
      <path
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        d="M6.5 4.75h11a4.75 4.75 0 0 1 4.6 5.9l-1 4a3.2 3.2 0 0 1-5.7 1.2l-1.3-1.6h-4.2l-1.3 1.6a3.2 3.2 0 0 1-5.7-1.2l-1-4a4.75 4.75 0 0 1 4.6-5.9Z"
      />
      <path stroke="currentColor" strokeWidth={1.5} d="M7.5 7.5v4M5.5 9.5h4" />
      <circle cx={16} cy={8.5} r={0.9} fill="currentColor" />
      <circle cx={18} cy={11} r={0.9} fill="currentColor" />
    </svg>
  );
}

export const SDK_OPERATIONS_PLUGIN: GraphiQLPlugin = {
  title: "Game SDK operations",
  icon: ControllerIcon,
  content: SdkOperations,
};
