import { createContext, useContext, useEffect } from "react";

export interface PortalInfo {
  name: string;
  description: string;
}

export const PortalContext = createContext<PortalInfo>({ name: "", description: "" });

export interface PageMeta {
  title: string;
  description: string;
}

/** Given only when the server renders a page: it takes the page's title and description for the HTML's head. */
export const ServerPageMeta = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the page title ("All Games - Playden") and, optionally, the page's meta description. */
export function usePageMeta(title: string | null, description?: string) {
  const portal = useContext(PortalContext);
  const fullTitle = title ? `${title} - ${portal.name}` : portal.name;
  const content = description ?? portal.description;
  useContext(ServerPageMeta)?.({ title: fullTitle, description: content });
  useEffect(() => {
    document.title = fullTitle;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = content;
  }, [fullTitle, content]);
}
