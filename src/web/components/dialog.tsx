// A modal dialog on the native <dialog>: the page behind is inert, Esc closes, focus is kept
// inside and given back to the opener on close. `sheet` slides up from the bottom (menu).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from './icons.js';
import { ToastSlot } from './toast/toast-slot.js';
import './button.css';
import './dialog.css';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  variant?: 'sheet' | 'center';
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  className?: string;
  /** False: no close button, and Esc and the backdrop do nothing (docs/product/accounts.md: Your Settings without a handle). */
  closable?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Dialog({ title, onClose, children, variant = 'center', hideTitle = false, className, closable = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(closable ? onClose : () => {});

  useEffect(() => {
    onCloseRef.current = closable ? onClose : () => {};
  }, [onClose, closable]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Chromium would focus the scrolling panel (a keyboard-focusable scroller) and ring it:
    // start on the field marked data-autofocus, else on the dialog itself.
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      // Give focus back to whatever opened the dialog, if it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    // A dialog opened from this one (inside it in the DOM) keeps its own focus: the outer one stays out.
    event.stopPropagation();
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        // Esc: let React state decide, so the dialog and the state never disagree.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={(event) => {
        // The browser may close a modal itself (Chromium does on a second Esc without a tap in
        // between). Still wanted: open it again, or tell the state it was closed.
        const dialog = event.currentTarget;
        if (!dialog.isConnected || dialog.open) return;
        if (closable) onCloseRef.current();
        else dialog.showModal();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={keepFocusInside}
    >
      <div className="dialog__panel">
        {variant === 'sheet' && <div className="dialog__grabber" aria-hidden="true" />}
        <header className="dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          {closable && (
            <button type="button" className="icon-button dialog__close" aria-label="Close" onClick={() => onCloseRef.current()}>
              <CloseIcon />
            </button>
          )}
        </header>
        <div className="dialog__body">{children}</div>
      </div>
      {/* The page behind is inert while this is open: toasts show here instead (decision 030). */}
      <ToastSlot />
    </dialog>
  );
}
