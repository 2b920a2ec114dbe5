export interface CountrySeed {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** Lower-case code, the URL segment in /{country}/jobs. */
  slug: string;
  nameEn: string;
  nameEs: string;
  flag: string;
  currency: string;
  regionSlug: string;
  /** Not stored with the country: the zone, standard UTC offset and cities that generated people and jobs use. */
  timezone: string;
  utcOffsetMinutes: number;
  cities: readonly string[];
}

type CountryEntry = Omit<CountrySeed, "slug" | "flag" | "regionSlug">;

/** The flag emoji is the code spelled in regional indicator symbols. */
function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const byRegion: Record<string, readonly CountryEntry[]> = {
  "north-america": [
    { code: "US", nameEn: "United States", nameEs: "Estados Unidos", currency: "USD", timezone: "America/New_York", utcOffsetMinutes: -300, cities: ["New York", "San Francisco", "Austin", "Chicago", "Miami", "Seattle"] },
    { code: "CA", nameEn: "Canada", nameEs: "Canadá", currency: "CAD", timezone: "America/Toronto", utcOffsetMinutes: -300, cities: ["Toronto", "Vancouver", "Montreal", "Calgary"] },
  ],
  "latin-america": [
    { code: "MX", nameEn: "Mexico", nameEs: "México", currency: "MXN", timezone: "America/Mexico_City", utcOffsetMinutes: -360, cities: ["Ciudad de México", "Guadalajara", "Monterrey", "Puebla", "Querétaro"] },
    { code: "GT", nameEn: "Guatemala", nameEs: "Guatemala", currency: "GTQ", timezone: "America/Guatemala", utcOffsetMinutes: -360, cities: ["Ciudad de Guatemala", "Quetzaltenango", "Antigua Guatemala"] },
    { code: "BZ", nameEn: "Belize", nameEs: "Belice", currency: "BZD", timezone: "America/Belize", utcOffsetMinutes: -360, cities: ["Belize City", "Belmopan"] },
    { code: "HN", nameEn: "Honduras", nameEs: "Honduras", currency: "HNL", timezone: "America/Tegucigalpa", utcOffsetMinutes: -360, cities: ["Tegucigalpa", "San Pedro Sula"] },
    { code: "SV", nameEn: "El Salvador", nameEs: "El Salvador", currency: "USD", timezone: "America/El_Salvador", utcOffsetMinutes: -360, cities: ["San Salvador", "Santa Ana"] },
    { code: "NI", nameEn: "Nicaragua", nameEs: "Nicaragua", currency: "NIO", timezone: "America/Managua", utcOffsetMinutes: -360, cities: ["Managua", "León"] },
    { code: "CR", nameEn: "Costa Rica", nameEs: "Costa Rica", currency: "CRC", timezone: "America/Costa_Rica", utcOffsetMinutes: -360, cities: ["San José", "Heredia", "Alajuela"] },
    // Salaries in Panama are quoted in US dollars, which circulate at par with the balboa.
    { code: "PA", nameEn: "Panama", nameEs: "Panamá", currency: "USD", timezone: "America/Panama", utcOffsetMinutes: -300, cities: ["Ciudad de Panamá", "David"] },
    { code: "CU", nameEn: "Cuba", nameEs: "Cuba", currency: "CUP", timezone: "America/Havana", utcOffsetMinutes: -300, cities: ["La Habana", "Santiago de Cuba"] },
    { code: "DO", nameEn: "Dominican Republic", nameEs: "República Dominicana", currency: "DOP", timezone: "America/Santo_Domingo", utcOffsetMinutes: -240, cities: ["Santo Domingo", "Santiago de los Caballeros"] },
    { code: "PR", nameEn: "Puerto Rico", nameEs: "Puerto Rico", currency: "USD", timezone: "America/Puerto_Rico", utcOffsetMinutes: -240, cities: ["San Juan", "Ponce", "Mayagüez"] },
    { code: "HT", nameEn: "Haiti", nameEs: "Haití", currency: "HTG", timezone: "America/Port-au-Prince", utcOffsetMinutes: -300, cities: ["Port-au-Prince", "Cap-Haïtien"] },
    { code: "JM", nameEn: "Jamaica", nameEs: "Jamaica", currency: "JMD", timezone: "America/Jamaica", utcOffsetMinutes: -300, cities: ["Kingston", "Montego Bay"] },
    { code: "TT", nameEn: "Trinidad and Tobago", nameEs: "Trinidad y Tobago", currency: "TTD", timezone: "America/Port_of_Spain", utcOffsetMinutes: -240, cities: ["Port of Spain", "San Fernando"] },
    { code: "CO", nameEn: "Colombia", nameEs: "Colombia", currency: "COP", timezone: "America/Bogota", utcOffsetMinutes: -300, cities: ["Bogotá", "Medellín", "Cali", "Barranquilla", "Bucaramanga"] },
    { code: "VE", nameEn: "Venezuela", nameEs: "Venezuela", currency: "VES", timezone: "America/Caracas", utcOffsetMinutes: -240, cities: ["Caracas", "Maracaibo", "Valencia"] },
    { code: "EC", nameEn: "Ecuador", nameEs: "Ecuador", currency: "USD", timezone: "America/Guayaquil", utcOffsetMinutes: -300, cities: ["Quito", "Guayaquil", "Cuenca"] },
    { code: "PE", nameEn: "Peru", nameEs: "Perú", currency: "PEN", timezone: "America/Lima", utcOffsetMinutes: -300, cities: ["Lima", "Arequipa", "Trujillo"] },
    { code: "BO", nameEn: "Bolivia", nameEs: "Bolivia", currency: "BOB", timezone: "America/La_Paz", utcOffsetMinutes: -240, cities: ["La Paz", "Santa Cruz de la Sierra", "Cochabamba"] },
    { code: "CL", nameEn: "Chile", nameEs: "Chile", currency: "CLP", timezone: "America/Santiago", utcOffsetMinutes: -240, cities: ["Santiago", "Valparaíso", "Concepción"] },
    { code: "AR", nameEn: "Argentina", nameEs: "Argentina", currency: "ARS", timezone: "America/Argentina/Buenos_Aires", utcOffsetMinutes: -180, cities: ["Buenos Aires", "Córdoba", "Rosario", "Mendoza"] },
    { code: "UY", nameEn: "Uruguay", nameEs: "Uruguay", currency: "UYU", timezone: "America/Montevideo", utcOffsetMinutes: -180, cities: ["Montevideo", "Punta del Este"] },
    { code: "PY", nameEn: "Paraguay", nameEs: "Paraguay", currency: "PYG", timezone: "America/Asuncion", utcOffsetMinutes: -180, cities: ["Asunción", "Ciudad del Este"] },
    { code: "BR", nameEn: "Brazil", nameEs: "Brasil", currency: "BRL", timezone: "America/Sao_Paulo", utcOffsetMinutes: -180, cities: ["São Paulo", "Rio de Janeiro", "Belo Horizonte", "Florianópolis"] },
    { code: "GY", nameEn: "Guyana", nameEs: "Guyana", currency: "GYD", timezone: "America/Guyana", utcOffsetMinutes: -240, cities: ["Georgetown"] },
    { code: "SR", nameEn: "Suriname", nameEs: "Surinam", currency: "SRD", timezone: "America/Paramaribo", utcOffsetMinutes: -180, cities: ["Paramaribo"] },
  ],
  europe: [
    { code: "ES", nameEn: "Spain", nameEs: "España", currency: "EUR", timezone: "Europe/Madrid", utcOffsetMinutes: 60, cities: ["Madrid", "Barcelona", "Valencia", "Sevilla", "Málaga", "Bilbao"] },
    { code: "PT", nameEn: "Portugal", nameEs: "Portugal", currency: "EUR", timezone: "Europe/Lisbon", utcOffsetMinutes: 0, cities: ["Lisbon", "Porto"] },
    { code: "FR", nameEn: "France", nameEs: "Francia", currency: "EUR", timezone: "Europe/Paris", utcOffsetMinutes: 60, cities: ["Paris", "Lyon", "Marseille"] },
    { code: "DE", nameEn: "Germany", nameEs: "Alemania", currency: "EUR", timezone: "Europe/Berlin", utcOffsetMinutes: 60, cities: ["Berlin", "Munich", "Hamburg", "Cologne"] },
    { code: "IT", nameEn: "Italy", nameEs: "Italia", currency: "EUR", timezone: "Europe/Rome", utcOffsetMinutes: 60, cities: ["Milan", "Rome", "Turin"] },
    { code: "GB", nameEn: "United Kingdom", nameEs: "Reino Unido", currency: "GBP", timezone: "Europe/London", utcOffsetMinutes: 0, cities: ["London", "Manchester", "Edinburgh", "Bristol"] },
    { code: "IE", nameEn: "Ireland", nameEs: "Irlanda", currency: "EUR", timezone: "Europe/Dublin", utcOffsetMinutes: 0, cities: ["Dublin", "Cork"] },
    { code: "NL", nameEn: "Netherlands", nameEs: "Países Bajos", currency: "EUR", timezone: "Europe/Amsterdam", utcOffsetMinutes: 60, cities: ["Amsterdam", "Rotterdam", "Utrecht"] },
    { code: "BE", nameEn: "Belgium", nameEs: "Bélgica", currency: "EUR", timezone: "Europe/Brussels", utcOffsetMinutes: 60, cities: ["Brussels", "Antwerp", "Ghent"] },
    { code: "CH", nameEn: "Switzerland", nameEs: "Suiza", currency: "CHF", timezone: "Europe/Zurich", utcOffsetMinutes: 60, cities: ["Zurich", "Geneva", "Basel"] },
    { code: "AT", nameEn: "Austria", nameEs: "Austria", currency: "EUR", timezone: "Europe/Vienna", utcOffsetMinutes: 60, cities: ["Vienna", "Graz"] },
    { code: "SE", nameEn: "Sweden", nameEs: "Suecia", currency: "SEK", timezone: "Europe/Stockholm", utcOffsetMinutes: 60, cities: ["Stockholm", "Gothenburg", "Malmö"] },
    { code: "NO", nameEn: "Norway", nameEs: "Noruega", currency: "NOK", timezone: "Europe/Oslo", utcOffsetMinutes: 60, cities: ["Oslo", "Bergen"] },
    { code: "DK", nameEn: "Denmark", nameEs: "Dinamarca", currency: "DKK", timezone: "Europe/Copenhagen", utcOffsetMinutes: 60, cities: ["Copenhagen", "Aarhus"] },
    { code: "FI", nameEn: "Finland", nameEs: "Finlandia", currency: "EUR", timezone: "Europe/Helsinki", utcOffsetMinutes: 120, cities: ["Helsinki", "Tampere"] },
    { code: "PL", nameEn: "Poland", nameEs: "Polonia", currency: "PLN", timezone: "Europe/Warsaw", utcOffsetMinutes: 60, cities: ["Warsaw", "Kraków", "Wrocław"] },
    { code: "CZ", nameEn: "Czechia", nameEs: "Chequia", currency: "CZK", timezone: "Europe/Prague", utcOffsetMinutes: 60, cities: ["Prague", "Brno"] },
    { code: "RO", nameEn: "Romania", nameEs: "Rumania", currency: "RON", timezone: "Europe/Bucharest", utcOffsetMinutes: 120, cities: ["Bucharest", "Cluj-Napoca"] },
    { code: "GR", nameEn: "Greece", nameEs: "Grecia", currency: "EUR", timezone: "Europe/Athens", utcOffsetMinutes: 120, cities: ["Athens", "Thessaloniki"] },
    { code: "UA", nameEn: "Ukraine", nameEs: "Ucrania", currency: "UAH", timezone: "Europe/Kyiv", utcOffsetMinutes: 120, cities: ["Kyiv", "Lviv", "Kharkiv"] },
    { code: "HU", nameEn: "Hungary", nameEs: "Hungría", currency: "HUF", timezone: "Europe/Budapest", utcOffsetMinutes: 60, cities: ["Budapest", "Debrecen"] },
    { code: "BG", nameEn: "Bulgaria", nameEs: "Bulgaria", currency: "EUR", timezone: "Europe/Sofia", utcOffsetMinutes: 120, cities: ["Sofia", "Plovdiv"] },
    { code: "HR", nameEn: "Croatia", nameEs: "Croacia", currency: "EUR", timezone: "Europe/Zagreb", utcOffsetMinutes: 60, cities: ["Zagreb", "Split"] },
    { code: "EE", nameEn: "Estonia", nameEs: "Estonia", currency: "EUR", timezone: "Europe/Tallinn", utcOffsetMinutes: 120, cities: ["Tallinn", "Tartu"] },
    { code: "LT", nameEn: "Lithuania", nameEs: "Lituania", currency: "EUR", timezone: "Europe/Vilnius", utcOffsetMinutes: 120, cities: ["Vilnius", "Kaunas"] },
  ],
  "middle-east": [
    { code: "IL", nameEn: "Israel", nameEs: "Israel", currency: "ILS", timezone: "Asia/Jerusalem", utcOffsetMinutes: 120, cities: ["Tel Aviv", "Jerusalem", "Haifa"] },
    { code: "AE", nameEn: "United Arab Emirates", nameEs: "Emiratos Árabes Unidos", currency: "AED", timezone: "Asia/Dubai", utcOffsetMinutes: 240, cities: ["Dubai", "Abu Dhabi"] },
    { code: "SA", nameEn: "Saudi Arabia", nameEs: "Arabia Saudita", currency: "SAR", timezone: "Asia/Riyadh", utcOffsetMinutes: 180, cities: ["Riyadh", "Jeddah"] },
    { code: "TR", nameEn: "Türkiye", nameEs: "Turquía", currency: "TRY", timezone: "Europe/Istanbul", utcOffsetMinutes: 180, cities: ["Istanbul", "Ankara", "Izmir"] },
    { code: "QA", nameEn: "Qatar", nameEs: "Catar", currency: "QAR", timezone: "Asia/Qatar", utcOffsetMinutes: 180, cities: ["Doha"] },
    { code: "JO", nameEn: "Jordan", nameEs: "Jordania", currency: "JOD", timezone: "Asia/Amman", utcOffsetMinutes: 180, cities: ["Amman", "Irbid"] },
  ],
  africa: [
    { code: "NG", nameEn: "Nigeria", nameEs: "Nigeria", currency: "NGN", timezone: "Africa/Lagos", utcOffsetMinutes: 60, cities: ["Lagos", "Abuja", "Port Harcourt"] },
    { code: "KE", nameEn: "Kenya", nameEs: "Kenia", currency: "KES", timezone: "Africa/Nairobi", utcOffsetMinutes: 180, cities: ["Nairobi", "Mombasa"] },
    { code: "ZA", nameEn: "South Africa", nameEs: "Sudáfrica", currency: "ZAR", timezone: "Africa/Johannesburg", utcOffsetMinutes: 120, cities: ["Cape Town", "Johannesburg", "Durban"] },
    { code: "EG", nameEn: "Egypt", nameEs: "Egipto", currency: "EGP", timezone: "Africa/Cairo", utcOffsetMinutes: 120, cities: ["Cairo", "Alexandria"] },
    { code: "MA", nameEn: "Morocco", nameEs: "Marruecos", currency: "MAD", timezone: "Africa/Casablanca", utcOffsetMinutes: 60, cities: ["Casablanca", "Rabat", "Marrakesh"] },
    { code: "GH", nameEn: "Ghana", nameEs: "Ghana", currency: "GHS", timezone: "Africa/Accra", utcOffsetMinutes: 0, cities: ["Accra", "Kumasi"] },
    { code: "TN", nameEn: "Tunisia", nameEs: "Túnez", currency: "TND", timezone: "Africa/Tunis", utcOffsetMinutes: 60, cities: ["Tunis", "Sfax"] },
    { code: "ET", nameEn: "Ethiopia", nameEs: "Etiopía", currency: "ETB", timezone: "Africa/Addis_Ababa", utcOffsetMinutes: 180, cities: ["Addis Ababa"] },
  ],
  asia: [
    { code: "IN", nameEn: "India", nameEs: "India", currency: "INR", timezone: "Asia/Kolkata", utcOffsetMinutes: 330, cities: ["Bengaluru", "Mumbai", "Delhi", "Hyderabad", "Pune"] },
    { code: "PK", nameEn: "Pakistan", nameEs: "Pakistán", currency: "PKR", timezone: "Asia/Karachi", utcOffsetMinutes: 300, cities: ["Karachi", "Lahore", "Islamabad"] },
    { code: "BD", nameEn: "Bangladesh", nameEs: "Bangladés", currency: "BDT", timezone: "Asia/Dhaka", utcOffsetMinutes: 360, cities: ["Dhaka", "Chittagong"] },
    { code: "PH", nameEn: "Philippines", nameEs: "Filipinas", currency: "PHP", timezone: "Asia/Manila", utcOffsetMinutes: 480, cities: ["Manila", "Cebu City", "Davao"] },
    { code: "ID", nameEn: "Indonesia", nameEs: "Indonesia", currency: "IDR", timezone: "Asia/Jakarta", utcOffsetMinutes: 420, cities: ["Jakarta", "Bandung", "Denpasar"] },
    { code: "VN", nameEn: "Vietnam", nameEs: "Vietnam", currency: "VND", timezone: "Asia/Ho_Chi_Minh", utcOffsetMinutes: 420, cities: ["Ho Chi Minh City", "Hanoi", "Da Nang"] },
    { code: "TH", nameEn: "Thailand", nameEs: "Tailandia", currency: "THB", timezone: "Asia/Bangkok", utcOffsetMinutes: 420, cities: ["Bangkok", "Chiang Mai"] },
    { code: "MY", nameEn: "Malaysia", nameEs: "Malasia", currency: "MYR", timezone: "Asia/Kuala_Lumpur", utcOffsetMinutes: 480, cities: ["Kuala Lumpur", "Penang"] },
    { code: "SG", nameEn: "Singapore", nameEs: "Singapur", currency: "SGD", timezone: "Asia/Singapore", utcOffsetMinutes: 480, cities: ["Singapore"] },
    { code: "JP", nameEn: "Japan", nameEs: "Japón", currency: "JPY", timezone: "Asia/Tokyo", utcOffsetMinutes: 540, cities: ["Tokyo", "Osaka", "Fukuoka"] },
    { code: "KR", nameEn: "South Korea", nameEs: "Corea del Sur", currency: "KRW", timezone: "Asia/Seoul", utcOffsetMinutes: 540, cities: ["Seoul", "Busan"] },
    { code: "CN", nameEn: "China", nameEs: "China", currency: "CNY", timezone: "Asia/Shanghai", utcOffsetMinutes: 480, cities: ["Shanghai", "Beijing", "Shenzhen"] },
    { code: "TW", nameEn: "Taiwan", nameEs: "Taiwán", currency: "TWD", timezone: "Asia/Taipei", utcOffsetMinutes: 480, cities: ["Taipei", "Kaohsiung"] },
  ],
  oceania: [
    { code: "AU", nameEn: "Australia", nameEs: "Australia", currency: "AUD", timezone: "Australia/Sydney", utcOffsetMinutes: 600, cities: ["Sydney", "Melbourne", "Brisbane", "Perth"] },
    { code: "NZ", nameEn: "New Zealand", nameEs: "Nueva Zelanda", currency: "NZD", timezone: "Pacific/Auckland", utcOffsetMinutes: 720, cities: ["Auckland", "Wellington"] },
  ],
};

export const countries: readonly CountrySeed[] = Object.entries(byRegion).flatMap(([regionSlug, entries]) =>
  entries.map((entry) => ({ ...entry, slug: entry.code.toLowerCase(), flag: flagOf(entry.code), regionSlug })),
);

/** Looks up a catalogue country by its ISO code; throws on a code the catalogue lacks (a typo in seed data). */
export function countryByCode(code: string): CountrySeed {
  const country = countries.find((candidate) => candidate.code === code);
  if (!country) throw new Error(`Unknown country code in seed data: ${code}`);
  return country;
}
