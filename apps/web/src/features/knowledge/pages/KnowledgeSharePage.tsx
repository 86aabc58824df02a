// /knowledge/share: the learner's share form (一点分享) — name, catalogue, introduction, upload mode (local files
// with a type and the download switch, or a link). The shared zod schema checks it before sending and the
// server again; either's field errors show on their fields. A sent share waits for review: the learner is
// taken to it in 我的分享.
import {
  KNOWLEDGE_RULES as R,
  type TKnowledgeCatalog,
  type TKnowledgeShare,
  ZKnowledgeShareSchema,
} from '@elearning/shared';
import { Alert, Button, Checkbox, Form, Input, Radio, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodForm } from '../../../admin/components/useZodForm.ts';
import { feedback } from '../../../app/feedback.tsx';
import { knowledgeApi, useCatalogTree, useKnowledgeMutation } from '../api.ts';
import { AttachmentField } from '../components/AttachmentField.tsx';
import '../knowledge.css';

type CatalogOption = { value: number; title: string; children: CatalogOption[] };
function toOptions(catalogs: readonly TKnowledgeCatalog[]): CatalogOption[] {
  return catalogs.map((c) => ({ value: c.id, title: c.name, children: toOptions(c.children) }));
}

export function KnowledgeSharePage() {
  const { t } = useTranslation('knowledge');
  const navigate = useNavigate();
  const catalogs = useCatalogTree();
  const treeData = useMemo(() => toOptions(catalogs.data ?? []), [catalogs.data]);
  const labels = useMemo(
    () => ({
      resName: t('form.resName'),
      catalogId: t('form.catalogId'),
      introduction: t('form.introduction'),
      resUrl: t('form.resUrl'),
      attachments: t('form.attachments'),
      type: t('form.type'),
    }),
    [t],
  );
  const { form, submit, submitting, formErrors } = useZodForm(ZKnowledgeShareSchema, { labels });
  const uploadType = Form.useWatch('uploadType', form);
  const share = useKnowledgeMutation((input: TKnowledgeShare) => knowledgeApi.share(input));
  const send = () =>
    submit(async (values) => {
      // Only what the chosen mode uses is sent: files for local uploads, the address for a link.
      const input: TKnowledgeShare =
        values.uploadType === 1 ? { ...values, attachments: [] } : { ...values, resUrl: undefined };
      await share.mutateAsync(input);
      feedback.success(t('form.submitted'));
      navigate('/personal/personal?menuName=MyShare');
    });
  return (
    <div className="knowledge-page" data-testid="knowledge-share-page">
      <div className="knowledge-head">
        <h1 className="knowledge-title">{t('form.title')}</h1>
      </div>
      <section className="knowledge-form" aria-label={t('form.basic')}>
        {formErrors.length > 0 ? <Alert type="error" showIcon message={formErrors.join('；')} /> : null}
        <Form
          form={form}
          layout="vertical"
          initialValues={{ uploadType: 0, type: 2, allowDownload: 0, attachments: [] }}
          onFinish={() => void send()}
          // A message from the last attempt goes once its field is changed.
          onValuesChange={(changed: Record<string, unknown>) =>
            form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })))
          }
          data-testid="knowledge-share-form"
        >
          <Form.Item name="resName" label={labels.resName} required>
            <Input maxLength={R.nameMax} showCount />
          </Form.Item>
          <Form.Item name="catalogId" label={labels.catalogId} required>
            <TreeSelect
              treeData={treeData}
              loading={catalogs.isPending}
              placeholder={t('form.catalogPlaceholder')}
              treeDefaultExpandAll
              allowClear
            />
          </Form.Item>
          <Form.Item name="introduction" label={labels.introduction}>
            <Input.TextArea rows={5} maxLength={R.introductionMax} showCount />
          </Form.Item>
          <Form.Item name="uploadType" label={t('form.uploadType')} required>
            <Radio.Group
              options={[
                { value: 0, label: t('form.local') },
                { value: 1, label: t('form.link') },
              ]}
            />
          </Form.Item>
          {uploadType === 1 ? (
            <Form.Item name="resUrl" label={labels.resUrl} required>
              <Input maxLength={R.urlMax} placeholder="https://" />
            </Form.Item>
          ) : (
            <>
              <Form.Item name="type" label={labels.type}>
                <Select
                  options={([1, 2, 3] as const).map((type) => ({ value: type, label: t(`types.${type}`) }))}
                />
              </Form.Item>
              <Form.Item name="attachments" label={labels.attachments} required>
                <AttachmentField />
              </Form.Item>
              {/* The original client's flag: 0 allows downloads, 1 forbids them. */}
              <Form.Item
                name="allowDownload"
                valuePropName="checked"
                getValueProps={(value: unknown) => ({ checked: value === 0 })}
                normalize={(checked: boolean) => (checked ? 0 : 1)}
              >
                <Checkbox>{t('form.allowDownload')}</Checkbox>
              </Form.Item>
            </>
          )}
          <div className="knowledge-form-actions">
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t('form.submit')}
            </Button>
            <Button onClick={() => navigate(-1)}>{t('form.cancel')}</Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
