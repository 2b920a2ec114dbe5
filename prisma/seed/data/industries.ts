export interface IndustrySeed {
  slug: string;
  nameEn: string;
  nameEs: string;
  sortOrder: number;
}

/** The job categories in the footer and the {country}/jobs/{industry} routes, in display order. */
export const industries: readonly IndustrySeed[] = [
  { slug: "software-development", nameEn: "Software Development", nameEs: "Desarrollo de software" },
  { slug: "design", nameEn: "Design", nameEs: "Diseño" },
  { slug: "marketing", nameEn: "Marketing", nameEs: "Marketing" },
  { slug: "sales", nameEn: "Sales", nameEs: "Ventas" },
  { slug: "customer-support", nameEn: "Customer Support", nameEs: "Atención al cliente" },
  { slug: "data-science", nameEn: "Data Science", nameEs: "Ciencia de datos" },
  { slug: "devops", nameEn: "DevOps & Infrastructure", nameEs: "DevOps e infraestructura" },
  { slug: "product-management", nameEn: "Product Management", nameEs: "Gestión de producto" },
  { slug: "project-management", nameEn: "Project Management", nameEs: "Gestión de proyectos" },
  { slug: "quality-assurance", nameEn: "Quality Assurance", nameEs: "Control de calidad" },
  { slug: "cybersecurity", nameEn: "Cybersecurity", nameEs: "Ciberseguridad" },
  { slug: "finance", nameEn: "Finance & Accounting", nameEs: "Finanzas y contabilidad" },
  { slug: "human-resources", nameEn: "Human Resources", nameEs: "Recursos humanos" },
  { slug: "writing", nameEn: "Writing & Content", nameEs: "Redacción y contenido" },
  { slug: "education", nameEn: "Education", nameEs: "Educación" },
  { slug: "healthcare", nameEn: "Healthcare", nameEs: "Salud" },
  { slug: "legal", nameEn: "Legal", nameEs: "Legal" },
  { slug: "operations", nameEn: "Operations", nameEs: "Operaciones" },
].map((industry, index) => ({ ...industry, sortOrder: (index + 1) * 10 }));
