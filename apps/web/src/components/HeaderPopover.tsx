// A light popover for the header (bell list, user menu): a trigger button and a panel that closes on
// Escape (focus returns to the trigger), on a click outside, and when focus leaves it. Plain markup keeps
// the header out of antd's overlay machinery, so every page's first download stays small.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

type Props = {
  /** Accessible name of the trigger button. */
  label: string;
  testId: string;
  trigger: ReactNode;
  triggerClassName: string;
  panelClassName?: string;
  panelLabel?: string;
  onOpenChange?: (open: boolean) => void;
  children: (close: () => void) => ReactNode;
};

export function HeaderPopover(props: Props) {
  const { label, testId, trigger, triggerClassName, panelClassName, panelLabel, onOpenChange, children } =
    props;
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  const close = () => change(false);
  const changeRef = useRef(change);
  changeRef.current = change;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) changeRef.current(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus-out handling for the panel inside
    <div
      className="header-popover"
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Only a focus move to somewhere else closes the panel: a control inside that becomes disabled also
        // drops focus (relatedTarget null), and clicks outside are handled by the pointer listener.
        const next = event.relatedTarget as Node | null;
        if (open && next && !wrapper.current?.contains(next)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={testId}
        onClick={() => change(!open)}
      >
        {trigger}
      </button>
      {open ? (
        <section
          id={panelId}
          className={`header-popover__panel ${panelClassName ?? ''}`}
          aria-label={panelLabel ?? label}
        >
          {children(close)}
        </section>
      ) : null}
    </div>
  );
}
