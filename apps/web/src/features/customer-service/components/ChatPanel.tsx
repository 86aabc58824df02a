// The smart-service chat: the conversation's messages (the learner's on the right; the bot's with the
// articles it cites), a box to ask (Enter sends), 转人工 to hand off to a person and 结束会话. Used by
// /smartCService and by the floating button's dialog.
import {
  ChatSender,
  ConversationState,
  CUSTOMER_SERVICE_RULES,
  type TChatCitation,
  type TChatMessage,
} from '@elearning/shared';
import { Alert, Button, Input, Skeleton, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAsk, useConversation, useEndChat, useHandoff } from '../api.ts';
import '../customer-service.css';

const citationLink = (c: TChatCitation) =>
  c.kind === 'knowledge'
    ? `/knowledge/detail?id=${c.id}`
    : c.kind === 'news'
      ? `/news/details?id=${c.id}`
      : null;

function Message({ message }: { message: TChatMessage }) {
  const { t } = useTranslation('customer-service');
  const who =
    message.sender === ChatSender.user
      ? t('you')
      : message.sender === ChatSender.bot
        ? t('bot')
        : message.sender === ChatSender.agent
          ? message.senderName || t('agent')
          : '';
  if (message.sender === ChatSender.system) return <li className="cs-system">{message.content}</li>;
  return (
    <li className={`cs-message cs-${message.sender}`} data-testid={`cs-message-${message.sender}`}>
      <span className="cs-who">{who}</span>
      <div className="cs-bubble">
        {message.content}
        {message.citations.length > 0 ? (
          <div className="cs-sources">
            {t('sources')}
            {message.citations.map((c) => {
              const to = citationLink(c);
              return (
                <Tag key={`${c.kind}-${c.id}`}>
                  {t(`kinds.${c.kind}`)} · {to ? <Link to={to}>{c.title}</Link> : c.title}
                </Tag>
              );
            })}
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function ChatPanel({ height = 420 }: { height?: number }) {
  const { t } = useTranslation('customer-service');
  const conversation = useConversation();
  const ask = useAsk();
  const handoff = useHandoff();
  const end = useEndChat();
  const [text, setText] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const messages = conversation.data?.messages ?? [];
  const state = conversation.data?.state ?? ConversationState.bot;

  useEffect(() => {
    const list = listRef.current;
    if (list && messages.length > 0) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const send = () => {
    const content = text.trim();
    if (!content || ask.isPending) return;
    ask.mutate(content, { onSuccess: () => setText('') });
  };

  if (conversation.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (conversation.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('loadFailed')}
        action={<Button onClick={() => void conversation.refetch()}>{t('retry')}</Button>}
      />
    );
  return (
    <div className="cs-panel" data-testid="cs-panel">
      <ul className="cs-messages" ref={listRef} style={{ height }} aria-live="polite" aria-label={t('title')}>
        <li className="cs-message cs-bot">
          <span className="cs-who">{t('bot')}</span>
          <div className="cs-bubble">{t('welcome')}</div>
        </li>
        {messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </ul>
      {state === ConversationState.waiting ? <p className="cs-state">{t('waiting')}</p> : null}
      {state === ConversationState.agent && conversation.data?.agentName ? (
        <p className="cs-state">{t('withAgent', { name: conversation.data.agentName })}</p>
      ) : null}
      {ask.isError ? <Alert type="error" showIcon message={t('sendFailed')} /> : null}
      <div className="cs-compose">
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={(event) => {
            if (!event.shiftKey) {
              event.preventDefault();
              send();
            }
          }}
          maxLength={CUSTOMER_SERVICE_RULES.messageMax}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
        />
        <Space className="cs-actions">
          {state === ConversationState.bot ? (
            <Button onClick={() => handoff.mutate()} loading={handoff.isPending}>
              {t('handoff')}
            </Button>
          ) : null}
          {conversation.data && conversation.data.id > 0 ? (
            <Button onClick={() => end.mutate()} loading={end.isPending}>
              {t('end')}
            </Button>
          ) : null}
          <Button type="primary" onClick={send} loading={ask.isPending} disabled={!text.trim()}>
            {t('send')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
