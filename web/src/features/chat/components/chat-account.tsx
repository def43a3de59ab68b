/**
 * The account the chat screen is for, read once by the screen (`chat-screen.tsx`, from the session:
 * the account the server accepted the kept token for until Firebase has restored the session) and
 * provided to every part of it that reads or writes that account's cache, instead of a `uid` prop
 * passed down through each layer.
 */
import { createContext, useContext } from 'react';

const ChatAccountContext = createContext<string | null | undefined>(undefined);

export const ChatAccountProvider = ChatAccountContext.Provider;

/** The chat's account (null: nobody signed in yet); only inside the chat screen. */
export function useChatUid(): string | null {
  const uid = useContext(ChatAccountContext);
  if (uid === undefined) throw new Error('useChatUid is used outside ChatAccountProvider');
  return uid;
}
