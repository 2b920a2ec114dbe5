export interface SkillSeed {
  /** The canonical name, matched case-insensitively (citext). */
  name: string;
  /** Only where Spanish speakers use a different word; tools and languages keep their names. */
  nameEs?: string;
}

const programmingLanguages = [
  "JavaScript", "TypeScript", "Python", "Java", "C#", "C++", "Go", "Rust", "Ruby", "PHP", "Kotlin", "Swift",
  "Scala", "Elixir", "Dart", "R", "SQL", "Bash",
].map((name) => ({ name }));

const frameworksAndPlatforms = [
  "React", "Next.js", "Vue.js", "Angular", "Svelte", "Node.js", "Express", "NestJS", "Django", "Flask", "FastAPI",
  "Ruby on Rails", "Laravel", "Spring Boot", ".NET", "Flutter", "React Native", "GraphQL", "REST APIs", "Tailwind CSS",
  "HTML", "CSS", "Redux", "jQuery", "WordPress", "Shopify", "Salesforce", "HubSpot", "Zendesk", "Intercom",
  "SAP", "Odoo", "QuickBooks", "Xero", "Jira", "Confluence", "Notion", "Asana", "Trello", "Git", "GitHub Actions",
].map((name) => ({ name }));

const dataAndInfrastructure = [
  "PostgreSQL", "MySQL", "MongoDB", "Redis", "Elasticsearch", "Kafka", "RabbitMQ", "Snowflake", "BigQuery", "dbt",
  "Airflow", "Apache Spark", "Pandas", "NumPy", "scikit-learn", "TensorFlow", "PyTorch", "Power BI", "Tableau",
  "Looker", "AWS", "Google Cloud", "Azure", "Docker", "Kubernetes", "Terraform", "Ansible", "Linux", "Prometheus",
  "Grafana", "Datadog", "CI/CD", "Cypress", "Playwright", "Selenium", "Jest", "Postman",
].map((name) => ({ name }));

const specialistSkills: SkillSeed[] = [
  { name: "Machine Learning", nameEs: "Aprendizaje automático" },
  { name: "Data Analysis", nameEs: "Análisis de datos" },
  { name: "Data Visualization", nameEs: "Visualización de datos" },
  { name: "Statistics", nameEs: "Estadística" },
  { name: "Microservices", nameEs: "Microservicios" },
  { name: "System Design", nameEs: "Diseño de sistemas" },
  { name: "Test Automation", nameEs: "Automatización de pruebas" },
  { name: "Manual Testing", nameEs: "Pruebas manuales" },
  { name: "Penetration Testing", nameEs: "Pruebas de penetración" },
  { name: "Network Security", nameEs: "Seguridad de redes" },
  { name: "Incident Response", nameEs: "Respuesta a incidentes" },
  { name: "ISO 27001" },
  { name: "SOC 2" },
];

const designSkills: SkillSeed[] = [
  { name: "Figma" }, { name: "Sketch" }, { name: "Adobe XD" }, { name: "Adobe Photoshop" }, { name: "Adobe Illustrator" },
  { name: "Adobe InDesign" }, { name: "Adobe After Effects" }, { name: "Adobe Premiere Pro" }, { name: "Canva" },
  { name: "Blender" }, { name: "Webflow" }, { name: "Framer" },
  { name: "UI Design", nameEs: "Diseño UI" },
  { name: "UX Research", nameEs: "Investigación UX" },
  { name: "Wireframing", nameEs: "Wireframes" },
  { name: "Prototyping", nameEs: "Prototipado" },
  { name: "Design Systems", nameEs: "Sistemas de diseño" },
  { name: "Branding", nameEs: "Branding" },
  { name: "Illustration", nameEs: "Ilustración" },
  { name: "Motion Design", nameEs: "Diseño de animación" },
  { name: "Video Editing", nameEs: "Edición de video" },
  { name: "Accessibility", nameEs: "Accesibilidad" },
];

const marketingSkills: SkillSeed[] = [
  { name: "SEO" }, { name: "SEM" }, { name: "Google Ads" }, { name: "Meta Ads" }, { name: "Google Analytics" },
  { name: "Google Tag Manager" }, { name: "Mailchimp" }, { name: "Semrush" }, { name: "Ahrefs" },
  { name: "Content Marketing", nameEs: "Marketing de contenidos" },
  { name: "Social Media Marketing", nameEs: "Marketing en redes sociales" },
  { name: "Email Marketing", nameEs: "Email marketing" },
  { name: "Growth Marketing", nameEs: "Growth marketing" },
  { name: "Performance Marketing", nameEs: "Marketing de resultados" },
  { name: "Marketing Automation", nameEs: "Automatización de marketing" },
  { name: "Copywriting", nameEs: "Redacción publicitaria" },
  { name: "Technical Writing", nameEs: "Redacción técnica" },
  { name: "Editing", nameEs: "Edición de textos" },
  { name: "Translation", nameEs: "Traducción" },
  { name: "Community Management", nameEs: "Gestión de comunidades" },
  { name: "Public Relations", nameEs: "Relaciones públicas" },
  { name: "Product Marketing", nameEs: "Marketing de producto" },
];

const salesAndSupportSkills: SkillSeed[] = [
  { name: "Lead Generation", nameEs: "Generación de leads" },
  { name: "Cold Calling", nameEs: "Llamadas en frío" },
  { name: "B2B Sales", nameEs: "Ventas B2B" },
  { name: "SaaS Sales", nameEs: "Ventas SaaS" },
  { name: "Account Management", nameEs: "Gestión de cuentas" },
  { name: "Negotiation", nameEs: "Negociación" },
  { name: "CRM", nameEs: "CRM" },
  { name: "Customer Success", nameEs: "Éxito del cliente" },
  { name: "Customer Service", nameEs: "Servicio al cliente" },
  { name: "Technical Support", nameEs: "Soporte técnico" },
  { name: "Onboarding", nameEs: "Onboarding de clientes" },
];

const businessSkills: SkillSeed[] = [
  { name: "Accounting", nameEs: "Contabilidad" },
  { name: "Bookkeeping", nameEs: "Teneduría de libros" },
  { name: "Financial Modeling", nameEs: "Modelado financiero" },
  { name: "Financial Analysis", nameEs: "Análisis financiero" },
  { name: "Budgeting", nameEs: "Presupuestos" },
  { name: "Payroll", nameEs: "Nómina" },
  { name: "Tax", nameEs: "Impuestos" },
  { name: "Excel", nameEs: "Excel" },
  { name: "Recruiting", nameEs: "Reclutamiento" },
  { name: "Talent Acquisition", nameEs: "Atracción de talento" },
  { name: "Employee Relations", nameEs: "Relaciones laborales" },
  { name: "Compensation & Benefits", nameEs: "Compensaciones y beneficios" },
  { name: "Product Strategy", nameEs: "Estrategia de producto" },
  { name: "Roadmapping", nameEs: "Planificación de roadmap" },
  { name: "Agile", nameEs: "Metodologías ágiles" },
  { name: "Scrum" },
  { name: "Kanban" },
  { name: "Project Planning", nameEs: "Planificación de proyectos" },
  { name: "Risk Management", nameEs: "Gestión de riesgos" },
  { name: "Supply Chain", nameEs: "Cadena de suministro" },
  { name: "Logistics", nameEs: "Logística" },
  { name: "Process Improvement", nameEs: "Mejora de procesos" },
  { name: "Contract Law", nameEs: "Derecho contractual" },
  { name: "Legal Research", nameEs: "Investigación jurídica" },
  { name: "Compliance", nameEs: "Cumplimiento normativo" },
  { name: "Data Privacy", nameEs: "Protección de datos" },
  { name: "Curriculum Design", nameEs: "Diseño curricular" },
  { name: "Instructional Design", nameEs: "Diseño instruccional" },
  { name: "Teaching", nameEs: "Docencia" },
  { name: "E-learning", nameEs: "E-learning" },
  { name: "Telehealth", nameEs: "Telemedicina" },
  { name: "Medical Coding", nameEs: "Codificación médica" },
  { name: "Nursing", nameEs: "Enfermería" },
  { name: "Clinical Research", nameEs: "Investigación clínica" },
  { name: "Virtual Assistance", nameEs: "Asistencia virtual" },
];

const softSkills: SkillSeed[] = [
  { name: "Communication", nameEs: "Comunicación" },
  { name: "Leadership", nameEs: "Liderazgo" },
  { name: "Teamwork", nameEs: "Trabajo en equipo" },
  { name: "Problem Solving", nameEs: "Resolución de problemas" },
  { name: "Time Management", nameEs: "Gestión del tiempo" },
  { name: "Critical Thinking", nameEs: "Pensamiento crítico" },
  { name: "Adaptability", nameEs: "Adaptabilidad" },
  { name: "Attention to Detail", nameEs: "Atención al detalle" },
  { name: "Mentoring", nameEs: "Mentoría" },
  { name: "Stakeholder Management", nameEs: "Gestión de stakeholders" },
  { name: "Remote Collaboration", nameEs: "Colaboración remota" },
  { name: "Public Speaking", nameEs: "Hablar en público" },
];

export const skills: readonly SkillSeed[] = [
  ...programmingLanguages,
  ...frameworksAndPlatforms,
  ...dataAndInfrastructure,
  ...specialistSkills,
  ...designSkills,
  ...marketingSkills,
  ...salesAndSupportSkills,
  ...businessSkills,
  ...softSkills,
];
