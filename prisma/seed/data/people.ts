/** Name pools for generated people, by the naming culture of their country. */
interface NamePool {
  firstNames: readonly string[];
  lastNames: readonly string[];
}

const spanish: NamePool = {
  firstNames: [
    "Sofía", "Valentina", "Camila", "Isabella", "Mariana", "Lucía", "Daniela", "Gabriela", "Paula", "Natalia", "Andrea",
    "Carolina", "Fernanda", "Ximena", "Renata", "Juliana", "Santiago", "Mateo", "Sebastián", "Matías", "Nicolás",
    "Alejandro", "Diego", "Samuel", "Daniel", "Andrés", "Felipe", "Javier", "Tomás", "Emiliano", "Joaquín", "Gonzalo",
  ],
  lastNames: [
    "García", "Rodríguez", "Martínez", "López", "González", "Hernández", "Pérez", "Sánchez", "Ramírez", "Torres",
    "Flores", "Rivera", "Gómez", "Díaz", "Morales", "Vargas", "Castro", "Rojas", "Ortiz", "Silva", "Herrera", "Medina",
    "Aguilar", "Mendoza", "Salazar", "Cárdenas", "Fuentes", "Navarro", "Paredes", "Quintero", "Restrepo", "Zapata",
  ],
};

const portuguese: NamePool = {
  firstNames: ["Ana", "Beatriz", "Larissa", "Juliana", "Fernanda", "Mariana", "Letícia", "Gabriel", "Lucas", "Pedro", "Rafael", "Thiago", "Bruno", "Gustavo", "João", "Felipe"],
  lastNames: ["Silva", "Santos", "Oliveira", "Souza", "Costa", "Pereira", "Almeida", "Ferreira", "Carvalho", "Ribeiro", "Gomes", "Martins", "Rocha", "Barbosa"],
};

const english: NamePool = {
  firstNames: ["Emily", "Olivia", "Emma", "Sarah", "Hannah", "Grace", "Chloe", "Megan", "James", "Michael", "David", "Ryan", "Ethan", "Noah", "Liam", "Jacob", "Owen", "Lucas"],
  lastNames: ["Smith", "Johnson", "Williams", "Brown", "Miller", "Wilson", "Taylor", "Anderson", "Thomas", "Moore", "Clark", "Walker", "Hall", "Young", "King", "Wright", "Campbell", "Mitchell"],
};

const continentalEuropean: NamePool = {
  firstNames: ["Anna", "Marie", "Julia", "Lena", "Elena", "Chiara", "Sophie", "Eva", "Katarzyna", "Ioana", "Lukas", "Jan", "Marco", "Luca", "Pierre", "Thomas", "Mikkel", "Oskar", "Andrei", "Piotr"],
  lastNames: ["Müller", "Schmidt", "Rossi", "Bianchi", "Dubois", "Lefebvre", "de Vries", "Jansen", "Kowalski", "Nowak", "Novák", "Popescu", "Andersson", "Larsen", "Nielsen", "Virtanen", "Kovač", "Papadopoulos", "Horvat", "Shevchenko"],
};

const african: NamePool = {
  firstNames: ["Amaka", "Ngozi", "Aisha", "Wanjiru", "Thandiwe", "Abena", "Fatima", "Yasmin", "Chinedu", "Tunde", "Kwame", "Kofi", "Sipho", "Omar", "Youssef", "Tariku"],
  lastNames: ["Okafor", "Adeyemi", "Okonkwo", "Mensah", "Boateng", "Kamau", "Otieno", "Mwangi", "Ndlovu", "Dlamini", "Nkosi", "El Amrani", "Benali", "Haddad", "Bekele", "Tesfaye"],
};

const middleEastern: NamePool = {
  firstNames: ["Noa", "Maya", "Layla", "Mariam", "Zeynep", "Elif", "Rana", "Yael", "Ahmed", "Omar", "Khalid", "Yusuf", "Emre", "Can", "Eitan", "Ali"],
  lastNames: ["Cohen", "Levi", "Mizrahi", "Al-Sayed", "Al-Farsi", "Haddad", "Khoury", "Nasser", "Yılmaz", "Kaya", "Demir", "Şahin", "Mansour", "Aziz"],
};

const southAsian: NamePool = {
  firstNames: ["Priya", "Ananya", "Aditi", "Sana", "Ayesha", "Nusrat", "Kavya", "Meera", "Arjun", "Rohan", "Vikram", "Rahul", "Imran", "Bilal", "Karthik", "Aarav"],
  lastNames: ["Sharma", "Patel", "Singh", "Kumar", "Gupta", "Reddy", "Iyer", "Nair", "Khan", "Ahmed", "Hussain", "Chowdhury", "Rahman", "Mehta"],
};

const eastAsian: NamePool = {
  firstNames: ["Yuki", "Haruka", "Mei", "Ji-woo", "Seo-yeon", "Lan", "Linh", "Siti", "Maria", "Hiroshi", "Kenji", "Min-jun", "Wei", "Jun", "Minh", "Rizal"],
  lastNames: ["Sato", "Suzuki", "Tanaka", "Kim", "Lee", "Park", "Wang", "Chen", "Lin", "Nguyen", "Tran", "Santos", "Reyes", "Tan", "Wijaya", "Lim"],
};

const poolByCountry: Readonly<Record<string, NamePool>> = {
  BR: portuguese, PT: portuguese,
  US: english, CA: english, GB: english, IE: english, AU: english, NZ: english, JM: english, TT: english, BZ: english, GY: english,
  FR: continentalEuropean, DE: continentalEuropean, IT: continentalEuropean, NL: continentalEuropean, BE: continentalEuropean,
  CH: continentalEuropean, AT: continentalEuropean, SE: continentalEuropean, NO: continentalEuropean, DK: continentalEuropean,
  FI: continentalEuropean, PL: continentalEuropean, CZ: continentalEuropean, RO: continentalEuropean, GR: continentalEuropean,
  UA: continentalEuropean, HU: continentalEuropean, BG: continentalEuropean, HR: continentalEuropean, EE: continentalEuropean,
  LT: continentalEuropean, HT: continentalEuropean, SR: continentalEuropean,
  NG: african, KE: african, ZA: african, EG: african, MA: african, GH: african, TN: african, ET: african,
  IL: middleEastern, AE: middleEastern, SA: middleEastern, TR: middleEastern, QA: middleEastern, JO: middleEastern,
  IN: southAsian, PK: southAsian, BD: southAsian,
  PH: eastAsian, ID: eastAsian, VN: eastAsian, TH: eastAsian, MY: eastAsian, SG: eastAsian, JP: eastAsian, KR: eastAsian, CN: eastAsian, TW: eastAsian,
};

/** Spanish names are the default: most of the marketplace's people are in Latin America and Spain. */
export function namePoolFor(countryCode: string | null | undefined): NamePool {
  return (countryCode ? poolByCountry[countryCode] : undefined) ?? spanish;
}

/** Where generated candidates have worked; a mix of well-known and regional employers. */
export const pastEmployers = [
  "Globant", "Mercado Libre", "Rappi", "Nubank", "Despegar", "Platzi", "Kavak", "Bitso", "Cornershop", "Ualá",
  "Accenture", "Deloitte", "IBM", "Oracle", "Shopify", "Automattic", "GitLab", "Zapier", "Toptal", "EPAM Systems",
  "Telefónica", "BBVA", "Bancolombia", "Santander", "Falabella", "Cencosud", "Grupo Bimbo", "Avianca", "Endava",
  "Encora", "Softtek", "Stefanini", "Teleperformance", "Concentrix", "Freelance",
] as const;

/** Universities by country, for generated educations; other countries use an online programme. */
export const universitiesByCountry: Readonly<Record<string, readonly string[]>> = {
  US: ["University of Texas at Austin", "Arizona State University", "University of Michigan", "Georgia Institute of Technology"],
  CA: ["University of Toronto", "University of British Columbia", "University of Waterloo"],
  MX: ["Universidad Nacional Autónoma de México", "Tecnológico de Monterrey", "Instituto Politécnico Nacional", "Universidad de Guadalajara"],
  CO: ["Universidad Nacional de Colombia", "Universidad de los Andes", "Universidad EAFIT", "Pontificia Universidad Javeriana"],
  AR: ["Universidad de Buenos Aires", "Universidad Tecnológica Nacional", "Universidad Nacional de Córdoba", "ITBA"],
  CL: ["Universidad de Chile", "Pontificia Universidad Católica de Chile", "Universidad Técnica Federico Santa María"],
  PE: ["Pontificia Universidad Católica del Perú", "Universidad Nacional de Ingeniería", "Universidad de Lima"],
  VE: ["Universidad Central de Venezuela", "Universidad Simón Bolívar", "Universidad Católica Andrés Bello"],
  EC: ["Escuela Politécnica Nacional", "Universidad San Francisco de Quito", "ESPOL"],
  UY: ["Universidad de la República", "Universidad ORT Uruguay"],
  PY: ["Universidad Nacional de Asunción", "Universidad Católica Nuestra Señora de la Asunción"],
  BO: ["Universidad Mayor de San Andrés", "Universidad Privada Boliviana"],
  CR: ["Universidad de Costa Rica", "Instituto Tecnológico de Costa Rica"],
  PA: ["Universidad Tecnológica de Panamá", "Universidad de Panamá"],
  GT: ["Universidad de San Carlos de Guatemala", "Universidad del Valle de Guatemala"],
  DO: ["Pontificia Universidad Católica Madre y Maestra", "INTEC"],
  PR: ["Universidad de Puerto Rico"],
  BR: ["Universidade de São Paulo", "Universidade Estadual de Campinas", "Universidade Federal do Rio de Janeiro"],
  ES: ["Universidad Complutense de Madrid", "Universitat Politècnica de Catalunya", "Universidad Politécnica de Madrid", "Universitat de València"],
  GB: ["University of Manchester", "King's College London", "University of Edinburgh"],
  DE: ["Technische Universität München", "Humboldt-Universität zu Berlin"],
  FR: ["Sorbonne Université", "Université Lyon 1"],
  PT: ["Universidade de Lisboa", "Universidade do Porto"],
  PL: ["Warsaw University of Technology", "Jagiellonian University"],
  UA: ["Taras Shevchenko National University of Kyiv", "Lviv Polytechnic"],
  IN: ["Indian Institute of Technology Bombay", "University of Delhi", "Anna University"],
  NG: ["University of Lagos", "Obafemi Awolowo University"],
  KE: ["University of Nairobi", "Strathmore University"],
  ZA: ["University of Cape Town", "University of the Witwatersrand"],
  PH: ["University of the Philippines", "Ateneo de Manila University"],
  AU: ["University of Melbourne", "University of Sydney"],
};

export const onlineProgrammes = ["Coursera", "Platzi", "edX", "Udacity"] as const;
