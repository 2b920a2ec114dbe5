import { describe, expect, it } from "@jest/globals";

import { applicationConfirmationEmail, emailChangeCodeEmail, emailConfirmationEmail, jobInvitationEmail, passwordResetEmail, signInLinkEmail } from "@/lib/mail/templates";

const url = "https://remotejobs.test/en/confirm-email?token=abc&next=%2F";

describe("passwordResetEmail", () => {
  it("puts the code and its 15 minutes in both bodies, in English", () => {
    const email = passwordResetEmail({ locale: "en", code: "482913" });
    expect(email.subject).toBe("Your Remote Jobs password reset code");
    expect(email.text).toContain("\n482913\n");
    expect(email.text).toContain("15 minutes");
    expect(email.html).toContain(">482913</p>");
    expect(email.html).toContain("15 minutes");
    expect(email.html).toContain('<html lang="en">');
  });

  it("speaks Spanish", () => {
    const email = passwordResetEmail({ locale: "es", code: "482913" });
    expect(email.subject).toBe("Tu código para restablecer la contraseña de Remote Jobs");
    expect(email.text).toContain("482913");
    expect(email.text).toContain("15 minutos");
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain("Restablece tu contraseña");
  });
});

describe("emailConfirmationEmail", () => {
  it("links the confirmation URL as a button and as text", () => {
    const email = emailConfirmationEmail({ locale: "en", url });
    expect(email.subject).toBe("Confirm your email address");
    expect(email.text).toContain(`Confirm email address:\n${url}`);
    // In HTML the & of the query string is escaped, as an attribute value must be.
    expect(email.html).toContain('href="https://remotejobs.test/en/confirm-email?token=abc&amp;next=%2F"');
  });

  it("speaks Spanish", () => {
    const email = emailConfirmationEmail({ locale: "es", url });
    expect(email.subject).toBe("Confirma tu dirección de correo");
    expect(email.text).toContain(`Confirmar dirección de correo:\n${url}`);
    expect(email.html).toContain("Si el botón no funciona");
  });

  it("refuses a link that is not http(s)", () => {
    expect(() => emailConfirmationEmail({ locale: "en", url: "javascript:alert(1)" })).toThrow("http(s)");
  });
});

describe("signInLinkEmail", () => {
  it("links the one-time sign-in URL and says how long it works, in English and Spanish", () => {
    const english = signInLinkEmail({ locale: "en", url, validMinutes: 30 });
    expect(english.subject).toBe("Your link to sign in to Remote Jobs");
    expect(english.text).toContain(`Sign in:\n${url}`);
    expect(english.text).toContain("The link works once, for 30 minutes.");
    const spanish = signInLinkEmail({ locale: "es", url, validMinutes: 30 });
    expect(spanish.subject).toBe("Tu enlace para iniciar sesión en Remote Jobs");
    expect(spanish.text).toContain(`Iniciar sesión:\n${url}`);
    expect(spanish.text).toContain("El enlace funciona una sola vez, durante 30 minutos.");
  });
});

describe("emailChangeCodeEmail", () => {
  it.each([
    ["en", "Your code to change your email address"],
    ["es", "Tu código para cambiar tu dirección de correo"],
  ] as const)("carries the code (%s)", (locale, subject) => {
    const email = emailChangeCodeEmail({ locale, code: "071144" });
    expect(email.subject).toBe(subject);
    expect(email.text).toContain("071144");
    expect(email.html).toContain(">071144</p>");
  });
});

describe("jobInvitationEmail", () => {
  const invitation = { candidateName: "Ana", jobTitle: "Senior Backend Engineer", companyName: "Acme", url: "https://remotejobs.test/es/us/jobs/1" };

  it.each([
    ["en", "Acme invites you to apply: Senior Backend Engineer", "Hi Ana,", "View the job"],
    ["es", "Acme te invita a postularte: Senior Backend Engineer", "Hola, Ana:", "Ver la oferta"],
  ] as const)("names the company, the job and the candidate (%s)", (locale, subject, greeting, action) => {
    const email = jobInvitationEmail({ locale, ...invitation });
    expect(email.subject).toBe(subject);
    expect(email.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(email.text).toContain(`${action}:\n${invitation.url}`);
    expect(email.html).toContain(`>${action}</a>`);
  });

  it("escapes every interpolated value in the HTML and leaves the text body as written", () => {
    const email = jobInvitationEmail({
      locale: "en",
      candidateName: "<script>alert('name')</script>",
      jobTitle: '<img src=x onerror="alert(1)">',
      companyName: "Smith & Sons",
      url: 'https://remotejobs.test/jobs?ref="><script>alert(2)</script>',
    });

    expect(email.html).not.toMatch(/<script|<img|onerror="/i);
    expect(email.html).toContain("Hi &lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt;,");
    expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(email.html).toContain("Smith &amp; Sons");
    // The subject is a header, not HTML; only its copy in <title> is escaped.
    expect(email.subject).toBe('Smith & Sons invites you to apply: <img src=x onerror="alert(1)">');
    expect(email.html).toContain("<title>Smith &amp; Sons invites you to apply: &lt;img");
    expect(email.text).toContain("Hi <script>alert('name')</script>,");
  });
});

describe("applicationConfirmationEmail", () => {
  const application = { candidateName: "Lucía <b>Gómez</b>", jobTitle: "Data Engineer", companyName: "Acme & Co", url: "https://remotejobs.test/es/home/candidates-applications" };

  it.each([
    ["en", "Application sent: Data Engineer at Acme & Co", "Hi Lucía <b>Gómez</b>,", "See my applications"],
    ["es", "Postulación enviada: Data Engineer en Acme & Co", "Hola, Lucía <b>Gómez</b>:", "Ver mis postulaciones"],
  ] as const)("confirms the job and company and links to the applications (%s)", (locale, subject, greeting, action) => {
    const email = applicationConfirmationEmail({ locale, ...application });
    expect(email.subject).toBe(subject);
    expect(email.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(email.text).toContain(`${action}:\n${application.url}`);
    expect(email.html).toContain(`>${action}</a>`);
    expect(email.html).toContain("Lucía &lt;b&gt;Gómez&lt;/b&gt;");
    expect(email.html).not.toContain("<b>Gómez</b>");
  });
});

describe("every template", () => {
  const all = (locale: "en" | "es") => [
    passwordResetEmail({ locale, code: "123456" }),
    emailConfirmationEmail({ locale, url }),
    emailChangeCodeEmail({ locale, code: "123456" }),
    jobInvitationEmail({ locale, candidateName: "Ana", jobTitle: "Designer", companyName: "Acme", url }),
    signInLinkEmail({ locale, url, validMinutes: 30 }),
  ];

  it.each(["en", "es"] as const)("has the product header, a mobile viewport and the footer (%s)", (locale) => {
    for (const email of all(locale)) {
      expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(email.html).toContain("max-width:560px");
      expect(email.html).toContain(">Remote Jobs</td>");
      expect(email.text).toContain("\n-- \nRemote Jobs\n");
      // No translation key leaks into a message (next-intl prints the key when one is missing).
      expect(email.text).not.toMatch(/Email\.|passwordReset|jobInvitation|signInLink/);
    }
  });
});
