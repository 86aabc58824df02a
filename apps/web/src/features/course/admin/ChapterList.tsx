// The editor's chapters: every type the learner player plays, files and videos uploaded through the file
// service, order by drag and drop (or the arrow buttons, for the keyboard). A controlled Form field: its
// value is the chapter list the course save sends, in order.
import { CHAPTER_TYPE_LABELS, ChapterType } from '@elearning/shared';
import { Button, Input, Progress, Select, Space, Typography, Upload } from 'antd';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/hooks.ts';
import { HomeworkPicker } from '../../homework/admin/HomeworkPicker.tsx';
import { uploadCourseFile, uploadVideo } from './api.ts';
import { ChapterText } from './ChapterText.tsx';

export type ChapterRow = {
  key: string;
  id?: number;
  name: string;
  type: ChapterType;
  content?: string;
  fileId?: string;
  fileName?: string;
  videoId?: string;
  linkUrl?: string;
};

const TYPES: ChapterType[] = [
  ChapterType.video,
  ChapterType.courseware,
  ChapterType.article,
  ChapterType.material,
  ChapterType.homework,
  ChapterType.preClassThinking,
];
const DOCUMENTS = '.pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.txt';
let counter = 0;
export function newChapterKey(): string {
  counter += 1;
  return `new-${Date.now()}-${counter}`;
}

export function ChapterList(props: {
  value?: ChapterRow[];
  onChange?: (rows: ChapterRow[]) => void;
  /** Called after a drag when every chapter is saved: the server takes the new order at once. */
  onReorder?: (ids: number[]) => void;
  /** The saved course: its homework chapters then attach assignments (features/homework). */
  course?: { id: number; name: string };
}) {
  const { t } = useTranslation('course');
  const lang = useLang();
  const rows = props.value ?? [];
  const [dragged, setDragged] = useState<number>();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const change = (next: ChapterRow[]) => props.onChange?.(next);
  const patch = (key: string, values: Partial<ChapterRow>) =>
    change(rows.map((row) => (row.key === key ? { ...row, ...values } : row)));
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const next = [...rows];
    const [row] = next.splice(from, 1);
    if (!row) return;
    next.splice(to, 0, row);
    change(next);
    const ids = next.map((item) => item.id);
    if (props.onReorder && ids.every((id): id is number => id !== undefined)) props.onReorder(ids);
  };
  const upload = async (row: ChapterRow, file: File) => {
    const onProgress = ({ percent }: { percent: number }) =>
      setProgress((p) => ({ ...p, [row.key]: percent }));
    try {
      if (row.type === ChapterType.video) {
        const videoId = await uploadVideo(file, onProgress);
        patch(row.key, { videoId, fileName: file.name, name: row.name || file.name.replace(/\.[^.]+$/, '') });
      } else {
        const stored = await uploadCourseFile(file, onProgress);
        patch(row.key, {
          fileId: stored.fileId,
          fileName: file.name,
          name: row.name || file.name.replace(/\.[^.]+$/, ''),
        });
      }
    } finally {
      setProgress((p) => ({ ...p, [row.key]: -1 }));
    }
  };

  return (
    <div className="course-admin-chapters" data-testid="chapter-list">
      <ol className="course-admin-chapters__list">
        {rows.map((row, index) => (
          <li
            key={row.key}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event: DragEvent) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== undefined) moveTo(dragged, index);
              setDragged(undefined);
            }}
            className="course-admin-chapters__row"
            data-testid="chapter-row"
          >
            <span className="course-admin-chapters__handle" aria-hidden="true">
              ⠿
            </span>
            <Typography.Text strong>{CHAPTER_TYPE_LABELS[row.type][lang]}</Typography.Text>
            <Input
              aria-label={t('admin.chapter.name', { index: index + 1 })}
              value={row.name}
              maxLength={60}
              onChange={(event) => patch(row.key, { name: event.target.value })}
              style={{ width: 240 }}
            />
            {row.type === ChapterType.video ||
            row.type === ChapterType.courseware ||
            row.type === ChapterType.material ? (
              <Space>
                <Upload
                  showUploadList={false}
                  accept={row.type === ChapterType.video ? '.mp4,.mov,.m4v,.webm' : DOCUMENTS}
                  customRequest={({ file }) => {
                    if (file instanceof File) void upload(row, file);
                  }}
                >
                  <Button data-testid="chapter-upload">
                    {row.fileId || row.videoId ? t('admin.chapter.reupload') : t('admin.chapter.upload')}
                  </Button>
                </Upload>
                {(progress[row.key] ?? -1) >= 0 ? (
                  <Progress percent={progress[row.key]} size="small" style={{ width: 120 }} />
                ) : (
                  <Typography.Text data-testid="chapter-file">{row.fileName}</Typography.Text>
                )}
              </Space>
            ) : row.type === ChapterType.homework ? (
              <Space direction="vertical">
                <Input
                  aria-label={t('admin.chapter.link')}
                  placeholder="https://"
                  value={row.linkUrl}
                  onChange={(event) => patch(row.key, { linkUrl: event.target.value })}
                  style={{ width: 260 }}
                />
                {/* The homework domain's picker: the assignments of this saved chapter (issue 13). */}
                {props.course ? (
                  <HomeworkPicker
                    owner={{
                      source: 'course',
                      bizId: props.course.id,
                      bizName: props.course.name,
                      courseId: props.course.id,
                      chapterId: row.id ?? 0,
                    }}
                  />
                ) : null}
              </Space>
            ) : (
              <ChapterText
                value={row.content}
                onChange={(content) => patch(row.key, { content })}
                title={row.name}
              />
            )}
            <Button
              type="text"
              aria-label={t('admin.moveUp', { name: row.name })}
              onClick={() => moveTo(index, index - 1)}
            >
              ↑
            </Button>
            <Button
              type="text"
              aria-label={t('admin.moveDown', { name: row.name })}
              onClick={() => moveTo(index, index + 1)}
            >
              ↓
            </Button>
            <Button type="text" danger onClick={() => change(rows.filter((item) => item.key !== row.key))}>
              {t('admin.delete')}
            </Button>
          </li>
        ))}
      </ol>
      {rows.length === 0 && <Typography.Paragraph>{t('admin.chapter.empty')}</Typography.Paragraph>}
      <Space wrap>
        <Typography.Text>{t('admin.chapter.add')}</Typography.Text>
        <Select<ChapterType>
          aria-label={t('admin.chapter.add')}
          placeholder={t('admin.chapter.type')}
          style={{ width: 160 }}
          value={null}
          options={TYPES.map((type) => ({ value: type, label: CHAPTER_TYPE_LABELS[type][lang] }))}
          onChange={(type) => change([...rows, { key: newChapterKey(), name: '', type }])}
          data-testid="chapter-add"
        />
      </Space>
    </div>
  );
}
