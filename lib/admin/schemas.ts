import { z } from "zod";

import { calendarDate, queryText, recordId, requiredText, wholeNumber } from "@/lib/validations/fields";

/** Admin lists answer at most this many rows a page. */
export const ADMIN_PAGE_MAX = 100;

const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/** `sort` as field:direction (spec 7); the direction defaults to desc in admin lists. */
function sortParam<F extends string>(fields: readonly [F, ...F[]], fallback: F) {
  return z
    .string()
    .trim()
    .default(`${fallback}:desc`)
    .transform((value, context) => {
      const [field, direction = "desc"] = value.split(":");
      if (!fields.includes(field as F) || (direction !== "asc" && direction !== "desc")) {
        context.addIssue({ code: "custom", message: `Use field:direction with a field of ${fields.join(", ")} and asc or desc.` });
        return z.NEVER;
      }
      return { field: field as F, direction: direction as "asc" | "desc" };
    });
}

const paging = {
  page: wholeNumber(1, 10_000).default(1),
  take: wholeNumber(1, ADMIN_PAGE_MAX).default(25),
  search: queryText(120).optional(),
};

/** A signed-up-between range, startDate..endDate as whole days (endDate included). */
const dateRange = {
  startDate: calendarDate().optional(),
  endDate: calendarDate().optional(),
};

export const adminUserSortFields = ["created_at", "email", "last_name", "banned_at"] as const;

/** GET /api/users/admin. */
export const adminUsersQuerySchema = z.object({
  ...paging,
  ...dateRange,
  side: z.enum(["candidate", "employer"]).optional(),
  role: z.enum(["user", "administrator"]).optional(),
  banned: booleanFlag.optional(),
  verified: booleanFlag.optional(),
  sort: sortParam(adminUserSortFields, "created_at"),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminJobSortFields = ["created_at", "published_at", "title"] as const;

/** GET /api/posts/list: the spec 7 filter names that make sense over every job, plus status and banned. */
export const adminJobsQuerySchema = z.object({
  ...paging,
  ...dateRange,
  status: z.enum(["draft", "open", "paused", "closed"]).optional(),
  banned: booleanFlag.optional(),
  job_category: wholeNumber(1, 100_000).optional(),
  country_id: wholeNumber(1, 100_000).optional(),
  job_type: z.enum(["FULL_TIME", "PART_TIME", "CONTRACT", "FREELANCE", "INTERNSHIP", "TEMPORARY"]).optional(),
  company_id: recordId().optional(),
  sort: sortParam(adminJobSortFields, "created_at"),
});
export type AdminJobsQuery = z.output<typeof adminJobsQuerySchema>;

export const adminCompanySortFields = ["created_at", "name"] as const;

/** GET /api/companies/admin. */
export const adminCompaniesQuerySchema = z.object({
  ...paging,
  banned: booleanFlag.optional(),
  disabled: booleanFlag.optional(),
  sort: sortParam(adminCompanySortFields, "created_at"),
});
export type AdminCompaniesQuery = z.output<typeof adminCompaniesQuerySchema>;

export const hiredSortFields = ["hired_at", "candidate_name", "company_name", "job_title"] as const;

/** GET /api/users/admin/hired (spec 7 and 9: sort defaults to hired_at:desc). */
export const hiredQuerySchema = z.object({ ...paging, sort: sortParam(hiredSortFields, "hired_at") });
export type HiredQuery = z.output<typeof hiredQuerySchema>;

/** GET /api/users/admin/hired/{a}/{b}: hires from day a to day b, both included. */
export const hiredRangeParamsSchema = z
  .object({ a: calendarDate(), b: calendarDate() })
  .refine(({ a, b }) => a <= b, { message: "The range must start on or before its end.", path: ["b"] });

/** A ban always says why: the reason goes to the audit log (and the user's record). */
export const banBodySchema = z.object({ reason: requiredText(1000, { min: 3 }) });
/** Unbanning and enabling may say why. */
export const unbanBodySchema = z.object({ reason: requiredText(1000).optional() });

export const idParamsSchema = z.object({ id: recordId() });

export const auditLogQuerySchema = z.object({
  ...paging,
  action: z.string().trim().max(40).optional(),
  target_type: z.enum(["user", "job", "company", "chat_report"]).optional(),
  target_id: recordId().optional(),
  actor_id: recordId().optional(),
  ...dateRange,
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const reportsQuerySchema = z.object({ ...paging, status: z.enum(["open", "resolved"]).default("open") });
export type ReportsQuery = z.output<typeof reportsQuerySchema>;

/** PUT /api/admin/reports/{id}: what the administrator does about a chat report. */
export const resolveReportBodySchema = z.object({
  action: z.enum(["dismiss", "ban_user", "archive_room"]),
  /** The member to ban (ban_user): one of the room's members other than the reporter. */
  user_id: recordId().optional(),
  reason: requiredText(1000, { min: 3 }),
});
export type ResolveReportBody = z.output<typeof resolveReportBodySchema>;

export const overviewQuerySchema = z.object({ period: z.enum(["30d", "90d", "12m"]).default("30d") });
export type OverviewQuery = z.output<typeof overviewQuerySchema>;

/** The range of a day-range query as instants: from the start of startDate to the end of endDate. */
export function dayRange(startDate?: Date, endDate?: Date): { gte?: Date; lt?: Date } | undefined {
  if (!startDate && !endDate) return undefined;
  return { ...(startDate ? { gte: startDate } : {}), ...(endDate ? { lt: new Date(endDate.getTime() + 86_400_000) } : {}) };
}
