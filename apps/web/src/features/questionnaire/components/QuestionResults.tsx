// The results of a plan (lecturer page and back office): the response rate, then per question a bar chart
// (ECharts: options, matrix rows stacked, rating scores) with the figures in a table beside it so they read
// without the picture, and the free-text answers — named only when the plan is not anonymous.
import { AsqQuestionType, type TQuestionnaireResults, type TQuestionResult } from '@elearning/shared';
import { Card, Empty, Progress, Table } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import '../questionnaire.css';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Bar = { label: string; count: number };

function barsOf(question: TQuestionResult): Bar[] {
  if (question.type === AsqQuestionType.rating)
    return question.ratings.map((r) => ({ label: String(r.score), count: r.count }));
  return question.options.map((o) => ({ label: o.content, count: o.count }));
}

function chartOption(question: TQuestionResult) {
  if (question.type === AsqQuestionType.matrix) {
    const columns = question.rows[0]?.options.map((o) => o.content) ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: {},
      grid: { left: 48, right: 24, bottom: 32, top: 40 },
      xAxis: { type: 'category', data: question.rows.map((row) => row.content) },
      yAxis: { type: 'value', minInterval: 1 },
      series: columns.map((name, index) => ({
        name,
        type: 'bar',
        stack: 'matrix',
        data: question.rows.map((row) => row.options[index]?.count ?? 0),
      })),
    };
  }
  const bars = barsOf(question);
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 24, bottom: 32, top: 16 },
    xAxis: { type: 'category', data: bars.map((bar) => bar.label) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', data: bars.map((bar) => bar.count), itemStyle: { color: '#1677ff' } }],
  };
}

function QuestionBlock({ question, index }: { question: TQuestionResult; index: number }) {
  const { t } = useTranslation('questionnaire');
  const title = `${index + 1}. ${question.content}（${t(`types.${question.type}`)}）`;
  if (question.type === AsqQuestionType.short)
    return (
      <Card
        title={<h3 className="asq-result-title">{title}</h3>}
        className="asq-result"
        data-testid={`result-${question.questionId}`}
      >
        {question.texts.length === 0 ? (
          <Empty description={t('lecturer.noTexts')} />
        ) : (
          <ul className="asq-texts">
            {question.texts.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers have no id and never reorder
              <li key={i}>
                <strong>{item.userName ?? t('lecturer.anonymousName')}：</strong>
                {item.text}
              </li>
            ))}
          </ul>
        )}
      </Card>
    );
  const bars = barsOf(question);
  return (
    <Card
      title={<h3 className="asq-result-title">{title}</h3>}
      className="asq-result"
      extra={
        question.type === AsqQuestionType.rating ? t('lecturer.mean', { mean: question.ratingMean }) : null
      }
      data-testid={`result-${question.questionId}`}
    >
      <div className="asq-results-chart" aria-hidden>
        <EChart option={chartOption(question)} height={240} label={question.content} />
      </div>
      {question.type === AsqQuestionType.matrix ? (
        <Table
          size="small"
          pagination={false}
          rowKey="rowId"
          dataSource={question.rows}
          columns={[
            { title: '', dataIndex: 'content' },
            ...(question.rows[0]?.options ?? []).map((option, i) => ({
              title: option.content,
              key: option.questionOptionId,
              render: (_: unknown, row: (typeof question.rows)[number]) => row.options[i]?.count ?? 0,
            })),
          ]}
        />
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="label"
          dataSource={bars}
          columns={[
            { title: t(`types.${question.type}`), dataIndex: 'label' },
            { title: t('lecturer.count'), dataIndex: 'count' },
          ]}
        />
      )}
    </Card>
  );
}

export function QuestionResults({ results }: { results: TQuestionnaireResults }) {
  const { t } = useTranslation('questionnaire');
  const { plan } = results;
  return (
    <div className="asq-results" data-testid="asq-results">
      <Card className="asq-result">
        <h2 className="asq-result-title">{plan.name}</h2>
        <p>{t('lecturer.answered', { join: plan.joinCount, total: plan.totalNum })}</p>
        <Progress percent={plan.responseRate} aria-label={t('lecturer.responseRate')} />
        {plan.anonymous ? <p>{t('anonymous')}</p> : null}
      </Card>
      {results.questions.map((question, index) => (
        <QuestionBlock key={question.questionId} question={question} index={index} />
      ))}
    </div>
  );
}
