// Replies of the exam back office, part 1: category trees, bank questions (back in the form the editor
// sends them: options with isCorrect, a blank's answers joined by `|`), papers with their rules or
// questions, and the paper preview, drawn like the learner's paper (the learner's question presenter).
import type { TAdminPaper, TAdminQuestion, TExamCategoryNode, TPaperPreview } from '@elearning/shared';
import type { AttemptLayout } from '../../db/schema/index.ts';
import type { CategoryRow } from './admin-category-service.ts';
import type { AdminPaper } from './admin-paper-service.ts';
import type { AdminQuestion } from './admin-question-service.ts';
import { presentPaperQuestion } from './presenter.ts';
import type { AdminQuestionRow } from './queries.ts';
import type { QuestionContent } from './question-content.ts';

export function presentCategoryTree(rows: CategoryRow[], rootId = 0): TExamCategoryNode[] {
  const byParent = new Map<number, CategoryRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number, depth: number): TExamCategoryNode[] =>
    depth > 20
      ? []
      : (byParent.get(parentId) ?? []).map((row) => ({
          id: row.id,
          parentId: row.parentId,
          name: row.name,
          type: row.kind,
          sort: row.sort,
          status: row.enabled ? 0 : 1,
          children: build(row.id, depth + 1),
        }));
  return build(rootId, 0);
}

function answerText(row: AdminQuestionRow): string {
  const key = row.answer;
  if (!key) return '';
  if ('reference' in key) return key.reference;
  if ('blanks' in key) return key.blanks.map((accepted) => accepted.join('|')).join('\n');
  return key.keys.join(',');
}

function presentOptions(row: AdminQuestionRow) {
  if (row.answer && 'blanks' in row.answer) {
    return row.answer.blanks.map((accepted, sort) => ({
      key: String(sort + 1),
      content: accepted.join('|'),
      isCorrect: 1 as const,
      sort,
    }));
  }
  const keys = row.answer && 'keys' in row.answer ? new Set(row.answer.keys) : new Set<string>();
  return row.options.map((option, sort) => ({
    key: option.key,
    content: option.content,
    isCorrect: keys.has(option.key) ? (1 as const) : (0 as const),
    sort,
  }));
}

export function presentAdminQuestion(row: AdminQuestionRow, subs: AdminQuestionRow[] = []): TAdminQuestion {
  return {
    id: row.id,
    type: row.type,
    content: row.stem,
    score: row.score,
    difficulty: row.difficulty,
    categoryId: row.category_id,
    categoryName: row.category_name,
    analysis: row.analysis,
    options: presentOptions(row),
    answer: answerText(row),
    creatorName: row.creator_name,
    createTime: row.created_at.getTime(),
    usedNum: row.used_num,
    subQuestions: subs.map((sub) => presentAdminQuestion(sub)),
  };
}

export function presentQuestionDetail(question: AdminQuestion): TAdminQuestion {
  return presentAdminQuestion(question, question.subs);
}

export function presentAdminPaper(detail: AdminPaper): TAdminPaper {
  const { paper, sections, rules, questions } = detail;
  const sectionIndex = new Map(
    sections.map((section, index) => [section.id, { index, title: section.title }]),
  );
  return {
    id: paper.id,
    name: paper.name,
    type: paper.kind === 'random' ? 'random' : 'manual',
    categoryId: paper.category_id,
    categoryName: paper.category_name,
    remark: paper.remark,
    isShowScore: paper.show_score ? 1 : 0,
    shuffleOptions: paper.shuffle_options ? 1 : 0,
    totalScore: paper.total_score,
    questionNum: paper.question_num,
    expiredTime: paper.expires_at?.getTime() ?? null,
    creatorName: paper.creator_name,
    createTime: paper.created_at.getTime(),
    usedNum: paper.used_num,
    randomSettings: rules.map(({ section, type, availableNum }) => ({
      type,
      title: section.title,
      categoryIds: section.drawCategoryIds,
      difficulty: section.drawDifficulty,
      questionNum: section.drawCount,
      score: section.drawScore ?? 0,
      availableNum,
    })),
    manualSettings: questions.map((question) => ({
      parentSort: (sectionIndex.get(question.section_id)?.index ?? 0) + 1,
      title: sectionIndex.get(question.section_id)?.title ?? '',
      questionId: question.question_id,
      type: question.type,
      content: question.stem,
      score: question.score,
      sort: question.sort,
    })),
  };
}

/** The preview: the paper one attempt would get, shown by the learner's presenter (no right answers). */
export function presentPreview(
  paper: { id: number; name: string },
  layout: AttemptLayout,
  content: Map<number, QuestionContent>,
): TPaperPreview {
  const sections = layout.sections.map((section) => ({
    title: section.title,
    questions: section.questions.flatMap((entry) => presentPaperQuestion(entry, content) ?? []),
  }));
  const totalScore = sections.reduce(
    (sum, section) => sum + section.questions.reduce((inner, question) => inner + question.score, 0),
    0,
  );
  return { paperId: paper.id, name: paper.name, totalScore: Math.round(totalScore * 100) / 100, sections };
}
