import {
  type ComponentType,
  type KeyboardEvent,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useState,
} from 'react';

/**
 * How a menu's trigger looks: the same button before its menu has loaded and after (as Radix's trigger).
 *
 * @example
 * const look: MenuTriggerLook = { className: 'rr-data-table__button', content: 'Filter columns' };
 */
export interface MenuTriggerLook {
  readonly className: string;
  /** The accessible name when the content alone does not give it. */
  readonly label?: string;
  readonly content: ReactNode;
  /** Extra `data-*` attributes (e.g. the settings' saved/changed state). */
  readonly data?: Readonly<Record<`data-${string}`, string | undefined>>;
}

/**
 * What a deferred menu component receives besides its own props: its trigger's look, and whether it opens
 * at mount (it does when the user's press is what loaded it).
 *
 * @example
 * const opening: MenuOpening = { trigger: look, defaultOpen: true };
 */
export interface MenuOpening {
  readonly trigger: MenuTriggerLook;
  readonly defaultOpen: boolean;
}

/** Props of {@link DeferredMenu}. */
export interface DeferredMenuProps<P extends object> {
  /** The menu component, loaded on first use: `lazy(() => import(...))`. */
  readonly menu: LazyExoticComponent<ComponentType<P & MenuOpening>>;
  /** Starts loading the menu's module, called on hover and focus so that a press rarely waits. */
  readonly preload: () => unknown;
  /** The menu's own props. */
  readonly props: P;
  readonly trigger: MenuTriggerLook;
  /** What the trigger opens, for `aria-haspopup`. */
  readonly popup: 'menu' | 'dialog';
}

interface PlainTriggerProps {
  look: MenuTriggerLook;
  popup: 'menu' | 'dialog';
  busy?: boolean;
  onActivate?: () => void;
  onPreload?: () => unknown;
}

function PlainTrigger({ look, popup, busy, onActivate, onPreload }: PlainTriggerProps) {
  // Radix opens a dropdown menu with ArrowDown too; Enter and Space press the button (a click).
  const onKeyDown = (event: KeyboardEvent) => {
    if (popup === 'menu' && event.key === 'ArrowDown') {
      event.preventDefault();
      onActivate?.();
    }
  };
  return (
    <button
      type="button"
      className={look.className}
      aria-label={look.label}
      aria-haspopup={popup}
      aria-expanded={false}
      aria-busy={busy || undefined}
      data-state="closed"
      {...look.data}
      onClick={onActivate}
      onKeyDown={onKeyDown}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      {look.content}
    </button>
  );
}

/**
 * A Radix menu loaded on first use: until the user reaches for it, its trigger is a plain button that
 * looks and is named the same, so a table's first render ships and runs no menu code (Radix's menus,
 * popper and focus layers are about half of the table's bundle). Hovering or focusing the button starts
 * the download; pressing it loads the menu, which then opens at once. While it loads, the button stays
 * in place, marked busy.
 *
 * @example
 * const FilterColumns = lazy(() => loadMenus().then((module) => ({ default: module.DataTableFilterColumns })));
 * <DeferredMenu menu={FilterColumns} preload={loadMenus} props={{ columns, columnIds, onColumnIdsChange }} trigger={{ className: 'rr-data-table__button', content: 'Filter columns' }} popup="menu" />
 */
export function DeferredMenu<P extends object>({
  menu: Menu,
  preload,
  props,
  trigger,
  popup,
}: DeferredMenuProps<P>) {
  const [activated, setActivated] = useState(false);
  if (!activated) {
    return (
      <PlainTrigger look={trigger} popup={popup} onActivate={() => setActivated(true)} onPreload={preload} />
    );
  }
  return (
    <Suspense fallback={<PlainTrigger look={trigger} popup={popup} busy />}>
      <Menu {...props} trigger={trigger} defaultOpen />
    </Suspense>
  );
}
