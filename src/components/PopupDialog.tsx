import { CloseButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './PopupDialog.module.css';

interface PopupDialogProps {
  /** What the buttons that open it name in `commandfor`. */
  id: string;
  title: ReactNode;
  closeLabel: string;
  /** Whether the popup store says it is open: the dialog follows the store. */
  opened: boolean;
  /** Tells the store when the visitor opens or closes the dialog without it. */
  onOpenedChange: (opened: boolean) => void;
  children: ReactNode;
}

/**
 * A popup as the platform's modal <dialog>, prerendered with its content: a button with
 * `commandfor` opens it and Escape or its close button closes it before the scripts run, and it
 * holds focus and gives it back by itself. Once they run it follows the popup store.
 */
export function PopupDialog({ id, title, closeLabel, opened, onOpenedChange, children }: PopupDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const hydrated = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!hydrated.current) {
      hydrated.current = true;
      // Opened before the scripts ran: the store learns it rather than closing it.
      if (element.open && !opened) return onOpenedChange(true);
    }
    if (opened && !element.open) element.showModal();
    else if (!opened && element.open) element.close();
  }, [opened, onOpenedChange]);
  // The DOM's own listener: React listens for a dialog's toggle when it renders one, not when it
  // hydrates a prerendered one.
  useEffect(() => {
    const element = dialog.current;
    const toggled = (event: ToggleEvent) => onOpenedChange(event.newState === 'open');
    element?.addEventListener('toggle', toggled);
    return () => element?.removeEventListener('toggle', toggled);
  }, [onOpenedChange]);

  return (
    <dialog ref={dialog} id={id} aria-labelledby={`${id}-title`} className={classes.dialog}>
      <div className={classes.header}>
        <h2 id={`${id}-title`} className={classes.title}>
          {title}
        </h2>
        {/* The icon set the page already draws with packs into fewer bytes than Mantine's own cross. */}
        <CloseButton
          size="lg"
          icon={<IconX size={22} stroke={1.75} aria-hidden />}
          commandfor={id}
          command="close"
          aria-label={closeLabel}
        />
      </div>
      {children}
    </dialog>
  );
}

/** A popup form's send button, and what it says under it, kept in view at the popup's foot. */
export function PopupFormFoot({ children }: { children: ReactNode }) {
  return <div className={classes.foot}>{children}</div>;
}
