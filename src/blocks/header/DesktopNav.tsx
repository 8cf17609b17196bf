import type { Dispatch, FocusEvent, MouseEvent } from "react";
import { useStaticChildren } from "../../../renderer/index.js";
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
 * while the pointer is over it or focus is in it (src/styles/no-script.css). The links are static children: the
 * prerender draws them and hydration leaves them alone (useStaticChildren), so the header hydrates without them.
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

function Dropdown({ tab, open, maxHeight }: { tab: MenuTab; open: boolean; maxHeight: number }) {
  return <div id={dropdownId(tab.id)} className="dropdown" hidden={!open} style={{ maxHeight }} {...useStaticChildren(<TabLinks tab={tab} />)} />;
}
