import type { StreamChat } from "stream-chat";

import { checkUpload } from "@/lib/chat-client/upload-check";

/**
 * Every message composer of this client checks files against the product's upload lists (spec 5)
 * before uploading: a refused file is shown as blocked and the SDK's notice for it reads
 * 'Error uploading file, extension not supported' (components/chat/chat-sdk-texts.ts).
 */
export function setUpChatClient(client: StreamChat): void {
  client.setMessageComposerSetupFunction(({ composer }) => {
    const manager = composer.attachmentManager;
    manager.getUploadConfigCheck = async (file) => checkUpload(file as { name: string; type?: string; size?: number });
  });
}
