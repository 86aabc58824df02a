// 我的笔记: the courses I wrote notes on, each with its note count; a course opens to my notes on it.
import type { TNoteCourse } from '@elearning/shared';
import { Button, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '../../../components/Pager.tsx';
import { useNotes } from '../../course/api.ts';
import { PERSONAL_PAGE_SIZE, useNoteCourses } from '../api.ts';
import { ListState } from './ListState.tsx';

function CourseNotes({ courseId }: { courseId: number }) {
  const { t } = useTranslation('personal');
  const notes = useNotes(courseId, true, 1, 50);
  const rows = notes.data?.data ?? [];
  return (
    <ListState query={notes} empty={rows.length === 0} emptyText={t('notes.noteEmpty')}>
      <List
        size="small"
        dataSource={rows}
        renderItem={(note) => (
          <List.Item key={note.id}>
            <List.Item.Meta
              title={note.chapterName || undefined}
              description={new Date(note.createTime).toLocaleString()}
            />
            <p className="personal-note-text">{note.content}</p>
          </List.Item>
        )}
      />
    </ListState>
  );
}

function NoteCourse({ course }: { course: TNoteCourse }) {
  const { t } = useTranslation('personal');
  const [open, setOpen] = useState(false);
  const region = `notes-of-${course.courseId}`;
  return (
    <article className="personal-card" data-testid="personal-note-course">
      <div className="personal-card__row">
        {course.courseCoverUrl ? <img className="personal-cover" src={course.courseCoverUrl} alt="" /> : null}
        <div className="personal-card__body">
          <h3>
            <Link to={`/course/detail?id=${course.courseId}`}>{course.courseName}</Link>
          </h3>
          <p className="personal-muted">{t('notes.count', { count: course.noteNum })}</p>
        </div>
        <Button type="link" aria-expanded={open} aria-controls={region} onClick={() => setOpen(!open)}>
          {open ? t('notes.collapse') : t('notes.expand')}
        </Button>
      </div>
      {open ? (
        <div id={region}>
          <CourseNotes courseId={course.courseId} />
        </div>
      ) : null}
    </article>
  );
}

export function MyNotes() {
  const { t } = useTranslation('personal');
  const [pageNo, setPageNo] = useState(1);
  const courses = useNoteCourses(pageNo);
  const rows = courses.data?.data ?? [];
  return (
    <ListState query={courses} empty={rows.length === 0} emptyText={t('notes.empty')}>
      {rows.map((course) => (
        <NoteCourse key={course.courseId} course={course} />
      ))}
      <Pager
        pageNo={pageNo}
        pageSize={PERSONAL_PAGE_SIZE}
        total={courses.data?.totalNum ?? 0}
        pageSizes={[PERSONAL_PAGE_SIZE]}
        onChange={setPageNo}
      />
    </ListState>
  );
}
