/**
 * stream-chat-react's own texts, where the spec (section 8) words them differently, in Streami18n's
 * format ({{ }} placeholders): given to Streami18n on top of its English and Spanish catalogues.
 */
export const chatSdkTexts = {
  en: {
    "Message deleted": "This message was deleted...",
    "This message was deleted": "This message was deleted...",
    "Attachment upload blocked due to {{reason}}": "Error uploading file, {{reason}}",
    "unsupported file type": "extension not supported",
    "size limit": "maximum file size exceeded",
    "Error uploading attachment": "Error uploading file",
    "Attachment upload failed due to {{reason}}": "Error uploading file",
    "Message failed to send": "Message Failed · Click to try again",
    "Message Failed · Unauthorized": "Message Failed · Unauthorized",
    // Spec 4: a received message shows Delivered. The SDK calls that state Sent (its Delivered
    // needs delivery receipts, which the chat service does not send).
    Sent: "Delivered",
    "aria/Sent": "Delivered",
    "Send message request failed": "Message couldn't be sent, click to try again",
    "No chats here yet…": "No chats here yet…",
    "{{ user }} is typing...": "{{ user }} is typing",
    "{{ typing }} is typing": "{{ typing }} is typing",
    "{{ typing }} are typing": "{{ typing }} are typing",
  },
  es: {
    "Message deleted": "Este mensaje fue eliminado...",
    "This message was deleted": "Este mensaje fue eliminado...",
    "Attachment upload blocked due to {{reason}}": "Error al subir el archivo, {{reason}}",
    "unsupported file type": "extensión no admitida",
    "size limit": "se superó el tamaño máximo de archivo",
    "Error uploading attachment": "Error al subir el archivo",
    "Attachment upload failed due to {{reason}}": "Error al subir el archivo",
    "Message failed to send": "Mensaje no enviado · Haz clic para intentarlo de nuevo",
    "Message Failed · Unauthorized": "Mensaje no enviado · No autorizado",
    Sent: "Entregado",
    "aria/Sent": "Entregado",
    "Send message request failed": "No se pudo enviar el mensaje, haz clic para intentarlo de nuevo",
    "No chats here yet…": "Todavía no hay chats…",
    "Connection failure, reconnecting now...": "Fallo de conexión, reconectando...",
    "Error connecting to chat, refresh the page to try again.": "Error al conectar con el chat, actualiza la página para intentarlo de nuevo.",
    "{{ user }} is typing...": "{{ user }} está escribiendo",
    "{{ typing }} is typing": "{{ typing }} está escribiendo",
    "{{ typing }} are typing": "{{ typing }} están escribiendo",
  },
} as const satisfies Record<"en" | "es", Record<string, string>>;
