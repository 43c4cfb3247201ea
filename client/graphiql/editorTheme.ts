import { pick, useGraphiQL, useMonaco } from "@graphiql/react";
// Types only: the editor itself is the one GraphiQL loads.
import type { editor } from "monaco-editor";
import { useEffect } from "react";

/** GraphiQL's own dark editor theme, which passes axe as it is. */
const DARK = "graphiql-DARK";
/** Ours for the light theme: GraphiQL's graphiql-LIGHT with darker numbers. */
const LIGHT = "playden-LIGHT";

export const EDITOR_THEMES = { dark: DARK, light: LIGHT } as const;

const PRIMARY = "#d60590";
const PRIMARY_BACKGROUND = "#d6059019";
const BACKGROUND = "#ffffffff";

/**
 * GraphiQL's light editor theme (graphiql-LIGHT in @graphiql/react, which does not export it),
 * with one change: Monaco's light numbers (#098658) are 4.1:1 on the response's grey, under the
 * 4.5:1 text needs (axe color-contrast); ours are 5.5:1. The editors are transparent over
 * GraphiQL's panes, as in GraphiQL's theme.
 */
const LIGHT_THEME: editor.IStandaloneThemeData = {
  base: "vs",
  inherit: true,
  colors: {
    "editor.background": "#ffffff00",
    "scrollbar.shadow": "#ffffff00",
    "textLink.foreground": PRIMARY,
    "textLink.activeForeground": PRIMARY,
    "editorLink.activeForeground": PRIMARY,
    "editorHoverWidget.background": BACKGROUND,
    "list.hoverBackground": PRIMARY_BACKGROUND,
    "list.highlightForeground": PRIMARY,
    "list.focusHighlightForeground": PRIMARY,
    "menu.background": BACKGROUND,
    "editorSuggestWidget.background": BACKGROUND,
    "editorSuggestWidget.selectedBackground": PRIMARY_BACKGROUND,
    "editorSuggestWidget.selectedForeground": PRIMARY,
    "quickInput.background": BACKGROUND,
    "quickInputList.focusForeground": "#444444",
    "highlighted.label": PRIMARY,
    "quickInput.widget": PRIMARY,
    highlight: PRIMARY,
    "editorWidget.background": BACKGROUND,
    "input.background": "#3b4b6811",
    focusBorder: PRIMARY,
    "toolbar.hoverBackground": PRIMARY_BACKGROUND,
    "inputOption.hoverBackground": PRIMARY_BACKGROUND,
    "quickInputList.focusBackground": PRIMARY_BACKGROUND,
    "editorWidget.resizeBorder": PRIMARY,
    "pickerGroup.foreground": PRIMARY,
    "menu.selectionBackground": PRIMARY_BACKGROUND,
    "menu.selectionForeground": PRIMARY,
  },
  rules: [
    { token: "argument.identifier.gql", foreground: "#6c69ce" },
    { token: "number", foreground: "#07704a" },
  ],
};

/**
 * Defines our light editor theme once Monaco has loaded (GraphiQL loads it after the first render)
 * and applies it if GraphiQL chose it before it existed. A child of <GraphiQL> that draws nothing.
 */
export function EditorThemes(): null {
  const monaco = useMonaco((state) => state.monaco);
  const { monacoTheme } = useGraphiQL(pick("monacoTheme"));
  useEffect(() => {
    if (!monaco) return;
    monaco.editor.defineTheme(LIGHT, LIGHT_THEME);
    if (monacoTheme === LIGHT) monaco.editor.setTheme(LIGHT);
  }, [monaco, monacoTheme]);
  return null;
}
