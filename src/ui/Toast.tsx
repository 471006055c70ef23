import { useEffect, useState } from 'react';
import { Subject } from 'rxjs';
import { TIMINGS } from '../domain/constants';

interface ToastMessage {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

const toast$ = new Subject<ToastMessage>();
let nextId = 1;

/** Shows a short message at the bottom of the screen for 2000 ms (spec §9 toast timing). */
export function showToast(text: string, tone: ToastMessage['tone'] = 'success'): void {
  toast$.next({ id: nextId++, text, tone });
}

export function Toaster() {
  const [messages, setMessages] = useState<ToastMessage[]>([]);
  useEffect(() => {
    const subscription = toast$.subscribe((message) => {
      setMessages((current) => [...current, message]);
      window.setTimeout(() => setMessages((current) => current.filter((m) => m.id !== message.id)), TIMINGS.toastMs);
    });
    return () => subscription.unsubscribe();
  }, []);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4">
      {messages.map((m) => (
        <div key={m.id} role="status" className={`pointer-events-auto rounded-xl px-4 py-3 text-sm font-semibold text-white shadow-lg ${m.tone === 'error' ? 'bg-red-700' : 'bg-forest-800'}`}>
          {m.text}
        </div>
      ))}
    </div>
  );
}
