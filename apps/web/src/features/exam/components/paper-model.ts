// The paper as the page walks it: every answerable question (a group's sub-questions one by one) with
// its number, its section and, for a sub-question, its group.
import type { TPaperQuestion, TPaperSection } from '@elearning/shared';

export type PaperItem = {
  question: TPaperQuestion;
  group: TPaperQuestion | null;
  sectionIndex: number;
  /** 1-based number across the paper. */
  number: number;
};

export function flattenPaper(sections: TPaperSection[]): PaperItem[] {
  const items: PaperItem[] = [];
  sections.forEach((section, sectionIndex) => {
    for (const question of section.questions) {
      const parts = question.subQuestions.length > 0 ? question.subQuestions : [question];
      for (const part of parts) {
        items.push({
          question: part,
          group: part === question ? null : question,
          sectionIndex,
          number: items.length + 1,
        });
      }
    }
  });
  return items;
}
