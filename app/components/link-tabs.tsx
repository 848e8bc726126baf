import { type KeyboardEvent, useRef } from "react";
import { Link, useNavigate } from "react-router";

export type LinkTab = { id: string; label: string };

/**
 * Tabs that are links (`?tab=…`), so each works without JavaScript and can be shared; with it,
 * the arrow keys, Home and End move between them as the WAI-ARIA tabs pattern asks. The panel
 * they control carries `panelId`, labelled by the current tab's id (`tabDomId`).
 */
export function LinkTabs(props: {
  tabs: readonly LinkTab[];
  current: string;
  label: string;
  panelId: string;
  idPrefix: string;
  className?: string;
  tabClassName: (selected: boolean) => string;
}) {
  const { tabs, current } = props;
  const navigate = useNavigate();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.id === current);
    const last = tabs.length - 1;
    const to =
      event.key === "ArrowRight"
        ? (at + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (at + last) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    const tab = tabs[to];
    if (!tab) return;
    event.preventDefault();
    navigate(`?tab=${tab.id}`, { preventScrollReset: true, replace: true });
    refs.current[to]?.focus();
  };
  return (
    <div role="tablist" aria-label={props.label} className={props.className} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <Link
          key={tab.id}
          ref={(element) => {
            refs.current[i] = element;
          }}
          id={`${props.idPrefix}-${tab.id}`}
          role="tab"
          to={`?tab=${tab.id}`}
          preventScrollReset
          replace
          aria-selected={tab.id === current}
          aria-controls={props.panelId}
          tabIndex={tab.id === current ? 0 : -1}
          className={props.tabClassName(tab.id === current)}
        >
          {tab.label}
        </Link>
      ))}
    </div>
  );
}
