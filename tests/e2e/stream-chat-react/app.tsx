/**
 * A standalone page for tests/e2e/stream-chat-react.spec.ts: stream-chat-react's own components,
 * unstyled by the product, against whatever server the query string names (the emulator, or
 * hosted Stream when baseURL is absent). The spec bundles it with esbuild and serves it itself.
 *
 *   /?apiKey=…&token=…&userId=…&userName=…[&baseURL=http://127.0.0.1:port]
 */
import { createRoot } from "react-dom/client";
import {
  Channel,
  ChannelHeader,
  ChannelList,
  Chat,
  MessageComposer,
  MessageList,
  Thread,
  useCreateChatClient,
  Window,
  WithComponents,
  type ReactionOptions,
} from "stream-chat-react";

const params = new URLSearchParams(window.location.search);

function param(name: string): string {
  const value = params.get(name);
  if (!value) throw new Error(`the page needs ?${name}=`);
  return value;
}

const apiKey = param("apiKey");
const token = param("token");
const user = { id: param("userId"), name: param("userName") };
const baseURL = params.get("baseURL") ?? undefined;

const emoji = (character: string) => {
  const Emoji = () => <>{character}</>;
  return Emoji;
};
const unicodeOf = (character: string) => [...character].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`).join("-");

/** The product's six reaction types, in the selector's order. */
const reactionOptions: ReactionOptions = {
  quick: Object.fromEntries(
    [
      ["like", "👍", "Like"],
      ["love", "❤️", "Love"],
      ["haha", "😂", "Haha"],
      ["wow", "😮", "Wow"],
      ["sad", "😢", "Sad"],
      ["angry", "😠", "Angry"],
    ].map(([type, character, name]) => [type!, { Component: emoji(character!), name, unicode: unicodeOf(character!) }]),
  ),
};

function App() {
  const client = useCreateChatClient({ apiKey, tokenOrProvider: token, userData: user, options: baseURL ? { baseURL } : {} });
  if (!client) return <p className="compat-loading">Connecting…</p>;
  return (
    <Chat client={client}>
      <WithComponents overrides={{ reactionOptions }}>
        <div className="compat-layout">
          <ChannelList
            filters={{ type: "messaging", members: { $in: [user.id] } }}
            sort={{ last_message_at: -1 }}
            options={{ limit: 10 }}
            setActiveChannelOnMount={false}
          />
          <Channel>
            <Window>
              <ChannelHeader />
              <MessageList />
              <MessageComposer />
            </Window>
            <Thread />
          </Channel>
        </div>
      </WithComponents>
    </Chat>
  );
}

createRoot(document.getElementById("root")!).render(<App />);
