import type { Toast } from "./useToasts.ts";

export function Toasts({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss(id: number): void }) {
  return (
    <div className="gs-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`gs-toast gs-toast-${toast.tone}`}>
          <span>{toast.message}</span>
          <button type="button" className="gs-toast-close" onClick={() => onDismiss(toast.id)} aria-label="Dismiss">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
