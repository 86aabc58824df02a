// The live's chat: the latest comments (newest at the bottom), new ones arriving over the websocket, and a
// box to post (200 characters; the server strips markup and limits the pace).
import { LIVE_RULES, type TLiveCommentItem } from '@elearning/shared';
import { Button, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useComments, usePostComment } from '../api.ts';

export function ChatPanel({
  liveId,
  incoming,
  canPost,
}: {
  liveId: number;
  incoming: TLiveCommentItem[];
  canPost: boolean;
}) {
  const { t } = useTranslation('live');
  const comments = useComments(liveId);
  const post = usePostComment(liveId);
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const known = comments.data?.data ?? [];
  const ids = new Set(known.map((c) => c.id));
  const all = [...[...known].reverse(), ...incoming.filter((c) => !ids.has(c.id))];

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  });

  const send = () => {
    const content = text.trim();
    if (!content) return;
    post.mutate(content, { onSuccess: () => setText('') });
  };

  return (
    <section className="live-chat" aria-label={t('chat.title')} data-testid="live-chat">
      <h2 className="live-chat__title">{t('chat.title')}</h2>
      {comments.isError ? <p role="alert">{t('loadFailed')}</p> : null}
      <ol className="live-chat__list" ref={list} aria-live="polite">
        {all.length === 0 && !comments.isPending ? (
          <li className="live-chat__empty">{t('chat.empty')}</li>
        ) : null}
        {all.map((comment) => (
          <li key={comment.id} className="live-chat__item" data-testid="chat-item">
            <span className="live-chat__name">{comment.userName}</span>
            <span className="live-chat__text">{comment.content}</span>
          </li>
        ))}
      </ol>
      {canPost ? (
        <div className="live-chat__form">
          <Input
            value={text}
            maxLength={LIVE_RULES.commentMax}
            aria-label={t('chat.placeholder')}
            placeholder={t('chat.placeholder')}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={send}
            data-testid="chat-input"
          />
          <Button type="primary" onClick={send} loading={post.isPending} data-testid="chat-send">
            {t('chat.send')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
