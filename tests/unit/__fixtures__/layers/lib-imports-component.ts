import { JobCard } from "@/components/jobs/job-card";

export const card = JobCard;
