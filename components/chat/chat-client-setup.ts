import type { StreamChat } from "stream-chat";

import { checkUpload } from "@/lib/chat-client/upload-check";

/**
 * Every message composer of this client checks files against the product's upload lists (spec 5)
 * before uploading: a refused file is shown as blocked and the SDK's notice for it reads
 * 'Error uploading file, extension not supported' (components/chat/chat-sdk-texts.ts). And every
 * notice with a duration goes away after it (expireTimedNotices).
 */
export function setUpChatClient(client: StreamChat): void {
  client.setMessageComposerSetupFunction(({ composer }) => {
    const manager = composer.attachmentManager;
    manager.getUploadConfigCheck = async (file) => checkUpload(file as { name: string; type?: string; size?: number });
  });
  expireTimedNotices(client);
}

/**
 * stream-chat-react's notice list starts a notice's countdown only once an IntersectionObserver
 * has seen it on screen; in CI an upload error it showed was never counted down and stayed over
 * the messages for good. Here the countdown starts when the notice is added; the list starting
 * it again on screen only restarts it.
 */
function expireTimedNotices(client: StreamChat) {
  const counting = new Set<string>();
  client.notifications.store.subscribe(({ notifications }) => {
    for (const notice of notifications) {
      if (!notice.duration || counting.has(notice.id)) continue;
      counting.add(notice.id);
      client.notifications.startTimeout(notice.id);
    }
    for (const id of counting) if (!notifications.some((notice) => notice.id === id)) counting.delete(id);
  });
}
