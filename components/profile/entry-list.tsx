"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { ConfirmDialogActions } from "@/components/ui/confirm-dialog-actions";
import { Dialog } from "@/components/ui/dialog";

type Entry = { _id: string };

export type EntryListTexts = { add: string; edit: (entry: string) => string; remove: (entry: string) => string; empty: string; removeTitle: string; removeText: (entry: string) => string };

/**
 * A profile list (positions, studies): each entry with Edit and Remove, and Add below. The whole
 * list is saved at once (PUT replaces it); removing asks first. `renderForm` draws the form of one
 * entry, new (null) or edited, and calls back with the entry to save.
 */
export function EntryList<T extends Entry, B>({
  entries,
  texts,
  nameOf,
  summary,
  renderForm,
  onSaveList,
}: {
  entries: T[];
  texts: EntryListTexts;
  nameOf: (entry: T) => string;
  summary: (entry: T) => ReactNode;
  renderForm: (props: { initial: T | null; onCancel: () => void; onSave: (entry: B) => Promise<boolean> }) => ReactNode;
  onSaveList: (entries: (T | B)[]) => Promise<boolean>;
}) {
  const t = useTranslations("CandidateProfile");
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);

  async function saveEntry(entry: B, replaces: string | null): Promise<boolean> {
    const next = replaces === null ? [...entries, entry] : entries.map((current) => (current._id === replaces ? entry : current));
    const saved = await onSaveList(next);
    if (saved) setEditing(null);
    return saved;
  }

  async function confirmRemove() {
    if (!removing) return;
    setIsRemoving(true);
    const saved = await onSaveList(entries.filter((entry) => entry._id !== removing._id));
    setIsRemoving(false);
    if (saved) setRemoving(null);
  }

  return (
    <div className="flex flex-col gap-4">
      {entries.length === 0 && editing !== "new" ? <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{texts.empty}</p> : null}
      {entries.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((entry) =>
            editing === entry._id ? (
              <li key={entry._id} className="py-4 first:pt-0">
                {renderForm({ initial: entry, onCancel: () => setEditing(null), onSave: (next) => saveEntry(next, entry._id) })}
              </li>
            ) : (
              <li key={entry._id} className="flex flex-col gap-3 py-4 first:pt-0 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">{summary(entry)}</div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(entry._id)} aria-label={texts.edit(nameOf(entry))} disabled={editing !== null}>
                    {t("edit")}
                  </Button>
                  <Button variant="dangerGhost" size="sm" onClick={() => setRemoving(entry)} aria-label={texts.remove(nameOf(entry))} disabled={editing !== null}>
                    {t("remove")}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      ) : null}
      {editing === "new" ? (
        <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">{renderForm({ initial: null, onCancel: () => setEditing(null), onSave: (entry) => saveEntry(entry, null) })}</div>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing("new")} disabled={editing !== null} className="w-full sm:w-auto">
            {texts.add}
          </Button>
        </div>
      )}
      <Dialog open={removing !== null} onClose={() => (isRemoving ? undefined : setRemoving(null))} title={texts.removeTitle} description={removing ? texts.removeText(nameOf(removing)) : undefined}>
        <ConfirmDialogActions onCancel={() => setRemoving(null)} onConfirm={() => void confirmRemove()} isPending={isRemoving} cancelLabel={t("cancel")} confirmLabel={t("remove")} pendingLabel={t("removing")} />
      </Dialog>
    </div>
  );
}
