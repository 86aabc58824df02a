// The 发帖 dialog: zone, title and the rich-text body (images go through the file service's upload). The
// server sanitises the body, checks the zone is open, the person is not banned and under the spam limit.
import { COMMUNITY_RULES, communityPaths as P, type TCommunityZone } from '@elearning/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { RichTextEditor } from '../../../components/editor/index.ts';
import { useCommunityAction } from '../api.ts';

type Props = { open: boolean; onClose: () => void; zones: TCommunityZone[]; zoneId?: number };

export function PostEditor({ open, onClose, zones, zoneId }: Props) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const [areaId, setAreaId] = useState<number | undefined>(zoneId);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const add = useCommunityAction<
    { areaId: number; title: string; content: string },
    { id: number; status: string }
  >(P.addPost);
  const submit = () => {
    if (!areaId || !title.trim() || !content.trim()) {
      feedback.error(t('editor.incomplete'));
      return;
    }
    add.mutate(
      { areaId, title: title.trim(), content },
      {
        onSuccess: (created) => {
          feedback.success(created.status === 'pending' ? t('editor.pending') : t('editor.posted'));
          setTitle('');
          setContent('');
          onClose();
          if (created.status !== 'pending') void navigate(`/community/postDetails?id=${created.id}`);
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('editor.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('editor.submit')}
      cancelText={t('cancel')}
      confirmLoading={add.isPending}
      width={760}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('editor.zone')} required htmlFor="community-zone">
          <Select
            id="community-zone"
            value={areaId}
            onChange={setAreaId}
            placeholder={t('editor.zonePlaceholder')}
            options={zones.filter((z) => z.isOpen).map((z) => ({ value: z.id, label: z.name }))}
          />
        </Form.Item>
        <Form.Item label={t('editor.postTitle')} required htmlFor="community-title">
          <Input
            id="community-title"
            value={title}
            maxLength={COMMUNITY_RULES.titleMax}
            showCount
            onChange={(e) => setTitle(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('editor.body')} required>
          <RichTextEditor
            value={content}
            onChange={setContent}
            label={t('editor.body')}
            minHeight={180}
            testId="community-editor"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
