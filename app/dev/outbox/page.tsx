import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { formatCalendarDate } from "@/lib/format/date";
import { isDevOutboxEnabled } from "@/lib/mail/is-dev-outbox-enabled";
import { listOutbox, type OutboxEmail } from "@/lib/mail/list-outbox";
import { listSmsOutbox, type OutboxSms } from "@/lib/sms/list-sms-outbox";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  if (!isDevOutboxEnabled()) notFound();
  const t = await getTranslations("DevOutbox");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * Where reset codes, confirmation links and SMS verification codes can be read on a laptop, while
 * SMTP is not configured: e-mails, or text messages with ?channel=sms.
 */
export default async function DevOutboxPage({ searchParams }: Props) {
  if (!isDevOutboxEnabled()) notFound();
  const { to: toParam, channel: channelParam } = await searchParams;
  const to = (Array.isArray(toParam) ? toParam[0] : toParam)?.trim() || undefined;
  const channel = (Array.isArray(channelParam) ? channelParam[0] : channelParam) === "sms" ? "sms" : "email";
  const [t, emails, messages] = await Promise.all([
    getTranslations("DevOutbox"),
    channel === "email" ? listOutbox({ to }) : Promise.resolve([]),
    channel === "sms" ? listSmsOutbox({ to }) : Promise.resolve([]),
  ]);
  const tabHref = (tab: "email" | "sms") => `/dev/outbox${tab === "sms" ? "?channel=sms" : ""}`;
  const clearHref = tabHref(channel);

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-8 px-5 py-12 sm:px-8 sm:py-16">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t("eyebrow")}</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="max-w-2xl text-lg text-slate-600">{channel === "sms" ? t("smsLead") : t("lead")}</p>
      </header>

      <nav aria-label={t("tabsLabel")} className="flex gap-2 border-b border-slate-200">
        {(["email", "sms"] as const).map((tab) => (
          <Link
            key={tab}
            href={tabHref(tab)}
            aria-current={tab === channel ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-2 font-medium ${tab === channel ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {tab === "sms" ? t("tabSms") : t("tabEmail")}
          </Link>
        ))}
      </nav>

      <form method="get" action="/dev/outbox" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {channel === "sms" ? <input type="hidden" name="channel" value="sms" /> : null}
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {channel === "sms" ? t("smsFilterLabel") : t("filterLabel")}
          <input
            type="search"
            name="to"
            inputMode={channel === "sms" ? "tel" : "email"}
            autoComplete="off"
            defaultValue={to}
            placeholder={channel === "sms" ? t("smsFilterPlaceholder") : t("filterPlaceholder")}
            className="rounded-lg border border-slate-300 px-3 py-2 text-base font-normal focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </label>
        <div className="flex gap-3">
          <button type="submit" className="flex-1 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 sm:flex-none">
            {t("filterSubmit")}
          </button>
          {to ? (
            <Link href={clearHref} className="flex-1 rounded-lg border border-slate-300 px-4 py-2 text-center font-medium text-slate-700 hover:bg-slate-50 sm:flex-none">
              {t("filterClear")}
            </Link>
          ) : null}
        </div>
      </form>

      {channel === "sms" ? (
        messages.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">{to ? t("smsEmptyFor", { to }) : t("smsEmpty")}</p>
        ) : (
          <section className="flex flex-col gap-4">
            <p className="text-sm text-slate-600">{t("smsShown", { count: messages.length })}</p>
            <ul className="flex flex-col gap-4">
              {messages.map((sms) => (
                <SmsEntry key={sms.id} sms={sms} />
              ))}
            </ul>
          </section>
        )
      ) : emails.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">{to ? t("emptyFor", { to }) : t("empty")}</p>
      ) : (
        <section className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">{t("shown", { count: emails.length })}</p>
          <ul className="flex flex-col gap-4">
            {emails.map((email) => (
              <OutboxEntry key={email.id} email={email} />
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

async function OutboxEntry({ email }: { email: OutboxEmail }) {
  const t = await getTranslations("DevOutbox");
  const status = email.sentAt
    ? { text: t("status.sent"), className: "bg-emerald-50 text-emerald-800" }
    : email.error
      ? { text: t("status.failed", { error: email.error }), className: "bg-red-50 text-red-800" }
      : { text: t("status.outbox"), className: "bg-slate-100 text-slate-700" };

  return (
    <li className="overflow-hidden rounded-xl border border-slate-200">
      <div className="flex flex-col gap-3 border-b border-slate-200 bg-slate-50 px-5 py-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h2 className="font-semibold wrap-anywhere">{email.subject}</h2>
          <time dateTime={email.createdAt.toISOString()} className="shrink-0 text-sm text-slate-500">
            {formatTimestamp(email.createdAt)}
          </time>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">{t("to")}</dt>
          <dd className="wrap-anywhere">{email.to}</dd>
          <dt className="text-slate-500">{t("template")}</dt>
          <dd>
            <code>{email.template}</code>
          </dd>
          <dt className="text-slate-500">{t("language")}</dt>
          <dd>{email.locale}</dd>
        </dl>
        <p className={`self-start rounded-md px-2 py-1 text-xs font-medium wrap-anywhere ${status.className}`}>{status.text}</p>
      </div>
      {/* The text body, never the HTML one: rendered as text, an e-mail cannot inject markup here. */}
      <pre className="whitespace-pre-wrap px-5 py-4 font-mono text-sm text-slate-800 wrap-anywhere">{email.text}</pre>
    </li>
  );
}

async function SmsEntry({ sms }: { sms: OutboxSms }) {
  const t = await getTranslations("DevOutbox");
  const status = sms.sentAt
    ? { text: t("smsStatus.sent", { id: sms.providerId ?? "" }), className: "bg-emerald-50 text-emerald-800" }
    : sms.error
      ? { text: t("smsStatus.failed", { error: sms.error }), className: "bg-red-50 text-red-800" }
      : { text: t("smsStatus.outbox"), className: "bg-slate-100 text-slate-700" };
  const code = /\b\d{6}\b/.exec(sms.body)?.[0] ?? null;

  return (
    <li className="overflow-hidden rounded-xl border border-slate-200" data-testid="sms-entry">
      <div className="flex flex-col gap-3 border-b border-slate-200 bg-slate-50 px-5 py-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h2 className="font-semibold wrap-anywhere">{sms.to}</h2>
          <time dateTime={sms.createdAt.toISOString()} className="shrink-0 text-sm text-slate-500">
            {formatTimestamp(sms.createdAt)}
          </time>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">{t("template")}</dt>
          <dd>
            <code>{sms.template}</code>
          </dd>
        </dl>
        <p className={`self-start rounded-md px-2 py-1 text-xs font-medium wrap-anywhere ${status.className}`}>{status.text}</p>
      </div>
      {code ? (
        <div className="flex flex-col gap-1 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-center sm:gap-4">
          <span className="text-sm text-slate-500">{t("code")}</span>
          <code title={t("codeHint")} data-testid="sms-code" className="self-start rounded-lg bg-brand-50 px-3 py-1 font-mono text-2xl font-bold tracking-[0.3em] text-brand-800 select-all">
            {code}
          </code>
          <span className="text-xs text-slate-500">{t("codeHint")}</span>
        </div>
      ) : null}
      <p className="whitespace-pre-wrap px-5 py-4 font-mono text-sm text-slate-800 wrap-anywhere">{sms.body}</p>
    </li>
  );
}

const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit" });

function formatTimestamp(date: Date): string {
  return `${formatCalendarDate(date)} ${timeFormat.format(date)}`;
}
