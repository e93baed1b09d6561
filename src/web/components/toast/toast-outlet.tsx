// Where toasts show (docs/decisions/030-toasts.md). The shell has one outlet and every Dialog
// has its own: a modal <dialog> makes the rest of the page inert, so a toast outside it could
// neither be heard nor dismissed. Only the newest outlet on the page shows the toasts. Both live
// regions are on the page before any message arrives, so screen readers announce what lands.
import { useEffect, useId, useSyncExternalStore } from 'react';
import { createStore, useReadable } from '../../lib/store.js';
import { CloseIcon } from '../icons.js';
import { dismissToast, holdToast, releaseToast, toasts, type Toast } from './toast.js';
import './toast.css';

const outlets = createStore<readonly string[]>([]);

function useIsNewestOutlet(id: string): boolean {
  useEffect(() => {
    outlets.set([...outlets.get(), id]);
    return () => outlets.set(outlets.get().filter((o) => o !== id));
  }, [id]);
  const newest = () => outlets.get().at(-1) === id;
  return useSyncExternalStore(outlets.subscribe, newest, () => false);
}

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

export function ToastOutlet({ raised = false }: { raised?: boolean }) {
  const id = useId();
  const active = useIsNewestOutlet(id);
  const all = useReadable(toasts);
  const shown = active ? all : [];

  // Esc dismisses the newest toast first; the next Esc reaches the page or dialog as before.
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

  return (
    <div className={raised ? 'toasts toasts--raised' : 'toasts'}>
      <div className="toasts__list" role="status" aria-live="polite" aria-atomic="false">
        {shown.map((item) => item.tone === 'info' && <ToastItem key={item.id} item={item} />)}
      </div>
      <div className="toasts__list" role="alert" aria-live="assertive" aria-atomic="false">
        {shown.map((item) => item.tone === 'refusal' && <ToastItem key={item.id} item={item} />)}
      </div>
    </div>
  );
}
