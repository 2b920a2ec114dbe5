import type { JobStatus, JobType, PlanName, SalaryPeriod, SubscriptionStatus } from "@/lib/generated/prisma/client";
import type { LanguageInput, ProfileSection } from "@/prisma/factories";

/**
 * The demo world, written out by hand: who the demo accounts are, their companies, jobs and
 * candidates, and who applied where. demo.ts turns these tables into rows.
 */

export const DEMO_PASSWORD = "demo1234";
export const DEMO_EMPLOYER_EMAIL = "employer@demo.remotejobs.dev";
export const DEMO_CANDIDATE_EMAIL = "candidate@demo.remotejobs.dev";
export const DEMO_ADMIN_EMAIL = "admin@demo.remotejobs.dev";

export type SeniorityKey = "junior" | "mid" | "senior" | "lead";

export interface DemoPerson {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  city: string;
}

export const demoEmployers: readonly DemoPerson[] = [
  { key: "laura", email: DEMO_EMPLOYER_EMAIL, firstName: "Laura", lastName: "Méndez", country: "US", city: "Austin" },
  { key: "kevin", email: "kevin.obrien@demo.remotejobs.dev", firstName: "Kevin", lastName: "O'Brien", country: "US", city: "Chicago" },
  { key: "michael", email: "michael.thompson@brightpathlearning.example", firstName: "Michael", lastName: "Thompson", country: "CA", city: "Toronto" },
  { key: "martin", email: "martin.fernandez@pampapagos.example", firstName: "Martín", lastName: "Fernández", country: "AR", city: "Buenos Aires" },
  { key: "elena", email: "elena.navarro@solarissalud.example", firstName: "Elena", lastName: "Navarro", country: "ES", city: "Madrid" },
  { key: "ignacio", email: "ignacio.rojas@atlaslogistica.example", firstName: "Ignacio", lastName: "Rojas", country: "CL", city: "Santiago" },
  { key: "daniela", email: "daniela.hernandez@tiendaviva.example", firstName: "Daniela", lastName: "Hernández", country: "MX", city: "Guadalajara" },
  { key: "sebastian", email: "sebastian.pereira@kaizendata.example", firstName: "Sebastián", lastName: "Pereira", country: "UY", city: "Montevideo" },
  { key: "analucia", email: "analucia.morales@quetzalsupport.example", firstName: "Ana Lucía", lastName: "Morales", country: "GT", city: "Ciudad de Guatemala" },
  { key: "rachel", email: "rachel.kim@lumenlegal.example", firstName: "Rachel", lastName: "Kim", country: "US", city: "Miami" },
];

export const demoAdmin: DemoPerson = {
  key: "admin", email: DEMO_ADMIN_EMAIL, firstName: "Alex", lastName: "Rivera", country: "US", city: "New York",
};

export interface DemoCompany {
  key: string;
  name: string;
  slug: string;
  plan: PlanName;
  /** For paid plans; an EXPIRED Premium company is back on Free's limits. */
  subscriptionStatus?: SubscriptionStatus;
  /** Months of paid history in the transactions table. */
  paidMonths?: number;
  country: string;
  industry: string;
  size: string;
  owner: string;
  members?: string[];
  emailDomain: string;
  description: string;
  /** The description for Spanish-speaking visitors (the public page falls back to the other one). */
  descriptionEs?: string;
  socialLinks?: { linkedin?: string; x?: string; facebook?: string; instagram?: string; github?: string };
}

export const demoCompanies: readonly DemoCompany[] = [
  {
    key: "northwind", name: "Northwind Labs", slug: "northwind-labs", plan: "PREMIUM", subscriptionStatus: "ACTIVE", paidMonths: 3,
    country: "US", industry: "software-development", size: "51-200", owner: "laura", members: ["kevin"], emailDomain: "demo.remotejobs.dev",
    description: "Northwind Labs builds invoicing and payments software for small businesses across the Americas. We are a remote-first team of 120 people in 14 countries.",
    descriptionEs: "Northwind Labs crea software de facturación y pagos para pequeñas empresas de toda América. Somos un equipo 100% remoto de 120 personas en 14 países.",
    socialLinks: { linkedin: "https://www.linkedin.com/company/northwind-labs-demo", x: "https://x.com/northwindlabs_demo", github: "https://github.com/northwind-labs-demo" },
  },
  {
    key: "colibri", name: "Colibrí Studio", slug: "colibri-studio", plan: "FREE",
    country: "CO", industry: "design", size: "1-10", owner: "laura", emailDomain: "colibristudio.example",
    description: "Colibrí Studio es un estudio de diseño de producto en Medellín. Diseñamos apps y sitios para startups de toda Latinoamérica.",
  },
  {
    key: "brightpath", name: "Brightpath Learning", slug: "brightpath-learning", plan: "PRO", subscriptionStatus: "ACTIVE", paidMonths: 2,
    country: "CA", industry: "education", size: "11-50", owner: "michael", emailDomain: "brightpathlearning.example",
    description: "Brightpath Learning runs live online English courses for adult professionals in Latin America and Europe.",
  },
  {
    key: "pampa", name: "Pampa Pagos", slug: "pampa-pagos", plan: "PREMIUM", subscriptionStatus: "ACTIVE", paidMonths: 2,
    country: "AR", industry: "finance", size: "201-500", owner: "martin", emailDomain: "pampapagos.example",
    description: "Pampa Pagos es una fintech argentina que procesa pagos para más de 40.000 comercios de la región.",
  },
  {
    key: "solaris", name: "Solaris Salud", slug: "solaris-salud", plan: "PRO", subscriptionStatus: "ACTIVE", paidMonths: 1,
    country: "ES", industry: "healthcare", size: "51-200", owner: "elena", emailDomain: "solarissalud.example",
    description: "Solaris Salud ofrece consultas de telemedicina a pacientes de España y Latinoamérica, con un equipo clínico 100% remoto.",
  },
  {
    key: "atlas", name: "Atlas Logística", slug: "atlas-logistica", plan: "PRO", subscriptionStatus: "ACTIVE", paidMonths: 1,
    country: "CL", industry: "operations", size: "201-500", owner: "ignacio", emailDomain: "atlaslogistica.example",
    description: "Atlas Logística conecta a importadores, almacenes y transportistas en Chile, Perú y Colombia.",
  },
  {
    key: "tiendaviva", name: "Tienda Viva", slug: "tienda-viva", plan: "PREMIUM", subscriptionStatus: "EXPIRED", paidMonths: 2,
    country: "MX", industry: "marketing", size: "11-50", owner: "daniela", emailDomain: "tiendaviva.example",
    description: "Tienda Viva ayuda a marcas mexicanas a vender en línea: tiendas, campañas y logística en un solo lugar.",
  },
  {
    key: "kaizen", name: "Kaizen Data", slug: "kaizen-data", plan: "FREE",
    country: "UY", industry: "data-science", size: "11-50", owner: "sebastian", emailDomain: "kaizendata.example",
    description: "Kaizen Data builds demand-forecasting models for retailers in Latin America.",
  },
  {
    key: "quetzal", name: "Quetzal Support", slug: "quetzal-support", plan: "FREE",
    country: "GT", industry: "customer-support", size: "51-200", owner: "analucia", emailDomain: "quetzalsupport.example",
    description: "Quetzal Support provides bilingual customer support teams to software companies in the United States.",
  },
  {
    key: "lumen", name: "Lumen Legal", slug: "lumen-legal", plan: "FREE",
    country: "US", industry: "legal", size: "11-50", owner: "rachel", emailDomain: "lumenlegal.example",
    description: "Lumen Legal is an immigration law firm serving Spanish-speaking families across the United States.",
  },
];

export interface DemoJob {
  key: string;
  company: string;
  title: string;
  /** A role in data/roles.ts: the description, skills and industry come from it. */
  role: string;
  seniority: SeniorityKey;
  locale: "en" | "es";
  status?: JobStatus;
  isPublic?: boolean;
  jobType?: JobType;
  /** Null for drafts. */
  publishedDaysAgo: number | null;
  closedDaysAgo?: number;
  /** An open job whose expiry date has passed. */
  expiredDaysAgo?: number;
  salary: readonly [from: number, to: number, currency: string, period: SalaryPeriod] | null;
  skills?: string[];
  languages?: LanguageInput[];
  regions?: string[];
  eligibleCountries?: string[];
  /** Accepted UTC offsets in minutes; null means anyone. */
  timezoneWindow?: readonly [number, number] | null;
  /** Indexes into data/job-questions.ts. */
  questions?: number[];
}

const english = (level: LanguageInput["level"]): LanguageInput => ({ name: "English", level });
const spanish = (level: LanguageInput["level"]): LanguageInput => ({ name: "Spanish", level });

export const demoJobs: readonly DemoJob[] = [
  // Northwind Labs (Premium): the demo employer's main company, every kind of job.
  {
    key: "nw-fullstack", company: "northwind", title: "Senior Full-Stack Engineer (React + Node.js)", role: "full-stack-developer", seniority: "senior", locale: "en",
    publishedDaysAgo: 1, salary: [110_000, 140_000, "USD", "YEARLY"], skills: ["React", "Node.js", "TypeScript", "PostgreSQL", "Next.js", "AWS"],
    languages: [english("EXPERT")], regions: ["north-america", "latin-america"], timezoneWindow: [-480, -180], questions: [0, 4],
  },
  {
    key: "nw-designer", company: "northwind", title: "Product Designer", role: "product-designer", seniority: "mid", locale: "en",
    publishedDaysAgo: 2, salary: [5_000, 6_500, "USD", "MONTHLY"], languages: [english("HIGH")], regions: ["latin-america"], questions: [6],
  },
  {
    key: "nw-devops", company: "northwind", title: "DevOps Engineer (AWS, Kubernetes)", role: "devops-engineer", seniority: "senior", locale: "en",
    jobType: "CONTRACT", publishedDaysAgo: 3, salary: [60, 80, "USD", "HOURLY"], languages: [english("HIGH")],
    regions: ["north-america", "latin-america", "europe"], timezoneWindow: [-360, 60],
  },
  {
    key: "nw-data-analyst", company: "northwind", title: "Data Analyst", role: "data-analyst", seniority: "mid", locale: "en",
    publishedDaysAgo: 5, salary: [4_000, 5_200, "USD", "MONTHLY"], languages: [english("HIGH"), spanish("EXPERT")],
    eligibleCountries: ["MX", "CO", "AR", "CL", "PE"],
  },
  {
    key: "nw-csm", company: "northwind", title: "Customer Success Manager, LATAM", role: "customer-success-manager", seniority: "mid", locale: "en",
    publishedDaysAgo: 6, salary: [3_500, 4_500, "USD", "MONTHLY"], languages: [english("EXPERT"), spanish("NATIVE")], regions: ["latin-america"],
    questions: [1],
  },
  {
    key: "nw-staff-backend", company: "northwind", title: "Staff Backend Engineer", role: "backend-developer", seniority: "lead", locale: "en",
    isPublic: false, publishedDaysAgo: 4, salary: [150_000, 180_000, "USD", "YEARLY"], languages: [english("EXPERT")],
    regions: ["north-america", "latin-america", "europe"],
  },
  {
    key: "nw-qa", company: "northwind", title: "QA Automation Engineer", role: "qa-engineer", seniority: "mid", locale: "en",
    isPublic: false, publishedDaysAgo: 8, salary: [4_000, 5_000, "USD", "MONTHLY"], languages: [english("HIGH")], regions: ["latin-america"],
  },
  {
    key: "nw-frontend-closed", company: "northwind", title: "Frontend Developer (Vue.js)", role: "frontend-developer", seniority: "mid", locale: "en",
    status: "CLOSED", publishedDaysAgo: 45, closedDaysAgo: 10, salary: [4_500, 5_500, "USD", "MONTHLY"],
    skills: ["Vue.js", "TypeScript", "CSS", "HTML", "Jest"], languages: [english("HIGH")], regions: ["latin-america"],
  },
  {
    key: "nw-writer-expired", company: "northwind", title: "Technical Writer, API Docs", role: "technical-writer", seniority: "mid", locale: "en",
    publishedDaysAgo: 70, expiredDaysAgo: 10, salary: [4_000, 5_000, "USD", "MONTHLY"], languages: [english("NATIVE")],
  },
  {
    key: "nw-mobile-draft", company: "northwind", title: "Mobile Developer (React Native)", role: "mobile-developer", seniority: "senior", locale: "en",
    status: "DRAFT", publishedDaysAgo: null, salary: [6_000, 7_500, "USD", "MONTHLY"], languages: [english("HIGH")],
  },
  // Colibrí Studio (Free): one open job, the Free limit.
  {
    key: "co-ux", company: "colibri", title: "Diseñador UX/UI Senior", role: "product-designer", seniority: "senior", locale: "es",
    publishedDaysAgo: 3, salary: [9_000_000, 12_000_000, "COP", "MONTHLY"], languages: [spanish("NATIVE"), english("INTERMEDIATE")],
    regions: ["latin-america"], timezoneWindow: [-360, -180],
  },
  {
    key: "co-illustrator-closed", company: "colibri", title: "Ilustrador Freelance para Campañas", role: "graphic-designer", seniority: "mid", locale: "es",
    status: "CLOSED", jobType: "FREELANCE", publishedDaysAgo: 35, closedDaysAgo: 12, salary: [60_000, 90_000, "COP", "HOURLY"],
    languages: [spanish("NATIVE")], eligibleCountries: ["CO"],
  },
  // Brightpath Learning (Pro).
  {
    key: "bp-teacher", company: "brightpath", title: "Online English Teacher (Adult Learners)", role: "online-tutor", seniority: "mid", locale: "en",
    jobType: "PART_TIME", publishedDaysAgo: 1, salary: [18, 25, "USD", "HOURLY"], languages: [english("NATIVE"), spanish("INTERMEDIATE")],
    regions: ["latin-america", "north-america"], questions: [6, 3],
  },
  {
    key: "bp-instructional", company: "brightpath", title: "Instructional Designer", role: "instructional-designer", seniority: "mid", locale: "en",
    publishedDaysAgo: 4, salary: [70_000, 85_000, "CAD", "YEARLY"], languages: [english("EXPERT")], regions: ["north-america", "latin-america"],
  },
  {
    key: "bp-python", company: "brightpath", title: "Senior Python Developer", role: "python-developer", seniority: "senior", locale: "en",
    publishedDaysAgo: 7, salary: [120_000, 145_000, "CAD", "YEARLY"], languages: [english("EXPERT")], timezoneWindow: [-480, -180], questions: [2],
  },
  {
    key: "bp-content-paused", company: "brightpath", title: "Content Marketing Manager", role: "content-marketing-manager", seniority: "mid", locale: "en",
    status: "PAUSED", publishedDaysAgo: 20, salary: [65_000, 80_000, "CAD", "YEARLY"], languages: [english("NATIVE")],
  },
  // Pampa Pagos (Premium), in Spanish.
  {
    key: "pp-java", company: "pampa", title: "Desarrollador Java Senior (Pagos)", role: "java-developer", seniority: "senior", locale: "es",
    publishedDaysAgo: 0, salary: [4_500, 6_000, "USD", "MONTHLY"], languages: [spanish("NATIVE"), english("INTERMEDIATE")],
    regions: ["latin-america"], timezoneWindow: [-300, -180], questions: [1, 3],
  },
  {
    key: "pp-finance", company: "pampa", title: "Analista Financiero", role: "financial-analyst", seniority: "mid", locale: "es",
    publishedDaysAgo: 2, salary: [2_800_000, 3_600_000, "ARS", "MONTHLY"], languages: [spanish("NATIVE")], eligibleCountries: ["AR"],
  },
  {
    key: "pp-data-engineer", company: "pampa", title: "Ingeniero de Datos", role: "data-engineer", seniority: "mid", locale: "es",
    publishedDaysAgo: 5, salary: [4_000, 5_500, "USD", "MONTHLY"], languages: [spanish("NATIVE"), english("INTERMEDIATE")], regions: ["latin-america"],
  },
  {
    key: "pp-account-exec", company: "pampa", title: "Ejecutivo de Cuentas (Fintech)", role: "account-executive", seniority: "mid", locale: "es",
    publishedDaysAgo: 9, salary: [2_500, 3_500, "USD", "MONTHLY"], languages: [spanish("NATIVE")], eligibleCountries: ["AR", "UY", "CL", "PY"],
  },
  {
    key: "pp-security", company: "pampa", title: "Ingeniero de Ciberseguridad Senior", role: "security-engineer", seniority: "senior", locale: "es",
    publishedDaysAgo: 12, salary: [5_500, 7_500, "USD", "MONTHLY"], languages: [spanish("NATIVE"), english("HIGH")], regions: ["latin-america"],
  },
  // Solaris Salud (Pro), in Spanish, from Spain.
  {
    key: "ss-nurse", company: "solaris", title: "Enfermero/a de Telemedicina", role: "telehealth-nurse", seniority: "mid", locale: "es",
    publishedDaysAgo: 2, salary: [28_000, 34_000, "EUR", "YEARLY"], languages: [spanish("NATIVE")], eligibleCountries: ["ES"], questions: [3],
  },
  {
    key: "ss-coder", company: "solaris", title: "Codificador/a Médico", role: "medical-coder", seniority: "mid", locale: "es",
    publishedDaysAgo: 6, salary: [1_800, 2_300, "EUR", "MONTHLY"], languages: [spanish("NATIVE")], eligibleCountries: ["ES", "MX", "CO", "AR"],
  },
  {
    key: "ss-content", company: "solaris", title: "Responsable de Marketing de Contenidos", role: "content-marketing-manager", seniority: "mid", locale: "es",
    publishedDaysAgo: 10, salary: [32_000, 40_000, "EUR", "YEARLY"], languages: [spanish("NATIVE")], regions: ["europe", "latin-america"],
  },
  {
    key: "ss-legal-paused", company: "solaris", title: "Abogado/a de Protección de Datos", role: "legal-counsel", seniority: "senior", locale: "es",
    status: "PAUSED", publishedDaysAgo: 25, salary: [45_000, 55_000, "EUR", "YEARLY"], languages: [spanish("NATIVE")], eligibleCountries: ["ES"],
  },
  // Atlas Logística (Pro), in Spanish, from Chile.
  {
    key: "at-logistics", company: "atlas", title: "Coordinador de Logística", role: "logistics-coordinator", seniority: "mid", locale: "es",
    publishedDaysAgo: 3, salary: [1_400_000, 1_800_000, "CLP", "MONTHLY"], languages: [spanish("NATIVE")], eligibleCountries: ["CL", "PE", "CO"],
  },
  {
    key: "at-operations", company: "atlas", title: "Gerente de Operaciones Regional", role: "operations-manager", seniority: "senior", locale: "es",
    publishedDaysAgo: 14, salary: [4_000, 5_500, "USD", "MONTHLY"], languages: [spanish("NATIVE"), english("HIGH")], regions: ["latin-america"],
  },
  // Tienda Viva: its Premium plan expired, so it is back to Free's single open job.
  {
    key: "tv-marketing", company: "tiendaviva", title: "Especialista en Marketing Digital", role: "digital-marketing-specialist", seniority: "mid", locale: "es",
    publishedDaysAgo: 4, salary: [25_000, 32_000, "MXN", "MONTHLY"], languages: [spanish("NATIVE")], eligibleCountries: ["MX"],
  },
  {
    key: "tv-writer-closed", company: "tiendaviva", title: "Redactor de Contenidos SEO", role: "content-writer", seniority: "mid", locale: "es",
    status: "CLOSED", jobType: "FREELANCE", publishedDaysAgo: 40, closedDaysAgo: 18, salary: [250, 350, "MXN", "HOURLY"], languages: [spanish("NATIVE")],
  },
  // Free companies, one open job each.
  {
    key: "kd-ml", company: "kaizen", title: "Machine Learning Engineer", role: "data-scientist", seniority: "senior", locale: "en",
    publishedDaysAgo: 1, salary: [5_500, 7_500, "USD", "MONTHLY"], languages: [english("HIGH"), spanish("INTERMEDIATE")], regions: ["latin-america"],
    timezoneWindow: [-300, -120],
  },
  {
    key: "qs-support", company: "quetzal", title: "Bilingual Customer Support Specialist (English/Spanish)", role: "customer-support-agent", seniority: "mid", locale: "en",
    publishedDaysAgo: 2, salary: [1_200, 1_600, "USD", "MONTHLY"], languages: [english("EXPERT"), spanish("NATIVE")], regions: ["latin-america"],
    timezoneWindow: [-360, -240], questions: [4],
  },
  {
    key: "ll-paralegal", company: "lumen", title: "Paralegal (Spanish-speaking)", role: "paralegal", seniority: "mid", locale: "en",
    jobType: "CONTRACT", publishedDaysAgo: 11, salary: [22, 28, "USD", "HOURLY"], languages: [english("EXPERT"), spanish("EXPERT")],
    regions: ["north-america", "latin-america"],
  },
];

export interface DemoCandidate extends DemoPerson {
  role: string;
  seniority: SeniorityKey;
  /** Filled-in profile sections; default all five. */
  sections?: ProfileSection[];
  skills?: string[];
  languages?: LanguageInput[];
  /** The profile title when the role's default does not fit, e.g. a feminine Spanish title. */
  title?: string;
  verificationType?: "EMAIL" | "PHONE" | "IDENTITY" | null;
  bannedReason?: string;
}

const email = (first: string, last: string) =>
  `${first}.${last}@example.com`.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

function candidate(
  key: string, firstName: string, lastName: string, country: string, city: string, role: string, seniority: SeniorityKey,
  extra: Partial<DemoCandidate> = {},
): DemoCandidate {
  return { key, email: email(firstName, lastName), firstName, lastName, country, city, role, seniority, ...extra };
}

export const demoCandidates: readonly DemoCandidate[] = [
  {
    key: "carlos", email: DEMO_CANDIDATE_EMAIL, firstName: "Carlos", lastName: "Ramírez", country: "CO", city: "Bogotá",
    role: "full-stack-developer", seniority: "senior", verificationType: "IDENTITY",
    skills: ["React", "Node.js", "TypeScript", "PostgreSQL", "Next.js", "Docker", "AWS", "GraphQL", "Communication"],
    languages: [spanish("NATIVE"), english("EXPERT"), { name: "Portuguese", level: "BASIC" }],
  },
  candidate("valentina", "Valentina", "Gómez", "CO", "Medellín", "product-designer", "senior", { title: "Diseñadora de Producto Senior" }),
  candidate("andres", "Andrés", "Castillo", "MX", "Ciudad de México", "backend-developer", "senior", {
    skills: ["Node.js", "TypeScript", "PostgreSQL", "React", "AWS", "Redis", "Docker", "System Design"],
    languages: [spanish("NATIVE"), english("EXPERT")],
  }),
  candidate("sofia", "Sofía", "Martínez", "AR", "Córdoba", "frontend-developer", "mid", {
    title: "Desarrolladora Frontend",
    skills: ["React", "Vue.js", "TypeScript", "CSS", "HTML", "Jest", "Next.js"], languages: [spanish("NATIVE"), english("HIGH")],
  }),
  candidate("mateo", "Mateo", "Fernández", "AR", "Rosario", "java-developer", "senior", { languages: [spanish("NATIVE"), english("HIGH")] }),
  candidate("camila", "Camila", "Rojas", "CL", "Santiago", "data-analyst", "mid", { title: "Analista de Datos", languages: [spanish("NATIVE"), english("HIGH")] }),
  candidate("diego", "Diego", "Herrera", "PE", "Lima", "devops-engineer", "senior", { languages: [spanish("NATIVE"), english("EXPERT")] }),
  candidate("lucia", "Lucía", "Torres", "ES", "Valencia", "content-marketing-manager", "mid", { title: "Responsable de Marketing de Contenidos" }),
  candidate("marta", "Marta", "Ruiz", "ES", "Sevilla", "telehealth-nurse", "mid", { title: "Enfermera de Telemedicina", languages: [spanish("NATIVE"), english("INTERMEDIATE")] }),
  candidate("isabella", "Isabella", "Vargas", "VE", "Caracas", "full-stack-developer", "mid", {
    title: "Desarrolladora Full Stack",
    skills: ["JavaScript", "React", "Node.js", "MongoDB", "Git", "Express"], languages: [spanish("NATIVE"), english("HIGH")],
  }),
  candidate("santiago", "Santiago", "Silva", "UY", "Montevideo", "data-scientist", "senior", { languages: [spanish("NATIVE"), english("EXPERT")] }),
  candidate("gabriela", "Gabriela", "Mendoza", "EC", "Quito", "customer-support-agent", "mid", { title: "Especialista de Atención al Cliente", languages: [spanish("NATIVE"), english("EXPERT")] }),
  candidate("felipe", "Felipe", "Navarro", "CR", "San José", "qa-engineer", "mid"),
  candidate("daniela", "Daniela", "Aguilar", "GT", "Quetzaltenango", "customer-support-agent", "junior", {
    title: "Especialista de Atención al Cliente Junior",
    sections: ["personal", "professional", "proficiency"], languages: [spanish("NATIVE"), english("HIGH")], verificationType: "PHONE",
  }),
  candidate("tomas", "Tomás", "Quintero", "PA", "Ciudad de Panamá", "customer-success-manager", "mid", {
    languages: [spanish("NATIVE"), english("EXPERT")],
  }),
  candidate("renata", "Renata", "Salazar", "DO", "Santo Domingo", "virtual-assistant", "mid", {
    title: "Asistente Virtual Ejecutiva",
    sections: ["personal", "professional", "proficiency", "experience"], languages: [spanish("NATIVE"), english("HIGH")],
  }),
  candidate("joaquin", "Joaquín", "Paredes", "PY", "Asunción", "python-developer", "mid"),
  candidate("mariana", "Mariana", "Cárdenas", "BO", "La Paz", "accountant", "mid", { sections: ["personal", "proficiency"], verificationType: null }),
  candidate("emiliano", "Emiliano", "Restrepo", "PR", "San Juan", "recruiter", "mid", { languages: [spanish("NATIVE"), english("NATIVE")] }),
  candidate("natalia", "Natalia", "Zapata", "CO", "Cali", "data-engineer", "mid", { title: "Ingeniera de Datos", languages: [spanish("NATIVE"), english("HIGH")] }),
  candidate("ana", "Ana", "Souza", "BR", "Florianópolis", "mobile-developer", "senior", { languages: [{ name: "Portuguese", level: "NATIVE" }, english("EXPERT"), spanish("INTERMEDIATE")] }),
  candidate("lucas", "Lucas", "Oliveira", "BR", "São Paulo", "devops-engineer", "mid", { sections: ["personal", "professional", "proficiency", "experience"] }),
  candidate("emily", "Emily", "Johnson", "US", "Seattle", "technical-writer", "senior", { languages: [english("NATIVE"), spanish("INTERMEDIATE")] }),
  candidate("ryan", "Ryan", "Walker", "CA", "Vancouver", "site-reliability-engineer", "lead", { languages: [english("NATIVE")] }),
  candidate("priya", "Priya", "Sharma", "IN", "Bengaluru", "data-scientist", "mid", { languages: [{ name: "Hindi", level: "NATIVE" }, english("EXPERT")] }),
  candidate("chinedu", "Chinedu", "Okafor", "NG", "Lagos", "backend-developer", "mid", { languages: [english("NATIVE")] }),
  candidate("wanjiru", "Wanjiru", "Kamau", "KE", "Nairobi", "customer-success-manager", "mid", {
    sections: ["personal", "professional"], languages: [english("EXPERT")],
  }),
  candidate("katarzyna", "Katarzyna", "Nowak", "PL", "Kraków", "qa-engineer", "senior", { languages: [{ name: "Polish", level: "NATIVE" }, english("EXPERT")] }),
  candidate("marco", "Marco", "Rossi", "IT", "Milan", "graphic-designer", "mid", { sections: ["personal", "professional", "proficiency"] }),
  candidate("sophie", "Sophie", "Dubois", "FR", "Lyon", "product-manager", "senior", { languages: [{ name: "French", level: "NATIVE" }, english("EXPERT"), spanish("HIGH")] }),
  candidate("juliana", "Juliana", "Restrepo", "CO", "Barranquilla", "online-tutor", "mid", { title: "Profesora de Inglés en Línea", languages: [spanish("NATIVE"), english("EXPERT")] }),
  candidate("fernanda", "Fernanda", "López", "MX", "Monterrey", "digital-marketing-specialist", "mid", { title: "Especialista en Marketing Digital" }),
  candidate("gonzalo", "Gonzalo", "Díaz", "CL", "Valparaíso", "logistics-coordinator", "mid"),
  candidate("ximena", "Ximena", "Flores", "PE", "Arequipa", "financial-analyst", "mid", { title: "Analista Financiera", sections: ["personal", "professional", "proficiency", "academic"] }),
  candidate("sebastian", "Sebastián", "Ortiz", "AR", "Buenos Aires", "security-engineer", "senior", { languages: [spanish("NATIVE"), english("HIGH")] }),
  candidate("paula", "Paula", "Medina", "ES", "Madrid", "legal-counsel", "mid", {
    sections: ["personal"], verificationType: null, bannedReason: "Repeated spam applications",
  }),
  candidate("nicolas", "Nicolás", "Rivera", "MX", "Puebla", "full-stack-developer", "junior", { sections: [], verificationType: null }),
  candidate("carolina", "Carolina", "Herrera", "CO", "Bucaramanga", "sales-development-representative", "junior", { title: "Representante de Desarrollo de Ventas Junior", sections: ["personal", "professional"] }),
  candidate("oleksandr", "Oleksandr", "Shevchenko", "UA", "Lviv", "backend-developer", "senior", {
    skills: ["Node.js", "TypeScript", "PostgreSQL", "Kafka", "Docker", "Kubernetes", "AWS", "Microservices"],
    languages: [{ name: "Ukrainian", level: "NATIVE" }, english("EXPERT")],
  }),
  candidate("yuki", "Yuki", "Tanaka", "JP", "Fukuoka", "product-designer", "mid", { sections: ["personal", "proficiency"], languages: [{ name: "Japanese", level: "NATIVE" }, english("HIGH")] }),
];

export interface DemoApplication {
  job: string;
  candidate: string;
  stage?: "APPLIED" | "SHORTLISTED" | "DISMISSED";
  /** For shortlisted applicants: 1 is best. */
  rank?: number;
  reviewed?: boolean;
  /** The candidate withdrew it (two days after applying, or by now). */
  withdrawn?: boolean;
}

export const demoApplications: readonly DemoApplication[] = [
  { job: "nw-fullstack", candidate: "carlos", stage: "SHORTLISTED", rank: 1 },
  { job: "nw-fullstack", candidate: "andres", stage: "SHORTLISTED", rank: 2 },
  { job: "nw-fullstack", candidate: "oleksandr", stage: "SHORTLISTED", rank: 3 },
  { job: "nw-fullstack", candidate: "isabella", reviewed: true },
  { job: "nw-fullstack", candidate: "sofia" },
  { job: "nw-fullstack", candidate: "chinedu" },
  { job: "nw-fullstack", candidate: "nicolas", stage: "DISMISSED" },
  { job: "nw-fullstack", candidate: "ana", stage: "DISMISSED" },
  { job: "nw-designer", candidate: "valentina", stage: "SHORTLISTED", rank: 1 },
  { job: "nw-designer", candidate: "yuki" },
  { job: "nw-designer", candidate: "marco", stage: "DISMISSED" },
  { job: "nw-designer", candidate: "sophie", reviewed: true },
  { job: "nw-devops", candidate: "diego", stage: "SHORTLISTED", rank: 1 },
  { job: "nw-devops", candidate: "lucas" },
  { job: "nw-devops", candidate: "ryan" },
  // The demo candidate's applications cover every stage they can see: applied (pp-java), viewed,
  // in process (nw-fullstack), not selected (nw-frontend-closed) and withdrawn.
  { job: "nw-devops", candidate: "carlos", withdrawn: true },
  { job: "nw-staff-backend", candidate: "carlos", reviewed: true },
  { job: "nw-data-analyst", candidate: "camila" },
  { job: "nw-data-analyst", candidate: "natalia", reviewed: true },
  { job: "nw-data-analyst", candidate: "priya", stage: "DISMISSED" },
  { job: "nw-csm", candidate: "tomas", stage: "SHORTLISTED", rank: 1 },
  { job: "nw-csm", candidate: "gabriela" },
  { job: "nw-csm", candidate: "wanjiru", stage: "DISMISSED" },
  { job: "nw-staff-backend", candidate: "oleksandr" },
  { job: "nw-frontend-closed", candidate: "sofia", stage: "SHORTLISTED", rank: 1 },
  { job: "nw-frontend-closed", candidate: "isabella", stage: "DISMISSED" },
  { job: "nw-frontend-closed", candidate: "carlos", stage: "DISMISSED" },
  { job: "co-ux", candidate: "valentina" },
  { job: "co-ux", candidate: "yuki", stage: "DISMISSED" },
  { job: "pp-java", candidate: "mateo", stage: "SHORTLISTED", rank: 1 },
  { job: "pp-java", candidate: "carlos" },
  { job: "pp-data-engineer", candidate: "natalia" },
  { job: "pp-data-engineer", candidate: "santiago" },
  { job: "bp-teacher", candidate: "juliana" },
  { job: "bp-teacher", candidate: "renata" },
  { job: "ss-nurse", candidate: "marta" },
  { job: "kd-ml", candidate: "santiago", stage: "SHORTLISTED", rank: 1 },
  { job: "kd-ml", candidate: "priya" },
  { job: "qs-support", candidate: "daniela" },
  { job: "qs-support", candidate: "gabriela" },
  { job: "tv-marketing", candidate: "fernanda" },
  { job: "at-logistics", candidate: "gonzalo" },
];

/** Invitations: [job, candidate]. Private jobs are seen only by the candidates invited to them. */
export const demoInvitations: readonly (readonly [job: string, candidate: string])[] = [
  ["nw-staff-backend", "carlos"],
  // The demo candidate's "Recommended for you" holds a private job they have not applied to yet.
  ["nw-qa", "carlos"],
  ["nw-staff-backend", "andres"],
  ["nw-staff-backend", "oleksandr"],
  ["nw-qa", "katarzyna"],
  ["nw-designer", "yuki"],
  ["pp-security", "sebastian"],
  ["kd-ml", "santiago"],
];

/** Answers to the questions in data/job-questions.ts, by question index and language. */
export const demoAnswers: Readonly<Record<number, { en: string; es: string }>> = {
  0: {
    en: "I have followed your product for a while and like how openly the team shares its work. I would love to help build what comes next.",
    es: "Sigo su producto desde hace tiempo y me gusta lo abierto que es el equipo con su trabajo. Me encantaría ayudar a construir lo que viene.",
  },
  1: {
    en: "I led the move of our billing system from a monolith to services; we went from weekly to daily deploys without downtime.",
    es: "Lideré la migración de nuestro sistema de facturación de un monolito a servicios; pasamos de desplegar semanalmente a diariamente sin cortes.",
  },
  2: { en: "Between 5,000 and 6,000 US dollars a month.", es: "Entre 5.000 y 6.000 dólares al mes." },
  3: { en: "In two weeks, after handing over my current projects.", es: "En dos semanas, después de entregar mis proyectos actuales." },
  4: { en: "yes", es: "yes" },
  5: { en: "yes", es: "yes" },
  6: { en: "https://vimeo.com/76979871", es: "https://vimeo.com/76979871" },
};
