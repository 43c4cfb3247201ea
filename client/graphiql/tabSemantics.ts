/**
 * GraphiQL 5 draws its operation tabs as `<ul role="tablist">` of `<li role="tab">`, each holding
 * two buttons (the tab's title and its close button): a tab with focusable controls inside
 * (axe: nested-interactive), and no arrow-key navigation of a tablist either. Moving the tab role to
 * the title button does not do: the close buttons would then be children a tablist may not have
 * (axe: aria-required-children). What the tabs are to a keyboard is a list of buttons, each
 * reached with Tab, so that is what they say: a plain list, the current operation's button marked
 * `aria-current`, and the session a region named by that button.
 *
 * React sets these attributes again whenever it renders a tab anew (a new tab, another active
 * one), so an observer puts them right each time, before the page is next painted.
 */
export function keepTabsAList(root: HTMLElement): () => void {
  const repair = () => {
    for (const list of root.querySelectorAll<HTMLElement>("ul.graphiql-tabs[role]")) list.removeAttribute("role");
    for (const tab of root.querySelectorAll<HTMLElement>("li.graphiql-tab")) {
      if (tab.hasAttribute("role")) tab.removeAttribute("role");
      if (tab.hasAttribute("aria-selected")) tab.removeAttribute("aria-selected");
      const button = tab.querySelector<HTMLElement>(".graphiql-tab-button");
      const current = tab.classList.contains("graphiql-tab-active");
      if (button && current !== button.hasAttribute("aria-current")) {
        if (current) button.setAttribute("aria-current", "true");
        else button.removeAttribute("aria-current");
      }
    }
    const session = root.querySelector<HTMLElement>("#graphiql-session[role='tabpanel']");
    session?.setAttribute("role", "region");
  };
  const observer = new MutationObserver(repair);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["role", "aria-selected", "class"] });
  repair();
  return () => observer.disconnect();
}
