"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";

import { FieldFrame } from "@/components/forms/fields";
import type { ControlBinding } from "@/components/forms/use-form";

const commands = ["bold", "italic", "heading", "bulletList", "numberedList", "link"] as const;
type Command = (typeof commands)[number];

/** document.execCommand's name and argument for each toolbar command (the link asks for its address). */
const execOf: Record<Exclude<Command, "link">, [string, string?]> = {
  bold: ["bold"],
  italic: ["italic"],
  heading: ["formatBlock", "h3"],
  bulletList: ["insertUnorderedList"],
  numberedList: ["insertOrderedList"],
};

/**
 * The job description: a small rich-text editor (bold, italic, headings, lists, links) over a
 * contentEditable region. Its HTML is only a draft: the server keeps the tags it allows and
 * drops the rest (lib/jobs/sanitize-description.ts).
 */
export function RichTextEditor({ control, label, hint }: { control: ControlBinding<string>; label: string; hint?: string }) {
  const t = useTranslations("PostJob.editor");
  const { id, value, setValue, onBlur, error, attach } = control;
  const editorRef = useRef<HTMLDivElement>(null);

  // The region owns its HTML while it is edited: set it from the value only when they differ
  // (a template or an edit loaded), never on each keystroke, or the caret would jump.
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.innerHTML !== value) editor.innerHTML = value;
  }, [value]);

  function run(command: Command) {
    const editor = editorRef.current;
    if (!editor) return;
    let exec = command === "link" ? null : execOf[command];
    if (command === "link") {
      const href = window.prompt(t("linkPrompt"), "https://");
      if (!href || !/^(https?:\/\/|mailto:)/i.test(href)) return;
      exec = ["createLink", href];
    }
    editor.focus();
    document.execCommand(exec![0], false, exec![1]);
    setValue(editor.innerHTML);
  }

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm focus-within:border-brand-500 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-500 dark:border-slate-700 dark:bg-slate-900">
        <div role="toolbar" aria-label={label} aria-controls={id} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1.5 dark:border-slate-800 dark:bg-slate-950">
          {commands.map((command) => (
            <button
              key={command}
              type="button"
              // Keep the selection in the editor: a button that takes the focus would lose it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
              title={t(command)}
              aria-label={t(command)}
              className="flex size-8 items-center justify-center rounded-md text-sm font-semibold text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <CommandGlyph name={command} />
            </button>
          ))}
        </div>
        <div
          ref={(element) => {
            editorRef.current = element;
            attach(element);
          }}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={(event) => setValue(event.currentTarget.innerHTML)}
          onBlur={onBlur}
          className="job-description min-h-48 px-3 py-2 text-base text-ink outline-none dark:text-slate-100"
        />
      </div>
    </FieldFrame>
  );
}

function CommandGlyph({ name }: { name: Command }) {
  const glyphs: Record<Command, React.ReactNode> = {
    bold: <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />,
    italic: <path d="M19 4h-9M14 20H5M15 4 9 20" />,
    heading: <path d="M6 4v16M18 4v16M6 12h12" />,
    bulletList: <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />,
    numberedList: <path d="M10 6h10M10 12h10M10 18h10M4 4v4M3 8h2M3 14h2l-2 3h2" />,
    link: <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />,
  };
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-4">
      {glyphs[name]}
    </svg>
  );
}
