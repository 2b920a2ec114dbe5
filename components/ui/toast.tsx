"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";

import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from "@/components/ui/icons";
import "@/lib/security/zod-without-eval";

export type ToastKind = "success" | "error" | "warning" | "info";

/** A button in the toast (an Undo, say): pressing it runs `onClick` and closes the toast. */
export type ToastAction = { label: string; onClick: () => void };

export type ToastInput = { kind: ToastKind; message: string; /** Default 5000 ms (spec: temporary notices). */ durationMs?: number; action?: ToastAction };

type Toast = ToastInput & { id: number };

export type ToastApi = {
  show: (toast: ToastInput) => number;
  success: (message: string) => number;
  error: (message: string) => number;
  warning: (message: string) => number;
  info: (message: string) => number;
  dismiss: (id: number) => void;
};

export const DEFAULT_TOAST_DURATION_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

/** Shows a short notice at the corner of the screen: `const toast = useToast(); toast.warning(t("..."))`. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast() needs a <ToastProvider> above it.");
  return context;
}

const looks: Record<ToastKind, { icon: typeof InfoIcon; className: string }> = {
  success: { icon: SuccessIcon, className: "text-emerald-600 dark:text-emerald-400" },
  error: { icon: ErrorIcon, className: "text-red-600 dark:text-red-400" },
  warning: { icon: WarningIcon, className: "text-amber-600 dark:text-amber-400" },
  info: { icon: InfoIcon, className: "text-brand-600 dark:text-brand-300" },
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("Toast");
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { ...input, id }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), input.durationMs ?? DEFAULT_TOAST_DURATION_MS),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message) => show({ kind: "success", message }),
      error: (message) => show({ kind: "error", message }),
      warning: (message) => show({ kind: "warning", message }),
      info: (message) => show({ kind: "info", message }),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        data-toast-region
        aria-live="polite"
        aria-label={t("region")}
        role="region"
        className="pointer-events-none fixed inset-x-3 bottom-20 z-[60] flex flex-col items-center gap-2 sm:inset-x-auto sm:right-6 sm:items-end md:bottom-6"
      >
        {toasts.map((toast) => {
          const { icon: Icon, className } = looks[toast.kind];
          return (
            <div
              key={toast.id}
              role="status"
              className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              <Icon className={`size-5 shrink-0 ${className}`} />
              <p className="min-w-0 flex-1">
                <span className="sr-only">{t(toast.kind)}: </span>
                {toast.message}
              </p>
              {toast.action ? (
                <button
                  type="button"
                  onClick={() => {
                    dismiss(toast.id);
                    toast.action?.onClick();
                  }}
                  className="-my-1 shrink-0 rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:bg-slate-800"
                >
                  {toast.action.label}
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                aria-label={t("dismiss")}
                className="-m-1 rounded p-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-white"
              >
                <CloseIcon className="size-4" />
              </button>
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
}
