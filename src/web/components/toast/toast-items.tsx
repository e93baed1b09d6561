// The toasts of one slot (toast-slot.tsx), drawn into its live regions: only the newest slot on
// the page shows them. Esc dismisses the newest toast first, before the page's or the dialog's own
// Esc; dismissing from the keyboard hands focus on (docs/decisions/030-toasts.md).
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons.js';
import { activeSlot, dismissToast, holdToast, releaseToast, toasts, type Toast } from './toast.js';
import { useReadable } from '../../lib/store.js';

/** Where focus goes when the last toast is dismissed from the keyboard: the dialog, else the page. */
function focusAfterDismiss(from: Element | null): void {
  const home = from?.closest('dialog') ?? document.getElementById('main');
  if (home instanceof HTMLElement) home.focus();
}

function ToastItem({ item }: { item: Toast }) {
  const dismiss = (button: HTMLButtonElement) => {
    const region = button.closest('.toasts');
    const wasFocused = document.activeElement === button;
    dismissToast(item.id);
    if (!wasFocused) return;
    const next = region?.querySelector<HTMLButtonElement>(`.toast:not([data-toast="${item.id}"]) .toast__close`);
    if (next) next.focus();
    else focusAfterDismiss(region ?? null);
  };

  return (
    <div
      className={`toast toast--${item.tone}`}
      data-toast={item.id}
      // Refusals stay until dismissed; an info toast waits while someone is reading it.
      onPointerEnter={() => holdToast(item.id)}
      onPointerLeave={() => releaseToast(item.id)}
      onFocus={() => holdToast(item.id)}
      onBlur={() => releaseToast(item.id)}
    >
      <p className="toast__text">{item.text}</p>
      <button type="button" className="icon-button toast__close" aria-label="Dismiss" onClick={(event) => dismiss(event.currentTarget)}>
        <CloseIcon />
      </button>
    </div>
  );
}

export interface ToastItemsProps {
  /** The slot's place in the order slots were made. */
  order: number;
  status: HTMLElement;
  alert: HTMLElement;
}

export default function ToastItems({ order, status, alert }: ToastItemsProps) {
  useEffect(() => activeSlot.enter(order), [order]);
  const active = useSyncExternalStore(activeSlot.subscribe, () => activeSlot.get() === order);
  const all = useReadable(toasts);
  const shown = active ? all : [];

  const newest = shown.at(-1);
  useEffect(() => {
    if (!newest) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      const focused = document.activeElement;
      dismissToast(newest.id);
      if (focused?.closest(`[data-toast="${newest.id}"]`)) focusAfterDismiss(focused);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [newest]);

  const of = (tone: Toast['tone']) => shown.map((item) => item.tone === tone && <ToastItem key={item.id} item={item} />);
  return (
    <>
      {createPortal(of('info'), status)}
      {createPortal(of('refusal'), alert)}
    </>
  );
}
