"use client";

/** The candidate's CV: upload (checked first by POST users/test-cv), replace, download, delete. */
export type CvPanelProps = {
  userId: string;
  cv: { fileName: string; uploadedAt: string; downloadUrl: string } | null;
};

// Being built (issue 11): the profile page already places it.
export function CvPanel(_props: CvPanelProps) {
  return null;
}
