// The replies of a post: a reply box, each top-level reply with its first answers, answering a reply, and
// deleting one's own (a moderator deletes any). Replies are sanitised on the server.
import { COMMUNITY_RULES, communityPaths as P, type TCommunityReply, type TPage } from '@elearning/shared';
import { Button, Input, Popconfirm } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { REPLY_PAGE_SIZE, useCommunityAction } from '../api.ts';

type ReplyBody = { topicId: number; content: string; parentId?: number; userToId?: number };

function ReplyBox({
  topicId,
  parent,
  onDone,
}: {
  topicId: number;
  parent?: TCommunityReply;
  onDone?: () => void;
}) {
  const { t } = useTranslation('community');
  const [text, setText] = useState('');
  const reply = useCommunityAction<ReplyBody>(P.reply);
  const label = parent ? t('reply.answerTo', { name: parent.userName }) : t('reply.label');
  const send = () => {
    if (!text.trim()) return;
    const body: ReplyBody = { topicId, content: text.trim() };
    if (parent) {
      body.parentId = parent.id;
      body.userToId = parent.userId;
    }
    reply.mutate(body, {
      onSuccess: () => {
        setText('');
        onDone?.();
      },
    });
  };
  return (
    <div className="community-reply-box">
      <Input.TextArea
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={COMMUNITY_RULES.replyMax}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="primary" onClick={send} loading={reply.isPending} disabled={!text.trim()}>
        {t('reply.send')}
      </Button>
    </div>
  );
}

function ReplyItem({ reply, topicId }: { reply: TCommunityReply; topicId: number }) {
  const { t } = useTranslation('community');
  const [answering, setAnswering] = useState(false);
  const remove = useCommunityAction<{ replyId: number }>(P.deleteReply);
  return (
    <li className="community-reply" data-testid="community-reply">
      <p className="community-post-meta">
        <Link to={`/community/otherHomePage?userId=${reply.userId}`}>{reply.userName}</Link>
        {reply.userToName && reply.parentId ? <span>{t('reply.to', { name: reply.userToName })}</span> : null}
        <span>{dayjs(reply.createdAt).format('YYYY-MM-DD HH:mm')}</span>
      </p>
      <div
        className="rich-text"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (core/rich-text.ts) before it was stored
        dangerouslySetInnerHTML={{ __html: reply.content }}
      />
      <div className="community-reply-actions">
        <Button type="link" size="small" onClick={() => setAnswering((v) => !v)}>
          {t('reply.answer')}
        </Button>
        {reply.canDelete ? (
          <Popconfirm
            title={t('reply.confirmDelete')}
            onConfirm={() =>
              remove.mutateAsync({ replyId: reply.id }).then(
                () => undefined,
                () => undefined,
              )
            }
          >
            <Button type="link" size="small" danger>
              {t('delete')}
            </Button>
          </Popconfirm>
        ) : null}
      </div>
      {answering ? <ReplyBox topicId={topicId} parent={reply} onDone={() => setAnswering(false)} /> : null}
      {reply.children.length > 0 ? (
        <ul className="community-replies community-replies--nested">
          {reply.children.map((child) => (
            <ReplyItem key={child.id} reply={child} topicId={topicId} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

type Props = {
  topicId: number;
  replies: TPage<TCommunityReply>;
  pageNo: number;
  onPage: (pageNo: number) => void;
};

export function ReplySection({ topicId, replies, pageNo, onPage }: Props) {
  const { t } = useTranslation('community');
  return (
    <section className="community-card" aria-labelledby="community-replies-title">
      <h2 id="community-replies-title">{t('reply.title', { count: replies.totalNum })}</h2>
      <ReplyBox topicId={topicId} />
      {replies.data.length === 0 ? (
        <EmptyState description={t('reply.empty')} />
      ) : (
        <ul className="community-replies">
          {replies.data.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} topicId={topicId} />
          ))}
        </ul>
      )}
      <Pager
        pageNo={pageNo}
        pageSize={REPLY_PAGE_SIZE}
        pageSizes={[REPLY_PAGE_SIZE]}
        total={replies.totalNum}
        onChange={onPage}
        keepScroll
        label={t('reply.title', { count: replies.totalNum })}
      />
    </section>
  );
}
