// The paper preview: one draw of the paper as a learner's attempt would get it (the server presents it
// with the learner's paper presenter), sections with their questions and options, no right answers.
import { useQuery } from '@tanstack/react-query';
import { Alert, List, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { examAdminApi } from './api.ts';

export function PaperPreview(props: { paperId: number; onClose: () => void }) {
  const { t } = useTranslation('exam');
  const preview = useQuery({
    queryKey: ['exam-admin', 'preview', props.paperId],
    queryFn: () => examAdminApi.preview(props.paperId),
  });
  return (
    <Modal open width={760} title={t('admin.paper.preview')} onCancel={props.onClose} footer={null}>
      {preview.isLoading && <Skeleton active />}
      {preview.error && <Alert type="error" message={t('admin.loadFailed')} />}
      {preview.data && (
        <div data-testid="paper-preview">
          <Typography.Paragraph>
            {t('admin.paper.previewTotal', { score: preview.data.totalScore })}
          </Typography.Paragraph>
          {preview.data.sections.map((section, index) => (
            <section key={`${section.title}-${String(index)}`}>
              <Typography.Title level={5}>
                {section.title || t('admin.paper.section', { n: index + 1 })}
              </Typography.Title>
              <List
                dataSource={section.questions}
                renderItem={(question, number) => (
                  <List.Item>
                    <div>
                      <strong>{number + 1}. </strong>
                      {/* The stem is sanitised by the server before it is stored. */}
                      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side HTML */}
                      <span dangerouslySetInnerHTML={{ __html: question.stem }} />
                      <span> （{question.score}）</span>
                      <ul>
                        {question.options.map((option) => (
                          <li key={option.key}>
                            {option.key}.{' '}
                            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side HTML */}
                            <span dangerouslySetInnerHTML={{ __html: option.content }} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  </List.Item>
                )}
              />
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}
