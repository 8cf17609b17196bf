import { createContext, useContext, type ReactNode } from "react";

/**
 * True inside an island that the browser hydrates over its prerendered HTML (hydrateIslands.tsx); false in the
 * prerender and in a client render (tests, the editor), where React draws everything itself.
 */
export const ServerHtmlContext = createContext(false);

/*
 * One object for every render: React sets innerHTML again whenever the prop is a new object, which would wipe the
 * prerendered children it is meant to keep.
 */
const keepServerChildren = { __html: "" };

/**
 * The props that give an element children that never change in the browser (the header's menu links): the prerender
 * draws them; an island hydrating over that HTML leaves them as they are, so hydration neither walks them nor holds
 * them in React (React hydrates an element with innerHTML without its children, and never writes the same object
 * again); a client render draws them. Events in them still reach the element's React handlers, as React looks up
 * the nearest element it knows from an event's target.
 */
export function useStaticChildren(children: ReactNode): { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string }; suppressHydrationWarning?: boolean } {
  const overServerHtml = useContext(ServerHtmlContext);
  return overServerHtml ? { dangerouslySetInnerHTML: keepServerChildren, suppressHydrationWarning: true } : { children };
}
