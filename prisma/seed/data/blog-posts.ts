export interface BlogPostSeed {
  slug: string;
  /** Publication date relative to the seed run, so the landing page always shows fresh posts. */
  daysAgo: number;
  authorName: string;
  en: BlogPostText;
  es: BlogPostText;
}

interface BlogPostText {
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
}

/** Landing-page posts, one row per locale (BlogPost is unique on slug + locale). */
export const blogPosts: readonly BlogPostSeed[] = [
  {
    slug: "remote-job-application-checklist",
    daysAgo: 2,
    authorName: "Valentina Ortiz",
    en: {
      title: "The remote job application checklist",
      excerpt: "Seven things hiring managers look for before they even read your CV, and how to get each one right.",
      content:
        "<p>Remote hiring managers read hundreds of applications a week. The ones that stand out share a few habits.</p>" +
        "<ul><li>A complete profile: all five sections filled in.</li><li>A clear title that matches the roles you apply to.</li>" +
        "<li>Your time zone and the hours you can overlap with the team.</li><li>Short, specific answers to the job's questions.</li></ul>" +
        "<p>Spend ten minutes on these before you apply and your match score, and your reply rate, will show it.</p>",
    },
    es: {
      title: "La lista de control para postularte a un empleo remoto",
      excerpt: "Siete cosas que los reclutadores revisan antes de leer tu CV, y cómo cuidar cada una.",
      content:
        "<p>Quienes contratan en remoto leen cientos de postulaciones por semana. Las que destacan comparten algunos hábitos.</p>" +
        "<ul><li>Un perfil completo: las cinco secciones llenas.</li><li>Un título claro, acorde a los puestos a los que te postulas.</li>" +
        "<li>Tu zona horaria y las horas que puedes coincidir con el equipo.</li><li>Respuestas breves y concretas a las preguntas de la oferta.</li></ul>" +
        "<p>Dedica diez minutos a esto antes de postularte y tu porcentaje de coincidencia, y tus respuestas, lo notarán.</p>",
    },
  },
  {
    slug: "hiring-across-time-zones",
    daysAgo: 6,
    authorName: "Daniel Brooks",
    en: {
      title: "Hiring across time zones without burning out your team",
      excerpt: "How much overlap do you really need? A practical guide to timezone windows for distributed teams.",
      content:
        "<p>Most teams need three to four hours of shared working time, not eight. Decide the window first, then hire inside it.</p>" +
        "<p>Publishing the window in the job post filters applicants for you: candidates outside it simply do not match.</p>" +
        "<p>Write things down, record demos and keep meetings for decisions. Asynchronous work is a skill; hire for it.</p>",
    },
    es: {
      title: "Contratar en varias zonas horarias sin agotar a tu equipo",
      excerpt: "¿Cuánta superposición horaria necesitas de verdad? Una guía práctica para equipos distribuidos.",
      content:
        "<p>La mayoría de los equipos necesita de tres a cuatro horas compartidas, no ocho. Define primero la franja y contrata dentro de ella.</p>" +
        "<p>Publicar la franja horaria en la oferta filtra por ti: quienes están fuera de ella simplemente no coinciden.</p>" +
        "<p>Documenta, graba las demostraciones y deja las reuniones para decidir. El trabajo asíncrono es una habilidad: contrata por ella.</p>",
    },
  },
  {
    slug: "salary-benchmarks-latin-america",
    daysAgo: 11,
    authorName: "Mariana Castillo",
    en: {
      title: "Remote salary benchmarks for Latin America",
      excerpt: "What software, design and support roles pay when companies hire remotely from Mexico to Argentina.",
      content:
        "<p>We looked at the salary ranges published on the marketplace over the last quarter, converted to US dollars a month.</p>" +
        "<p>Senior engineers in the region are now paid within 20% of their European peers, while support and operations roles vary most by country.</p>" +
        "<p>Publishing a range gets more applicants: jobs with a salary receive almost twice as many applications.</p>",
    },
    es: {
      title: "Referencias salariales remotas en Latinoamérica",
      excerpt: "Cuánto pagan los puestos de software, diseño y soporte cuando las empresas contratan en remoto de México a Argentina.",
      content:
        "<p>Analizamos los rangos salariales publicados en el marketplace el último trimestre, convertidos a dólares mensuales.</p>" +
        "<p>Los ingenieros senior de la región ya cobran a menos de un 20% de sus pares europeos, mientras que soporte y operaciones varían más según el país.</p>" +
        "<p>Publicar un rango atrae más candidatos: las ofertas con salario reciben casi el doble de postulaciones.</p>",
    },
  },
  {
    slug: "writing-a-job-post-that-converts",
    daysAgo: 17,
    authorName: "Daniel Brooks",
    en: {
      title: "Writing a job post that people finish reading",
      excerpt: "Lead with the problem the hire will solve, keep requirements honest, and always publish the salary.",
      content:
        "<p>Start with what the person will own in their first six months. Then list what they need, and separate it from what would be nice.</p>" +
        "<p>Ask at most three questions. Each one should help you decide, not test patience.</p>" +
        "<p>Finally, say how the process works and how long it takes. Candidates plan around it.</p>",
    },
    es: {
      title: "Cómo escribir una oferta que la gente lea hasta el final",
      excerpt: "Empieza por el problema que resolverá la persona, sé honesto con los requisitos y publica siempre el salario.",
      content:
        "<p>Empieza por lo que la persona tendrá a su cargo en sus primeros seis meses. Luego enumera lo imprescindible, separado de lo deseable.</p>" +
        "<p>Haz como máximo tres preguntas. Cada una debe ayudarte a decidir, no poner a prueba la paciencia.</p>" +
        "<p>Por último, explica cómo es el proceso y cuánto dura. Los candidatos se organizan en función de ello.</p>",
    },
  },
  {
    slug: "first-week-remote-onboarding",
    daysAgo: 24,
    authorName: "Sofía Herrera",
    en: {
      title: "Your first week in a remote job",
      excerpt: "Set up your workspace, learn how your team communicates, and ship something small by Friday.",
      content:
        "<p>The first week sets the tone. Ask which channels are for what, and when people expect an answer.</p>" +
        "<p>Find one small task you can finish by Friday: a fix, a document, a customer reply. Momentum matters more than scope.</p>" +
        "<p>Book short calls with the people you will work with most. Remote teams rarely bump into each other by chance.</p>",
    },
    es: {
      title: "Tu primera semana en un trabajo remoto",
      excerpt: "Prepara tu espacio, aprende cómo se comunica tu equipo y entrega algo pequeño antes del viernes.",
      content:
        "<p>La primera semana marca el tono. Pregunta para qué sirve cada canal y cuándo se espera una respuesta.</p>" +
        "<p>Busca una tarea pequeña que puedas terminar el viernes: un arreglo, un documento, una respuesta a un cliente. El impulso importa más que el tamaño.</p>" +
        "<p>Agenda llamadas cortas con las personas con quienes más trabajarás. En remoto nadie se cruza por casualidad.</p>",
    },
  },
  {
    slug: "shortlisting-applicants-faster",
    daysAgo: 33,
    authorName: "Valentina Ortiz",
    en: {
      title: "Shortlist applicants in half the time",
      excerpt: "Use match percentages, the shortlist and rankings to go from a hundred applicants to five interviews.",
      content:
        "<p>Sort applicants by match first: it compares their skills and languages with what the job asks for.</p>" +
        "<p>Move anyone worth a call to the shortlist, dismiss clear mismatches, and rank the shortlist before interviews.</p>" +
        "<p>Mark each applicant as reviewed so your teammates know where you left off.</p>",
    },
    es: {
      title: "Preselecciona candidatos en la mitad de tiempo",
      excerpt: "Usa el porcentaje de coincidencia, la preselección y el ranking para pasar de cien postulantes a cinco entrevistas.",
      content:
        "<p>Ordena primero por coincidencia: compara sus habilidades e idiomas con lo que pide la oferta.</p>" +
        "<p>Pasa a la preselección a quien merezca una llamada, descarta a quien claramente no encaja y ordena la lista antes de entrevistar.</p>" +
        "<p>Marca cada postulante como revisado para que tu equipo sepa dónde lo dejaste.</p>",
    },
  },
];
