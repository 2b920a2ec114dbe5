import { foldText } from "@/lib/format/fold-text";

/**
 * Messages that try to move a payment or the conversation off the platform: the usual shape of a
 * job scam (a "recruiter" asks for an upfront fee, a gift card, a wire, bank details, or to go on
 * WhatsApp). The recipient is warned; nothing is blocked, since a real employer may mention a bank
 * when talking about payroll. English and Spanish; accents and case do not matter.
 *
 * Pure, so that the browser can warn as a message arrives and the server can mark last messages.
 */
export type OffPlatformReason = "bank_details" | "wire_transfer" | "gift_card" | "upfront_fee" | "crypto" | "off_platform_contact";

const patterns: Record<OffPlatformReason, RegExp[]> = {
  bank_details: [
    /\b(bank|checking|savings) account (number|details|info)/,
    /\b(routing|account|sort) (number|code)\b/,
    /\biban\b/,
    /\bswift( code)?\b|\bbic code\b/,
    /\b(numero|datos|detalles) de (la |tu |su )?cuenta( bancaria)?\b/,
    /\bcuenta bancaria\b/,
    /\b(cbu|clabe|alias cbu)\b/,
    /\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){3,7}\b/, // an IBAN written out
  ],
  wire_transfer: [
    /\bwire (transfer|the money|me|us)\b/,
    /\bwestern union\b|\bmoneygram\b|\bzelle\b|\bcash app\b|\bpaypal (me|friends)/,
    /\btransferencia (bancaria|internacional)\b/,
    /\b(hazme|haz|realiza|envia(me)?|manda(me)?) (una )?transferencia\b/,
    /\bgiro (bancario|postal)\b/,
  ],
  gift_card: [/\bgift ?cards?\b/, /\b(itunes|google play|steam|amazon|apple) (gift )?cards?\b/, /\btarjetas? (de )?regalo\b/],
  upfront_fee: [
    /\b(upfront|up-front|registration|application|training|onboarding|processing|placement|activation) fee\b/,
    /\bpay (a|the|an|for) (small )?(fee|deposit|equipment|training|starter kit|background check)\b/,
    /\b(deposit|fee) (before|to) (you )?(start|begin|get hired|secure)/,
    /\b(pago|cuota|tarifa|cargo) (por )?(adelantado|anticipado|de inscripcion|de registro|de capacitacion|de activacion)\b/,
    /\b(pagar|paga|abona(r)?) (una |la |el )?(cuota|tarifa|deposito|inscripcion|capacitacion|equipo|kit)\b/,
    /\bdeposito (previo|antes de empezar|para comenzar)\b/,
  ],
  crypto: [/\b(bitcoin|btc|usdt|tether|ethereum|crypto ?wallet|billetera (de )?cripto|monedero cripto)\b/],
  off_platform_contact: [
    /\b(whats ?app|telegram|signal|wechat|skype)\b/,
    /\b(text|call|message|reach|contact|email) me (at|on)\b/,
    /\b(my )?personal (email|e-mail|phone|number)\b/,
    /\b(escribeme|llamame|contactame|hablame|agregame) (al|a mi|por|en)\b/,
    /\b(mi )?(correo|telefono|numero) personal\b/,
    /\bfuera de (la )?(plataforma|aplicacion|app)\b|\boff (the )?(platform|app|site)\b/,
  ],
};

function normalize(text: string): string {
  return foldText(text).replace(/\s+/g, " ");
}

/** The reasons a message looks like a move off the platform, in a fixed order; empty when none. */
export function detectOffPlatformPayment(text: string): OffPlatformReason[] {
  const normalized = normalize(text);
  return (Object.keys(patterns) as OffPlatformReason[]).filter((reason) => patterns[reason].some((pattern) => pattern.test(normalized)));
}
