"use client";

import { useId, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";

import { ChevronDownIcon } from "@/components/ui/icons";
import type { InvitableJob } from "@/lib/hiring/list-invitable-jobs";

/**
 * The invitation modal's searchable dropdown of the employer's jobs (spec 2): a combobox that
 * lists every job on focus and narrows as the employer types (title or company); arrow keys,
 * Enter and Escape work as in any select.
 */
export function JobPicker({ jobs, value, onChange, label }: { jobs: InvitableJob[]; value: InvitableJob | null; onChange: (job: InvitableJob) => void; label: string }) {
  const t = useTranslations("HiringCandidates.invite");
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wanted = query.trim().toLowerCase();
  const matches = wanted === "" ? jobs : jobs.filter((job) => `${job.title} ${job.company.name}`.toLowerCase().includes(wanted));

  function pick(job: InvitableJob) {
    onChange(job);
    setQuery("");
    setIsOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!isOpen) setIsOpen(true);
      else if (matches.length > 0) setActive((index) => (index + 1) % matches.length);
    } else if (event.key === "ArrowUp" && matches.length > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + matches.length) % matches.length);
    } else if (event.key === "Enter" && isOpen) {
      event.preventDefault();
      const job = matches[active];
      if (job) pick(job);
    } else if (event.key === "Escape" && isOpen) {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div>
        <div className="relative">
          <input
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={isOpen && matches[active] ? `${listId}-${active}` : undefined}
            value={isOpen ? query : (value ? `${value.title} · ${value.company.name}` : query)}
            placeholder={t("jobPlaceholder")}
            onFocus={() => setIsOpen(true)}
            onClick={() => setIsOpen(true)}
            onBlur={() => setIsOpen(false)}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setIsOpen(true);
            }}
            onKeyDown={onKeyDown}
            className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-base text-ink shadow-xs focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
          <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" />
        </div>
        {isOpen ? (
          <ul id={listId} role="listbox" aria-label={label} className="mt-1 max-h-[12.75rem] w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
            {matches.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">{t("noJobMatches")}</li>
            ) : (
              matches.map((job, index) => (
                <li
                  key={job._id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={value?._id === job._id}
                  // Before the input's blur: a click must land on the option.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(job);
                  }}
                  className={`flex cursor-pointer flex-col px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100" : "text-slate-800 dark:text-slate-200"}`}
                >
                  <span className="font-medium">{job.title}</span>
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    {job.company.name}
                    {job.company.isPremium ? null : ` · ${t("freePlan")}`}
                  </span>
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
