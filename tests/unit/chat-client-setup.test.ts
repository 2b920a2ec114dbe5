import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { StreamChat } from "stream-chat";

import { setUpChatClient } from "@/components/chat/chat-client-setup";

describe("the chat client's notices", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("go away after their duration from when they are added, whether or not a list counted them down", () => {
    const client = new StreamChat("key", { enableInsights: false });
    setUpChatClient(client);
    client.notifications.addError({ message: "Error uploading file, extension not supported", origin: { emitter: "AttachmentManager" } });
    client.notifications.addInfo({ message: "Stays until dismissed", origin: { emitter: "test" }, options: { duration: 0 } });
    expect(client.notifications.notifications.map((notice) => notice.message)).toEqual(["Error uploading file, extension not supported", "Stays until dismissed"]);

    jest.advanceTimersByTime(2_999);
    expect(client.notifications.notifications).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(client.notifications.notifications.map((notice) => notice.message)).toEqual(["Stays until dismissed"]);
  });
});
