import { createContext, useContext, useEffect } from "react";

export interface PortalInfo {
  name: string;
  description: string;
}

export const PortalContext = createContext<PortalInfo>({ name: "", description: "" });

/** Sets the page title ("All Games - Playden") and, optionally, the page's meta description. */
export function usePageMeta(title: string | null, description?: string) {
  const portal = useContext(PortalContext);
  useEffect(() => {
    document.title = title ? `${title} - ${portal.name}` : portal.name;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = description ?? portal.description;
  }, [title, description, portal.name, portal.description]);
}
