/**
 * The lobby's toasts (what Ant Design's `message` is in the console): a short line at the top of the screen that
 * leaves by itself, read out by screen readers (a live region). `lobbyToast.success(text)` / `.error(text, seconds)`
 * from anywhere; `<LobbyToasts />` (in the lobby's layout) shows them.
 */
import { useSyncExternalStore } from 'react';

interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

function show(kind: Toast['kind'], text: string, seconds: number): void {
  const id = nextId++;
  // the same text twice in a row stays one toast
  toasts = [...toasts.filter((t) => t.text !== text), { id, kind, text }].slice(-3);
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, seconds * 1000);
}

export const lobbyToast = {
  success: (text: string, seconds = 3) => show('success', text, seconds),
  error: (text: string, seconds = 5) => show('error', text, seconds),
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => toasts;

export function LobbyToasts() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className="lobby-toasts">
      {list.map((t) => (
        <div key={t.id} className={`lobby-toast lobby-toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
