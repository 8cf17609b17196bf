import { useState, type Dispatch, type FocusEvent, type MouseEvent } from "react";
import type { HeaderData } from "./headerResolver.js";
import type { MenuTab } from "../../documents/types.js";
import type { HeaderMenuEvent, HeaderMenuState } from "./headerMenuFlow.js";
import { dropdownHeightPx } from "./headerMenuFlow.js";
import { TabLinks, tabLinkCount } from "./TabLinks.js";
import { useDropdownInsideWindow } from "./dropdownPlacement.js";

interface DesktopNavProps {
  menu: HeaderData["menu"];
  dropdown: HeaderData["dropdown"];
  labels: HeaderData["labels"];
  state: HeaderMenuState;
  dispatch: Dispatch<HeaderMenuEvent>;
  onTabOpened(tab: MenuTab): void;
  onMenuClick(e: MouseEvent<HTMLElement>): void;
  /** The login tab's control; null hides the tab. */
  account(tab: MenuTab): React.ReactNode;
}

export const dropdownId = (tabId: string) => `dropdown-${tabId}`;
export const tabButtonId = (tabId: string) => `tab-${tabId}`;

/**
 * The desktop tabs: each a button with aria-expanded whose dropdown closes on a click elsewhere, on Escape
 * and when focus leaves it. The prerender draws the same markup, closed; without JavaScript a tab's dropdown opens
 * while the pointer is over it or focus is in it (src/styles/no-script.css). A dropdown's links are drawn by React when
 * it first opens (Dropdown); until then they are the prerender's, inside a <noscript>.
 */
export function DesktopNav({ menu, dropdown, labels, state, dispatch, onTabOpened, onMenuClick, account }: DesktopNavProps) {
  useDropdownInsideWindow(state.openTab ? dropdownId(state.openTab) : null);
  return (
    <nav className="desktop-nav" aria-label={labels.mainMenu} onClick={onMenuClick}>
      <ul className="tabs">
        {menu.tabs.map((tab) => {
          if (tab.type === "login") {
            const control = account(tab);
            return control && (
              <li key={tab.id} className="tab tab-login-item">
                {control}
              </li>
            );
          }
          const open = state.openTab === tab.id;
          const onBlur = (e: FocusEvent<HTMLLIElement>) => {
            const next = e.relatedTarget as Node | null;
            if (next && !e.currentTarget.contains(next)) dispatch({ type: "focusLeftTab", tab: tab.id });
          };
          return (
            <li key={tab.id} className={`tab tab-${tab.type}`} onBlur={onBlur}>
              <button
                type="button"
                id={tabButtonId(tab.id)}
                className="tab-trigger"
                aria-expanded={open}
                aria-controls={dropdownId(tab.id)}
                onClick={() => {
                  if (!open) onTabOpened(tab);
                  dispatch({ type: "tabClicked", tab: tab.id });
                }}
              >
                {tab.tabName}
              </button>
              <Dropdown tab={tab} open={open} maxHeight={dropdownHeightPx(tabLinkCount(tab), dropdown)} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A tab's dropdown. Its links are drawn when it first opens, and stay drawn. Until then the prerender's are inside a
 * `<noscript>`: with JavaScript on, the browser parses that as one text node, so a page with the main menu parses
 * about 520 fewer elements (two thirds of its DOM), and hydration leaves it as it is (React takes a noscript's
 * children as text). Without JavaScript they are the menu's links, which src/styles/no-script.css opens.
 */
function Dropdown({ tab, open, maxHeight }: { tab: MenuTab; open: boolean; maxHeight: number }) {
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);
  return (
    <div id={dropdownId(tab.id)} className="dropdown" hidden={!open} style={{ maxHeight }}>
      {drawn ? <TabLinks tab={tab} /> : <noscript><TabLinks tab={tab} /></noscript>}
    </div>
  );
}
