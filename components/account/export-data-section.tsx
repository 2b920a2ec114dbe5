"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import { apiUrl } from "@/lib/api/client";

/** Downloads GET /api/users/profile/export as a file; the name comes from the server's content-disposition. */
export function ExportDataSection() {
  const t = useTranslations("AccountSettings.export");
  const toast = useToast();
  const [isPreparing, setIsPreparing] = useState(false);

  async function download() {
    if (isPreparing) return;
    setIsPreparing(true);
    try {
      const response = await fetch(apiUrl("users/profile/export"), { credentials: "same-origin" });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "remote-jobs-data.json";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(t("done"));
    } catch {
      toast.error(t("failed"));
    } finally {
      setIsPreparing(false);
    }
  }

  return (
    <Button variant="outline" onClick={() => void download()} disabled={isPreparing} className="w-full sm:w-auto">
      <PendingLabel isPending={isPreparing} label={t("download")} pendingLabel={t("preparing")} />
    </Button>
  );
}
