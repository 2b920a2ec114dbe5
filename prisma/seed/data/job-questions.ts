import type { JobQuestionType } from "@/lib/generated/prisma/client";

export interface JobQuestionSeed {
  en: string;
  es: string;
  type: JobQuestionType;
}

/** Screening questions employers commonly add to a job, in both languages. */
export const jobQuestions: readonly JobQuestionSeed[] = [
  { type: "TEXT", en: "Why would you like to join our team?", es: "¿Por qué te gustaría sumarte a nuestro equipo?" },
  { type: "TEXT", en: "Tell us about a project you are proud of and your part in it.", es: "Cuéntanos sobre un proyecto del que estés orgulloso y cuál fue tu rol." },
  { type: "TEXT", en: "What are your salary expectations in US dollars per month?", es: "¿Cuáles son tus expectativas salariales en dólares por mes?" },
  { type: "TEXT", en: "When could you start?", es: "¿Cuándo podrías empezar?" },
  { type: "YES_NO", en: "Can you work at least four hours a day overlapping with our team's time zone?", es: "¿Puedes trabajar al menos cuatro horas al día en el horario de nuestro equipo?" },
  { type: "YES_NO", en: "Are you comfortable working as an independent contractor?", es: "¿Te sientes cómodo trabajando como contratista independiente?" },
  { type: "VIDEO_LINK", en: "Share a link to a short video (2 minutes) introducing yourself.", es: "Comparte el enlace a un video corto (2 minutos) presentándote." },
];
