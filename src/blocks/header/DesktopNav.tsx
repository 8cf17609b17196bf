import type { Dispatch, FocusEvent, MouseEvent } from "react";
import type { HeaderData } from "./headerResolver.js";
import type { MenuTab } from "../../../renderer/types/documents.js";
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
  hydrated: boolean;
  onTabOpened(tab: MenuTab): void;
  onMenuClick(e: MouseEvent<HTMLElement>): void;
  /** The login tab's control (Login button or the signed-in greeting and tray). */
  /** The login tab's control; null hides the tab. */
  account(tab: MenuTab): React.ReactNode;
}

export const dropdownId = (tabId: string) => `dropdown-${tabId}`;
export const tabButtonId = (tabId: string) => `tab-${tabId}`;

/**
 * The desktop tabs (spec 2.1). Before hydration, and without JavaScript, each tab is a
 * <details> that opens natively; once hydrated it is a button with aria-expanded whose
 * dropdown closes on a click elsewhere, on Escape and when focus leaves it.
 */
export function DesktopNav({ menu, dropdown, labels, state, dispatch, hydrated, onTabOpened, onMenuClick, account }: DesktopNavProps) {
  useDropdownInsideWindow(hydrated && state.openTab ? dropdownId(state.openTab) : null);
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
          const maxHeight = dropdownHeightPx(tabLinkCount(tab), dropdown);
          if (!hydrated)
            return (
              <li key={tab.id} className={`tab tab-${tab.type}`}>
                <details onToggle={(e) => e.currentTarget.open && onTabOpened(tab)}>
                  <summary className="tab-trigger">{tab.tabName}</summary>
                  <div className="dropdown" style={{ maxHeight }}>
                    <TabLinks tab={tab} />
                  </div>
                </details>
              </li>
            );
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
              <div id={dropdownId(tab.id)} className="dropdown" hidden={!open} style={{ maxHeight }}>
                <TabLinks tab={tab} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
