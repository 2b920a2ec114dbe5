/** Parts of generated company names ("Andes Analytics", "Northwind Labs"); names may repeat, slugs never do. */
export const companyNamePrefixes = [
  "Andes", "Pacific", "Northwind", "Bright", "Nova", "Cedar", "Atlas", "Quantum", "Silver", "Polar", "Sol", "Luna",
  "Condor", "Jaguar", "Ceiba", "Terra", "Iron", "Maple", "Coral", "Orbit", "Summit", "Harbor", "Vértice", "Colibrí",
  "Quetzal", "Pampa", "Caribe", "Aurora", "Blue Fern", "Red Rock",
] as const;

export const companyNameSuffixes = [
  "Labs", "Works", "Digital", "Systems", "Studio", "Health", "Analytics", "Cloud", "Logistics", "Learning", "Partners",
  "Commerce", "Software", "Media", "Finance", "Payments", "Robotics", "Security", "Foods", "Travel",
] as const;

export const companySizes = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;

export const companyTaglinesEn = [
  "We build tools that help small businesses get paid on time.",
  "We make learning a new language feel like a game.",
  "We help clinics run their day without paperwork.",
  "We move goods across Latin America faster and cheaper.",
  "We give finance teams one place to close the books.",
  "We connect travellers with local guides they can trust.",
  "We help online stores sell in every country of the region.",
  "We turn messy operational data into daily decisions.",
] as const;

export const companyTaglinesEs = [
  "Creamos herramientas para que las pymes cobren a tiempo.",
  "Hacemos que aprender un idioma se sienta como un juego.",
  "Ayudamos a las clínicas a trabajar sin papeleo.",
  "Movemos mercancías por Latinoamérica más rápido y más barato.",
  "Damos a los equipos de finanzas un solo lugar para cerrar el mes.",
  "Conectamos a viajeros con guías locales de confianza.",
  "Ayudamos a las tiendas en línea a vender en toda la región.",
  "Convertimos datos operativos desordenados en decisiones diarias.",
] as const;
