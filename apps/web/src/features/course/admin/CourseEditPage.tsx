// The course editor (the original's 创建课程, #/course/establishCourse[?id=]): basic information, cover,
// lecturer, credit hours, points, category, knowledge-system node, visibility scope, and the chapters.
// "Save draft" keeps it off the shelf; "Publish" puts it on (the server needs at least one chapter).
import { CourseSaveMode, type TAdminCourseDetail, ZCourseAddSchema } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Radio, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { adminFeedback, useZodForm } from '../../../admin/components/index.ts';
import { RichTextEditor } from '../../../components/editor/index.ts';
import { courseAdminApi, courseAdminKeys } from './api.ts';
import { ChapterList, type ChapterRow, newChapterKey } from './ChapterList.tsx';
import { CoursePickers } from './CoursePickers.tsx';
import { TargetPicker } from './TargetPicker.tsx';
import './course-admin.css';

function formValues(course: TAdminCourseDetail) {
  return {
    name: course.name,
    courseNo: course.courseNo,
    categoryId: course.categoryId ?? undefined,
    lecturerId: course.lecturerId ?? undefined,
    knowledgeSystemId: course.knowledgeSystemId ?? undefined,
    coverUrl: course.coverUrl,
    introduction: course.introduction,
    creditHours: course.creditHours,
    points: course.points,
    audience: course.audience,
    audiences: course.audiences.map(({ type, id, name }) => ({ type, id, name })),
    chapters: course.chapters.map(
      (c): ChapterRow => ({
        ...c,
        key: newChapterKey(),
        fileId: c.fileId || undefined,
        videoId: c.videoId || undefined,
      }),
    ),
  };
}

export function Component() {
  const { t } = useTranslation('course');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const courseId = Number(params.get('id')) || undefined;
  const course = useQuery({
    queryKey: courseAdminKeys.detail(courseId ?? 0),
    queryFn: () => courseAdminApi.detail(courseId ?? 0),
    enabled: courseId !== undefined,
  });
  const labels = {
    name: t('admin.course.name'),
    courseNo: t('admin.course.courseNo'),
    categoryId: t('admin.course.category'),
    lecturerId: t('admin.course.lecturer'),
    knowledgeSystemId: t('admin.course.knowledge'),
    creditHours: t('admin.course.creditHours'),
    points: t('admin.course.points'),
    introduction: t('admin.course.introduction'),
    coverUrl: t('admin.course.cover'),
    audiences: t('admin.course.audiences'),
    chapters: t('admin.course.chapters'),
  };
  const { form, submit, submitting, formErrors } = useZodForm(ZCourseAddSchema, { labels });
  useEffect(() => {
    if (course.data) form.setFieldsValue(formValues(course.data));
  }, [course.data, form]);
  const audience = Form.useWatch('audience', form);

  const save = (status: CourseSaveMode) =>
    submit(async (values) => {
      const input = { ...values, status };
      const saved = courseId
        ? await courseAdminApi.edit({ ...input, courseId })
        : await courseAdminApi.add(input);
      await queryClient.invalidateQueries({ queryKey: ['course-admin'] });
      adminFeedback.success(
        status === CourseSaveMode.publish ? t('admin.course.publishedDone') : t('admin.saved'),
      );
      navigate(courseId ? '/course/courseDraft' : `/course/establishCourse?id=${saved.id}`, {
        replace: !courseId,
      });
    });
  const reorder = async (ids: number[]) => {
    if (!courseId) return;
    await courseAdminApi.sortChapters(courseId, ids);
    adminFeedback.success(t('admin.chapter.orderSaved'));
  };

  if (courseId && course.isLoading) return <Skeleton active />;
  if (courseId && course.isError) return <Alert type="error" showIcon title={t('admin.loadFailed')} />;
  return (
    <Card className="course-admin" data-testid="course-editor">
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {courseId ? t('admin.course.edit') : t('admin.course.create')}
      </Typography.Title>
      {formErrors.length > 0 && <Alert type="error" showIcon title={formErrors.join(' ')} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ audience: 'all', audiences: [], chapters: [], creditHours: 0, points: 0 }}
      >
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('admin.course.basic')}
        </Typography.Title>
        <Space wrap size="large" align="start">
          <Form.Item name="name" label={labels.name} required>
            <Input maxLength={60} showCount style={{ width: 320 }} data-testid="course-name" />
          </Form.Item>
          <Form.Item name="courseNo" label={labels.courseNo}>
            <Input maxLength={32} style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <CoursePickers labels={labels} />
        <Space wrap size="large">
          <Form.Item name="creditHours" label={labels.creditHours}>
            <InputNumber min={0} max={9999} step={0.5} />
          </Form.Item>
          <Form.Item name="points" label={labels.points}>
            <InputNumber min={0} max={100000} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item name="introduction" label={labels.introduction}>
          <RichTextEditor minHeight={160} testId="course-introduction" />
        </Form.Item>
        <Form.Item name="audience" label={t('admin.course.visibility')}>
          <Radio.Group
            options={[
              { value: 'all', label: t('admin.course.visibleAll') },
              { value: 'limited', label: t('admin.course.visibleLimited') },
            ]}
          />
        </Form.Item>
        {audience === 'limited' && (
          <Form.Item name="audiences" label={labels.audiences}>
            <TargetPicker />
          </Form.Item>
        )}
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {labels.chapters}
        </Typography.Title>
        <Form.Item name="chapters">
          <ChapterList
            onReorder={courseId ? (ids) => void reorder(ids) : undefined}
            course={courseId && course.data ? { id: courseId, name: course.data.name } : undefined}
          />
        </Form.Item>
      </Form>
      <Space>
        <Button
          onClick={() => void save(CourseSaveMode.draft)}
          loading={submitting}
          data-testid="course-save-draft"
        >
          {t('admin.course.saveDraft')}
        </Button>
        <Button
          type="primary"
          onClick={() => void save(CourseSaveMode.publish)}
          loading={submitting}
          data-testid="course-publish"
        >
          {t('admin.course.publish')}
        </Button>
        <Button onClick={() => navigate('/course/courseDraft')}>{t('admin.back')}</Button>
      </Space>
    </Card>
  );
}
