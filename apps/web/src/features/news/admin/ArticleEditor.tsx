// The article editor, in a dialog: title, category, summary, cover (uploaded through the file service, public
// to the tenant), the rich-text body and the publish window. The server sanitises the body and checks the
// window; its field errors show on the form.
import { NEWS_RULES } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Image, Input, Modal, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback } from '../../../admin/components/index.ts';
import { RichTextEditor } from '../../../components/editor/index.ts';
import { Upload } from '../../../components/upload/index.ts';
import { newsAdminApi, newsAdminKeys } from './api.ts';

type Values = {
  title: string;
  categoryId?: number;
  brief?: string;
  window?: [Dayjs | null, Dayjs | null] | null;
};

type Props = { id?: number; open: boolean; onClose: () => void; onSaved: () => void };

export function ArticleEditor({ id, open, onClose, onSaved }: Props) {
  const { t } = useTranslation('news');
  const [form] = Form.useForm<Values>();
  const [content, setContent] = useState('');
  const [cover, setCover] = useState('');
  const [saving, setSaving] = useState(false);
  const categories = useQuery({
    queryKey: newsAdminKeys.categories,
    queryFn: newsAdminApi.categories,
    enabled: open,
  });
  const detail = useQuery({
    queryKey: ['news-admin', 'detail', id],
    queryFn: () => newsAdminApi.detail(id ?? 0),
    enabled: open && Boolean(id),
  });

  useEffect(() => {
    if (!open) return;
    const row = id ? detail.data : undefined;
    form.setFieldsValue({
      title: row?.title ?? '',
      categoryId: row?.categoryId ?? undefined,
      brief: row?.brief ?? '',
      window: row
        ? [row.publishBegin ? dayjs(row.publishBegin) : null, row.publishEnd ? dayjs(row.publishEnd) : null]
        : null,
    });
    setContent(row?.content ?? '');
    setCover(row?.picUrl ?? '');
  }, [open, id, detail.data, form]);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await newsAdminApi.save({
        id,
        title: values.title,
        categoryId: values.categoryId,
        brief: values.brief,
        picUrl: cover,
        content,
        publishBegin: values.window?.[0]?.valueOf() ?? '',
        publishEnd: values.window?.[1]?.valueOf() ?? '',
      });
      adminFeedback.success(t('admin.saved'));
      onSaved();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={id ? t('admin.edit') : t('admin.add')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={saving}
      width={860}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="title" label={t('admin.titleLabel')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={NEWS_RULES.titleMax} showCount />
        </Form.Item>
        <Form.Item name="categoryId" label={t('admin.category')}>
          <Select
            allowClear
            placeholder={t('admin.noCategory')}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item name="brief" label={t('admin.brief')}>
          <Input.TextArea maxLength={NEWS_RULES.briefMax} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item label={t('admin.cover')}>
          <Space>
            {cover ? <Image src={cover} width={120} height={90} alt={t('admin.cover')} /> : null}
            <Upload
              public
              accept=".jpg,.jpeg,.png,.gif,.webp"
              onUploaded={(file) => setCover(file.url)}
              testId="news-cover-upload"
            >
              {t('admin.uploadCover')}
            </Upload>
          </Space>
        </Form.Item>
        <Form.Item name="window" label={t('admin.window')}>
          <DatePicker.RangePicker
            showTime
            allowEmpty={[true, true]}
            placeholder={[t('admin.windowStart'), t('admin.windowEnd')]}
          />
        </Form.Item>
        <Form.Item label={t('admin.content')}>
          <RichTextEditor
            value={content}
            onChange={setContent}
            label={t('admin.content')}
            testId="news-editor"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
