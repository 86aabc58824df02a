// Course notes (ORIGINAL-UI: 200 characters, "记录你的想法吧～", listed with avatar and time): a composer
// when a chapter is open, and the list in which only the author's own notes can be edited or deleted.
import { COURSE_RULES, type TCourseNote } from '@elearning/shared';
import { Button, Input, Pagination, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListSkeleton } from '../../../components/Skeletons.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useNoteMutations, useNotes } from '../api.ts';
import { formatClock } from '../progress-sync.ts';

type Props = {
  courseId: number;
  /** Only the signed-in learner's notes (the learn page), or everyone's (the detail page). */
  mine: boolean;
  /** The chapter a new note is attached to; without it there is no composer. */
  chapterId?: number | undefined;
  /** Seconds into the video when the note is written. */
  position?: () => number;
};

function NoteItem({ note, courseId }: { note: TCourseNote; courseId: number }) {
  const { t } = useTranslation('course');
  const { edit, remove } = useNoteMutations(courseId);
  const [draft, setDraft] = useState<string | null>(null);
  const save = () =>
    draft !== null &&
    edit.mutate(
      { id: note.id, content: draft },
      {
        onSuccess: () => {
          setDraft(null);
          feedback.success(t('notes.updated'));
        },
      },
    );
  return (
    <li className="note-item" data-testid="note-item" data-note-id={note.id}>
      <UserAvatar src={note.avatarUrl} size={32} />
      <div className="note-item__main">
        <div className="note-item__head">
          <strong>{note.userName}</strong>
          <time>{formatDateTime(note.createTime)}</time>
        </div>
        {note.chapterName ? (
          <div className="note-item__chapter">
            {note.chapterName}
            {note.position > 0 ? ` · ${t('notes.at', { time: formatClock(note.position) })}` : ''}
          </div>
        ) : null}
        {draft === null ? (
          <p className="note-item__content" data-testid="note-content">
            {note.content}
          </p>
        ) : (
          <div className="note-item__edit">
            <Input.TextArea
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={COURSE_RULES.noteMax}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              data-testid="note-edit-input"
            />
            <div className="note-item__actions">
              <Button size="small" onClick={() => setDraft(null)}>
                {t('notes.cancel')}
              </Button>
              <Button
                size="small"
                type="primary"
                disabled={!draft.trim()}
                loading={edit.isPending}
                onClick={save}
                data-testid="note-edit-save"
              >
                {t('notes.update')}
              </Button>
            </div>
          </div>
        )}
        {note.isMine && draft === null ? (
          <div className="note-item__tools">
            <Button type="link" size="small" onClick={() => setDraft(note.content)} data-testid="note-edit">
              {t('notes.edit')}
            </Button>
            <Popconfirm
              title={t('notes.deleteConfirm')}
              onConfirm={() => remove.mutateAsync(note.id).then(() => feedback.success(t('notes.deleted')))}
            >
              <Button type="link" size="small" danger data-testid="note-delete">
                {t('notes.delete')}
              </Button>
            </Popconfirm>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function NotesPanel({ courseId, mine, chapterId, position }: Props) {
  const { t } = useTranslation('course');
  const [pageNo, setPageNo] = useState(1);
  const notes = useNotes(courseId, mine, pageNo);
  const { save } = useNoteMutations(courseId);
  const [text, setText] = useState('');
  const publish = () =>
    save.mutate(
      { content: text, ...(chapterId ? { chapterId } : {}), position: position?.() ?? 0 },
      {
        onSuccess: () => {
          setText('');
          setPageNo(1);
          feedback.success(t('notes.saved'));
        },
      },
    );
  const rows = notes.data?.data ?? [];
  return (
    <div className="notes-panel" data-testid="notes-panel">
      {chapterId ? (
        <div className="notes-panel__composer">
          <Input.TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('notes.placeholder')}
            maxLength={COURSE_RULES.noteMax}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            data-testid="note-input"
          />
          <Button
            type="primary"
            disabled={!text.trim()}
            loading={save.isPending}
            onClick={publish}
            data-testid="note-save"
          >
            {t('notes.save')}
          </Button>
        </div>
      ) : null}
      {notes.isPending ? (
        <ListSkeleton rows={3} />
      ) : rows.length === 0 ? (
        <EmptyState compact />
      ) : (
        <ul className="note-list">
          {rows.map((note) => (
            <NoteItem key={note.id} note={note} courseId={courseId} />
          ))}
        </ul>
      )}
      {(notes.data?.totalNum ?? 0) > 10 ? (
        <Pagination
          size="small"
          current={pageNo}
          total={notes.data?.totalNum ?? 0}
          onChange={setPageNo}
          showSizeChanger={false}
          className="notes-panel__pager"
        />
      ) : null}
    </div>
  );
}
