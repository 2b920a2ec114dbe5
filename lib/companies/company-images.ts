import "server-only";

import { fieldIssues } from "@/lib/api/error-response";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { CompanyWire } from "@/lib/companies/company-wire";
import { getCompany } from "@/lib/companies/get-company";
import { companyNotFound, getMembershipOrThrow } from "@/lib/companies/get-membership-or-throw";
import { imageUploadFieldsSchema, type CompanyImageType } from "@/lib/companies/schemas";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { checkedImage } from "@/lib/files/checked-image";
import type { FileUpload } from "@/lib/files/read-file-upload";
import { COMPANY_IMAGE_MAX_BYTES, storedFileIdOf, storedFileUrl } from "@/lib/files/upload-rules";
import type { StoredFileKind } from "@/lib/generated/prisma/enums";

const kindOf = { logo: "COMPANY_LOGO", cover: "COMPANY_COVER" } as const satisfies Record<CompanyImageType, StoredFileKind>;
const columnOf = { logo: "logoUrl", cover: "coverUrl" } as const satisfies Record<CompanyImageType, string>;

/** The owner's company, locked for this transaction: two image changes at once end with one image. */
const ownedBy = (companyId: string, caller: CurrentUser) => ({ id: companyId, members: { some: { userId: caller.id, role: "OWNER" as const } } });

/**
 * POST /api/companies/image-upload?replaceImages=: a logo or cover, as multipart/form-data with
 * `companyId`, `type` ("logo" or "cover") and `file`. Owner only, like every edit of the profile.
 * The file is what its first bytes say (JPEG, PNG or WebP, up to 5 MB), whatever its name.
 * It is stored in stored_files under the company; replaceImages=true deletes the company's
 * earlier files of that type in the same transaction, false keeps them (their URLs go on working).
 */
export async function uploadCompanyImage(caller: CurrentUser, upload: FileUpload, { replaceImages }: { replaceImages: boolean }): Promise<CompanyWire> {
  const parsed = imageUploadFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) throw new AppError("validation_failed", { message: "The request is not valid.", details: { fields: fieldIssues(parsed.error) } });
  const { companyId, type } = parsed.data;
  await getMembershipOrThrow(caller, companyId, { ownerOnly: true });

  const image = checkedImage(upload, COMPANY_IMAGE_MAX_BYTES);
  const kind = kindOf[type];

  await db.$transaction(async (tx) => {
    const file = await tx.storedFile.create({
      data: { ownerId: caller.id, companyId, kind, ...image },
      select: { id: true },
    });
    const updated = await tx.company.updateMany({ where: ownedBy(companyId, caller), data: { [columnOf[type]]: storedFileUrl(file.id) } });
    if (updated.count === 0) throw companyNotFound();
    if (replaceImages) await tx.storedFile.deleteMany({ where: { companyId, kind, id: { not: file.id } } });
  });
  return getCompany(caller, companyId);
}

/**
 * POST /api/companies/reset-image-company {type, companyId}: the company has no logo (or cover)
 * any more, and the file it showed is deleted. Owner only.
 */
export async function resetCompanyImage(caller: CurrentUser, { companyId, type }: { companyId: string; type: CompanyImageType }): Promise<CompanyWire> {
  await getMembershipOrThrow(caller, companyId, { ownerOnly: true });
  await db.$transaction(async (tx) => {
    const [company] = await tx.$queryRaw<{ logo_url: string | null; cover_url: string | null }[]>`
      SELECT c.logo_url, c.cover_url FROM companies c
      JOIN company_members m ON m.company_id = c.id AND m.user_id = ${caller.id}::uuid AND m.role = 'OWNER'
      WHERE c.id = ${companyId}::uuid FOR UPDATE OF c`;
    if (!company) throw companyNotFound();
    const fileId = storedFileIdOf(type === "logo" ? company.logo_url : company.cover_url);
    await tx.company.update({ where: { id: companyId }, data: { [columnOf[type]]: null }, select: { id: true } });
    if (fileId) await tx.storedFile.deleteMany({ where: { id: fileId, companyId, kind: kindOf[type] } });
  });
  return getCompany(caller, companyId);
}
