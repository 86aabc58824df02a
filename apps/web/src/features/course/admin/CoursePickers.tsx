// The editor's choices from other lists: category (enabled ones), lecturer, knowledge-system node and the
// cover image (uploaded through the file service, public to the tenant).
import type { TCategoryNode, TKnowledgeSystem } from '@elearning/shared';
import { Button, Form, Image, Select, Space, TreeSelect, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKnowledgeTree } from '../api.ts';
import { uploadCover, useCategories, useLecturerOptions } from './api.ts';

type TreeOption = { value: number; title: string; disabled?: boolean; children: TreeOption[] };

const categoryTree = (nodes: TCategoryNode[]): TreeOption[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.name,
    disabled: node.status === 0,
    children: categoryTree(node.children),
  }));
const knowledgeTree = (nodes: TKnowledgeSystem[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.name, children: knowledgeTree(node.children) }));

function CoverUpload(props: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation('course');
  const [busy, setBusy] = useState(false);
  return (
    <Space align="center">
      {props.value ? <Image src={props.value} width={160} height={90} alt={t('admin.course.cover')} /> : null}
      <Upload
        accept=".jpg,.jpeg,.png,.gif,.webp"
        showUploadList={false}
        customRequest={({ file }) => {
          if (!(file instanceof File)) return;
          setBusy(true);
          uploadCover(file)
            .then((stored) => props.onChange?.(stored.fileUrl))
            .finally(() => setBusy(false));
        }}
      >
        <Button loading={busy}>
          {props.value ? t('admin.chapter.reupload') : t('admin.course.uploadCover')}
        </Button>
      </Upload>
    </Space>
  );
}

export function CoursePickers(props: { labels: Record<string, string> }) {
  const categories = useCategories();
  const lecturers = useLecturerOptions();
  const knowledge = useKnowledgeTree();
  const { labels } = props;
  return (
    <>
      <Space wrap size="large" align="start">
        <Form.Item name="categoryId" label={labels.categoryId} required>
          <TreeSelect
            style={{ width: 260 }}
            treeDefaultExpandAll
            loading={categories.isLoading}
            treeData={categoryTree(categories.data ?? [])}
            data-testid="course-category"
          />
        </Form.Item>
        <Form.Item name="lecturerId" label={labels.lecturerId}>
          <Select
            style={{ width: 200 }}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={lecturers.isLoading}
            options={(lecturers.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          />
        </Form.Item>
        <Form.Item name="knowledgeSystemId" label={labels.knowledgeSystemId}>
          <TreeSelect
            style={{ width: 220 }}
            allowClear
            treeDefaultExpandAll
            loading={knowledge.isLoading}
            treeData={knowledgeTree(knowledge.data ?? [])}
          />
        </Form.Item>
      </Space>
      <Form.Item name="coverUrl" label={labels.coverUrl}>
        <CoverUpload />
      </Form.Item>
    </>
  );
}
