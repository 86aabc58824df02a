// A moderator's actions on a post of their zone: pin / unpin, mark fine / unmark, and hide or delete with a
// reason (the author sees the reason).
import { communityPaths as P, type TCommunityPost } from '@elearning/shared';
import { Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { useCommunityAction } from '../api.ts';

type Removal = 'hide' | 'delete';

export function ModeratorBar({ post }: { post: TCommunityPost }) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [reason, setReason] = useState('');
  const pin = useCommunityAction<{ topicId: number }>(post.isTop ? P.unpin : P.pin);
  const fine = useCommunityAction<{ topicId: number }>(post.isFine ? P.unfine : P.fine);
  const hide = useCommunityAction<{ topicId: number; reason: string }>(P.hide);
  const remove = useCommunityAction<{ topicId: number; reason: string }>(P.deletePost);
  const done = () => feedback.success(t('done'));
  const submitRemoval = () => {
    const action = removal === 'hide' ? hide : remove;
    action.mutate(
      { topicId: post.id, reason: reason.trim() },
      {
        onSuccess: () => {
          done();
          setRemoval(null);
          void navigate(`/community/zoneHomePage?id=${post.areaId}`);
        },
      },
    );
  };
  if (post.status !== 'published') return null;
  return (
    <fieldset className="community-moderator">
      <legend className="community-muted">{t('moderator.title')}</legend>
      <Space wrap>
        <Button onClick={() => pin.mutate({ topicId: post.id }, { onSuccess: done })}>
          {post.isTop ? t('moderator.unpin') : t('moderator.pin')}
        </Button>
        <Button onClick={() => fine.mutate({ topicId: post.id }, { onSuccess: done })}>
          {post.isFine ? t('moderator.unfine') : t('moderator.fine')}
        </Button>
        <Button onClick={() => setRemoval('hide')}>{t('moderator.hide')}</Button>
        <Button danger onClick={() => setRemoval('delete')}>
          {t('delete')}
        </Button>
      </Space>
      <Modal
        open={removal !== null}
        title={removal === 'hide' ? t('moderator.hide') : t('delete')}
        okText={t('moderator.confirm')}
        cancelText={t('cancel')}
        okButtonProps={{ disabled: !reason.trim(), danger: removal === 'delete' }}
        confirmLoading={hide.isPending || remove.isPending}
        onCancel={() => setRemoval(null)}
        onOk={submitRemoval}
      >
        <Input.TextArea
          aria-label={t('moderator.reason')}
          placeholder={t('moderator.reason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </fieldset>
  );
}
