import { Readable } from "node:stream";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { StreamChat, type Channel } from "stream-chat";

import { API_KEY, API_SECRET, errorCodeOf, startEmulator, startHarness, type Harness } from "./emulator-harness";
import { streamBodyUntilAnswered } from "./raw-http";

type SdkError = { code?: number; status?: number; message: string };

async function sdkErrorOf(promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (error) {
    return error as SdkError;
  }
  throw new Error("expected the call to fail");
}

const openConfig = { allowed_file_extensions: [], blocked_file_extensions: [], allowed_mime_types: [], blocked_mime_types: [], size_limit: 0 };

// Hooks inside the describe run before the setup file's, which drops the database.
describe("Stream Chat emulator: app settings and uploads", () => {
  let harness: Harness;
  let alice: StreamChat;
  let bob: StreamChat;
  let aliceChannel: Channel;
  let bobChannel: Channel;

  const setUploadConfigs = (configs: { file_upload_config?: object; image_upload_config?: object }) =>
    harness.server.updateAppSettings({ file_upload_config: openConfig, image_upload_config: openConfig, ...configs });
  // The SDK types sendImage without Buffer; a stream is what a Node backend would pass.
  const image = () => Readable.from([Buffer.from("\x89PNG\r\n\x1a\n fake image bytes")]);

  beforeAll(async () => {
    harness = await startHarness();
    alice = await harness.connect("alice");
    bob = await harness.connect("bob");
    await harness.server.upsertUsers([{ id: "mod" }, { id: "outsider" }]);
    await harness.server.channel("messaging", "files", { created_by_id: "alice", members: ["alice", "bob", "mod"] }).create();
    await harness.server.channel("messaging", "files").addModerators(["mod"]);
    aliceChannel = alice.channel("messaging", "files");
    bobChannel = bob.channel("messaging", "files");
    await aliceChannel.watch();
    await bobChannel.watch();
  });

  afterAll(async () => {
    await harness.close();
  });

  it("stores the upload configs the server client sets, and returns them to every client and after a restart", async () => {
    expect((await alice.getAppSettings()).app?.file_upload_config).toEqual(openConfig);
    await harness.server.updateAppSettings({
      file_upload_config: { blocked_file_extensions: [".exe", ".bat"], allowed_mime_types: ["application/pdf", "text/plain"], size_limit: 2048 },
    });
    const expectedFileConfig = { ...openConfig, blocked_file_extensions: [".exe", ".bat"], allowed_mime_types: ["application/pdf", "text/plain"], size_limit: 2048 };
    const { app } = await alice.getAppSettings();
    expect(app?.file_upload_config).toEqual(expectedFileConfig);
    expect(app?.image_upload_config).toEqual(openConfig);

    // A PATCH with one config leaves the other one as it was.
    await harness.server.updateAppSettings({ image_upload_config: { allowed_file_extensions: [".png"] } });
    const afterSecond = await bob.getAppSettings();
    expect(afterSecond.app?.file_upload_config).toEqual(expectedFileConfig);
    expect(afterSecond.app?.image_upload_config).toEqual({ ...openConfig, allowed_file_extensions: [".png"] });

    const second = await startEmulator();
    const secondServer = new StreamChat(API_KEY, API_SECRET, { baseURL: second.url, timeout: 10_000 });
    expect((await secondServer.getAppSettings()).app?.file_upload_config).toEqual(expectedFileConfig);
    await second.close();
  });

  it("lets only server-side calls change the app settings, and refuses bad or unsupported settings", async () => {
    const before = await harness.server.getAppSettings();
    const fromUser = await sdkErrorOf(alice.updateAppSettings({ file_upload_config: openConfig }));
    expect(fromUser).toMatchObject({ code: 17, status: 403 });
    expect(await errorCodeOf(harness.server.updateAppSettings({ file_upload_config: { size_limit: -1 } }))).toBe(4);
    expect(await errorCodeOf(harness.server.updateAppSettings({ file_upload_config: { blocked_file_extensions: ".exe" as never } }))).toBe(4);
    // Revoking tokens is not emulated; accepting it silently would leave old tokens valid.
    expect(await errorCodeOf(harness.server.revokeTokens(new Date()))).toBe(4);
    expect((await harness.server.getAppSettings()).app).toEqual(before.app);
  });

  it("refuses files by blocked extension, case-insensitively, and by allowed extensions when they are set", async () => {
    await setUploadConfigs({ file_upload_config: { blocked_file_extensions: [".EXE"] } });
    const blocked = await sdkErrorOf(bobChannel.sendFile(Buffer.from("MZ"), "setup.exe"));
    expect(blocked).toMatchObject({ code: 4, status: 400 });
    expect(blocked.message).toContain("file extension");
    expect(await errorCodeOf(bobChannel.sendFile(Buffer.from("MZ"), "SETUP.Exe"))).toBe(4);
    await expect(bobChannel.sendFile(Buffer.from("plain"), "notes.txt")).resolves.toMatchObject({ file: expect.stringContaining("/notes.txt") });

    await setUploadConfigs({ file_upload_config: { allowed_file_extensions: [".pdf", ".docx"] } });
    await expect(bobChannel.sendFile(Buffer.from("%PDF-1.4"), "CV.PDF")).resolves.toMatchObject({ file: expect.stringContaining("CV.PDF") });
    const notAllowed = await sdkErrorOf(bobChannel.sendFile(Buffer.from("plain"), "cv.txt"));
    expect(notAllowed).toMatchObject({ code: 4, status: 400 });
    expect(notAllowed.message).toContain("file extension");
  });

  it("refuses files by blocked mime type and by allowed mime types when they are set", async () => {
    // The SDK's form-data takes the part's type from the file name.
    await setUploadConfigs({ file_upload_config: { blocked_mime_types: ["TEXT/HTML"] } });
    const blocked = await sdkErrorOf(bobChannel.sendFile(Buffer.from("<p>hi</p>"), "page.html"));
    expect(blocked).toMatchObject({ code: 4, status: 400 });
    expect(blocked.message).toContain("file extension");
    await expect(bobChannel.sendFile(Buffer.from("a,b"), "table.csv")).resolves.toMatchObject({ file: expect.any(String) });

    await setUploadConfigs({ file_upload_config: { allowed_mime_types: ["application/pdf"] } });
    expect(await errorCodeOf(bobChannel.sendFile(Buffer.from("a,b"), "table.csv"))).toBe(4);
    await expect(bobChannel.sendFile(Buffer.from("%PDF-1.4"), "offer.pdf")).resolves.toMatchObject({ file: expect.any(String) });
  });

  it("checks images against the image config and other files against the file config", async () => {
    await setUploadConfigs({ image_upload_config: { blocked_file_extensions: [".gif"] }, file_upload_config: { blocked_file_extensions: [".png"] } });
    const gifImage = await sdkErrorOf(bobChannel.sendImage(image(), "party.gif"));
    expect(gifImage).toMatchObject({ code: 4, status: 400 });
    expect(gifImage.message).toContain("file extension");
    await expect(bobChannel.sendFile(Buffer.from("GIF89a"), "party.gif")).resolves.toMatchObject({ file: expect.any(String) });
    const uploaded = await bobChannel.sendImage(image(), "photo.png");
    expect(uploaded).toMatchObject({ file: expect.stringContaining("/photo.png"), thumb_url: uploaded.file });
    expect(await errorCodeOf(bobChannel.sendFile(Buffer.from("png bytes"), "photo.png"))).toBe(4);
    // App-level uploads follow the same configs.
    expect(await errorCodeOf(harness.server.uploadImage(image(), "logo.gif", undefined, { id: "alice" } as never))).toBe(4);
  });

  it("accepts only images on the image endpoints", async () => {
    await setUploadConfigs({});
    const notImage = await sdkErrorOf(bobChannel.sendImage(Readable.from([Buffer.from("plain text")]), "notes.txt"));
    expect(notImage).toMatchObject({ code: 4, status: 400 });
    expect(notImage.message).toContain("file extension");
    expect(await errorCodeOf(bob.uploadImage(Readable.from([Buffer.from("%PDF")]), "offer.pdf"))).toBe(4);
  });

  it("refuses a file over the size limit with code 22, and one over the default limit before reading it", async () => {
    await setUploadConfigs({ file_upload_config: { size_limit: 1024 } });
    await expect(bobChannel.sendFile(Buffer.alloc(1024, "a"), "exactly.txt")).resolves.toMatchObject({ file: expect.any(String) });
    const tooBig = await sdkErrorOf(bobChannel.sendFile(Buffer.alloc(1025, "a"), "too-big.txt"));
    expect(tooBig).toMatchObject({ code: 22, status: 413 });
    // Far past the limit: the SDK still gets Stream's answer, not a broken connection.
    expect(await sdkErrorOf(bobChannel.sendFile(Buffer.alloc(3 * 1024 * 1024, "a"), "huge.txt"))).toMatchObject({ code: 22, status: 413 });

    // 0 means Stream's default of 100 MB; a body announced as larger is refused before it is sent.
    await setUploadConfigs({});
    const announced = await streamBodyUntilAnswered(`${harness.emulator.url}/channels/messaging/files/file?api_key=${API_KEY}`, {
      headers: { authorization: harness.server.createToken("bob"), "content-type": "multipart/form-data; boundary=x", "content-length": String(101 * 1024 * 1024) },
      maxBytes: 101 * 1024 * 1024,
    });
    expect(announced).toMatchObject({ status: 413, body: { code: 22 } });
    expect(announced.bytesSent).toBeLessThan(8 * 1024 * 1024);

    // Without a content-length the server refuses once the bytes pass the limit, drops a bounded
    // rest (4 MB, so that a client still writing reads the 413 instead of a broken pipe), then closes.
    await setUploadConfigs({ file_upload_config: { size_limit: 512 * 1024 } });
    const streamed = await streamBodyUntilAnswered(`${harness.emulator.url}/channels/messaging/files/file?api_key=${API_KEY}`, {
      headers: { authorization: harness.server.createToken("bob"), "content-type": "multipart/form-data; boundary=x", "transfer-encoding": "chunked" },
      maxBytes: 64 * 1024 * 1024,
    });
    expect(streamed).toMatchObject({ status: 413, body: { code: 22 } });
    expect(streamed.bytesSent).toBeLessThan(16 * 1024 * 1024);
  });

  it("answers code 4 to an upload without a file field", async () => {
    await setUploadConfigs({});
    const form = new FormData();
    form.append("document", new Blob(["hello"], { type: "text/plain" }), "hello.txt");
    const response = await fetch(`${harness.emulator.url}/channels/messaging/files/file?api_key=${API_KEY}`, {
      method: "POST",
      headers: { authorization: harness.server.createToken("bob"), "stream-auth-type": "jwt" },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 4, message: expect.stringContaining("file") });
  });

  it("lets only members with the upload-file capability upload to a channel", async () => {
    const outsider = await harness.connect("outsider");
    const refused = await sdkErrorOf(outsider.channel("messaging", "files").sendFile(Buffer.from("x"), "x.txt"));
    expect(refused).toMatchObject({ code: 17, status: 403 });
    expect(aliceChannel.data?.own_capabilities).toContain("upload-file");
    expect(aliceChannel.getConfig()?.uploads).toBe(true);
  });

  it("refuses every upload to a channel whose uploads are switched off, the server's too, until switched on again", async () => {
    const room = harness.server.channel("messaging", "no-files", { created_by_id: "alice", members: ["alice", "bob"] });
    await room.create();
    await room.updatePartial({ set: { config_overrides: { uploads: false } } as never });
    const bobsRoom = bob.channel("messaging", "no-files");
    await bobsRoom.watch();
    expect(bobsRoom.data?.own_capabilities).not.toContain("upload-file");
    expect(bobsRoom.getConfig()?.uploads).toBe(false);
    expect(await errorCodeOf(bobsRoom.sendFile(Buffer.from("x"), "x.txt"))).toBe(17);
    expect(await errorCodeOf(room.sendFile(Buffer.from("x"), "x.txt", "text/plain", { id: "alice" }))).toBe(17);

    await room.updatePartial({ set: { config_overrides: { uploads: true } } as never });
    const { file } = await bobsRoom.sendFile(Buffer.from("now it works"), "ok.txt");
    expect(await (await fetch(file)).text()).toBe("now it works");
  });

  it("deletes an upload for its uploader, the channel's moderators and the server, and for nobody else", async () => {
    await setUploadConfigs({});
    const { file: alicesFile } = await aliceChannel.sendFile(Buffer.from("alice's notes"), "alice.txt");
    const refused = await sdkErrorOf(bobChannel.deleteFile(alicesFile));
    expect(refused).toMatchObject({ code: 17, status: 403 });
    expect((await fetch(alicesFile)).status).toBe(200);
    await aliceChannel.deleteFile(alicesFile);
    expect((await fetch(alicesFile)).status).toBe(404);
    expect(await errorCodeOf(aliceChannel.deleteFile(alicesFile))).toBe(16);

    const { file: bobsImage } = await bobChannel.sendImage(image(), "bob.png");
    const moderator = await harness.connect("mod");
    await moderator.channel("messaging", "files").deleteImage(bobsImage);
    expect((await fetch(bobsImage)).status).toBe(404);

    const { file: bobsFile } = await bobChannel.sendFile(Buffer.from("bob"), "bob.txt");
    // The URL must belong to the channel the delete is addressed to.
    await harness.server.channel("messaging", "elsewhere", { created_by_id: "bob", members: ["bob"] }).create();
    expect(await errorCodeOf(bob.channel("messaging", "elsewhere").deleteFile(bobsFile))).toBe(16);
    await harness.server.channel("messaging", "files").deleteFile(bobsFile);
    expect((await fetch(bobsFile)).status).toBe(404);

    const { file: appFile } = await bob.uploadFile(Buffer.from("app level"), "app.txt");
    expect(await errorCodeOf(alice.deleteFile(appFile))).toBe(17);
    await bob.deleteFile(appFile);
    expect((await fetch(appFile)).status).toBe(404);
    expect(await errorCodeOf(bob.deleteFile("not a url at all"))).toBe(16);
  });
});
