// The text of an article or pre-class-thinking chapter, written in the rich-text editor in a dialog.
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/editor/index.ts';

export function ChapterText(props: { value?: string; onChange: (html: string) => void; title: string }) {
  const { t } = useTranslation('course');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(props.value ?? '');
  return (
    <>
      <Button
        onClick={() => {
          setDraft(props.value ?? '');
          setOpen(true);
        }}
      >
        {props.value ? t('admin.chapter.editText') : t('admin.chapter.writeText')}
      </Button>
      <Modal
        open={open}
        title={props.title || t('admin.chapter.writeText')}
        width={760}
        onOk={() => {
          props.onChange(draft);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <RichTextEditor value={draft} onChange={setDraft} minHeight={240} testId="chapter-text" />
      </Modal>
    </>
  );
}
