// The learner's chat calls and their hooks: the open conversation (polled every few seconds while a person
// is asked for or answering, so an agent's reply shows without a reload), asking, the hand-off and ending.
import { ConversationState, customerServicePaths as P, type TConversation } from '@elearning/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

const POLL_MS = 3000;
export const chatKeys = { conversation: ['customer-service', 'conversation'] as const };

export function useConversation() {
  return useQuery({
    queryKey: chatKeys.conversation,
    queryFn: () => http.get<TConversation>(P.conversation),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === ConversationState.waiting || state === ConversationState.agent ? POLL_MS : false;
    },
  });
}

/** Merges what a call added into the kept conversation. */
function useMerge() {
  const client = useQueryClient();
  return (reply: TConversation) =>
    client.setQueryData<TConversation>(chatKeys.conversation, (kept) => {
      const known = kept && kept.id === reply.id ? kept.messages : [];
      const ids = new Set(known.map((m) => m.id));
      return { ...reply, messages: [...known, ...reply.messages.filter((m) => !ids.has(m.id))] };
    });
}

export function useAsk() {
  const merge = useMerge();
  return useMutation({
    mutationFn: (content: string) => http.post<TConversation>(P.ask, { content }),
    onSuccess: merge,
  });
}

export function useHandoff() {
  const merge = useMerge();
  return useMutation({ mutationFn: () => http.post<TConversation>(P.handoff, {}), onSuccess: merge });
}

export function useEndChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<null>(P.end, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.conversation }),
  });
}
