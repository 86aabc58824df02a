// Builds the demo question bank (200 questions of every type, 10 of them reading groups with three
// sub-questions each) from the material in exam-seed-data.ts, deterministically (a seeded generator).
import { QuestionType, type TPaperOption } from '@elearning/shared';
import type { QuestionAnswerKey } from '../db/schema/index.ts';
import { FACTS, type Fact } from './exam-seed-data.ts';
import { READING_CASES, SHORT_ANSWERS } from './exam-seed-prompts.ts';

export type BankQuestionSeed = {
  type: QuestionType;
  category: string;
  stem: string;
  options: TPaperOption[];
  answer: QuestionAnswerKey;
  analysis: string;
  score: number;
  difficulty: number;
  subs?: BankQuestionSeed[];
};

/** Deterministic pseudo-random numbers (mulberry32), so every demo tenant gets the same bank. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const KEYS = ['A', 'B', 'C', 'D', 'E', 'F'];
const TRUE_FALSE: TPaperOption[] = [
  { key: 'T', content: '正确' },
  { key: 'F', content: '错误' },
];

type Choice = { text: string; right: boolean };

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function choiceQuestion(
  type: QuestionType,
  category: string,
  stem: string,
  choices: Choice[],
  score: number,
  random: () => number,
): BankQuestionSeed {
  const ordered = shuffle(choices, random);
  const options = ordered.map((choice, index) => ({ key: KEYS[index]!, content: choice.text }));
  const keys = ordered.flatMap((choice, index) => (choice.right ? [KEYS[index]!] : []));
  const rightTexts = ordered.filter((choice) => choice.right).map((choice) => choice.text);
  return {
    type,
    category,
    stem: `<p>${stem}</p>`,
    options,
    answer: { keys },
    analysis: `<p>正确答案：${keys.join('、')}。${rightTexts.join('；')}</p>`,
    score,
    difficulty: 1 + Math.floor(random() * 3),
  };
}

function judgment(
  category: string,
  statement: string,
  right: boolean,
  random: () => number,
): BankQuestionSeed {
  return {
    type: QuestionType.judgment,
    category,
    stem: `<p>${statement}</p>`,
    options: TRUE_FALSE,
    answer: { keys: [right ? 'T' : 'F'] },
    analysis: `<p>该说法${right ? '正确' : '错误'}。</p>`,
    score: 1,
    difficulty: 1 + Math.floor(random() * 2),
  };
}

function statements(facts: Fact[], right: number, wrong: number, offset: number): Choice[] {
  const truths = facts.map((fact) => fact.truth);
  const falsehoods = facts.map((fact) => fact.falsehood);
  const pick = (list: string[], n: number, from: number) =>
    Array.from({ length: n }, (_, i) => list[(from + i) % list.length]!);
  return [
    ...pick(truths, right, offset).map((text) => ({ text, right: true })),
    ...pick(falsehoods, wrong, offset + 2).map((text) => ({ text, right: false })),
  ];
}

/** The 200 top-level questions of the demo bank. */
export function demoBank(): BankQuestionSeed[] {
  const random = seededRandom(20210401);
  const categories = Object.entries(FACTS);
  const bank: BankQuestionSeed[] = [];
  for (const [category, facts] of categories) {
    for (const [index, fact] of facts.entries()) {
      const choices = [
        { text: fact.right, right: true },
        ...fact.wrong.map((text) => ({ text, right: false })),
      ];
      bank.push(choiceQuestion(QuestionType.single, category, fact.question, choices, 2, random));
      const others = facts.filter((_, i) => i !== index).slice(0, 3);
      const notRight = [
        { text: fact.falsehood, right: true },
        ...others.map((other) => ({ text: other.truth, right: false })),
      ];
      bank.push(
        choiceQuestion(
          QuestionType.single,
          category,
          `关于${category}，以下说法错误的是？`,
          notRight,
          2,
          random,
        ),
      );
    }
  }
  for (let i = 0; i < 35; i += 1) {
    const [category, facts] = categories[i % categories.length]!;
    const right = 2 + (i % 2);
    const stem = `关于${category}，以下说法正确的有？（多选）`;
    bank.push(
      choiceQuestion(
        QuestionType.multiple,
        category,
        stem,
        statements(facts, right, 4 - right, i),
        4,
        random,
      ),
    );
  }
  for (let i = 0; i < 25; i += 1) {
    const [category, facts] = categories[i % categories.length]!;
    const right = 1 + (i % 3);
    const stem = `以下关于${category}的说法，正确的是？（不定项）`;
    bank.push(
      choiceQuestion(
        QuestionType.indefinite,
        category,
        stem,
        statements(facts, right, 4 - right, i + 1),
        4,
        random,
      ),
    );
  }
  const allFacts = categories.flatMap(([category, facts]) => facts.map((fact) => ({ category, fact })));
  for (const { category, fact } of allFacts.slice(0, 20)) {
    bank.push(judgment(category, fact.truth, true, random));
    bank.push(judgment(category, fact.falsehood, false, random));
  }
  for (const { category, fact } of allFacts.slice(0, 20)) {
    const [stem, blanks] = fact.blank;
    bank.push({
      type: QuestionType.blank,
      category,
      stem: `<p>${stem}</p>`,
      options: [],
      answer: { blanks },
      analysis: `<p>参考答案：${blanks.map((accepted) => accepted[0]).join('；')}</p>`,
      score: 2,
      difficulty: 2,
    });
  }
  for (const item of SHORT_ANSWERS) {
    bank.push({
      type: QuestionType.shortAnswer,
      category: item.category,
      stem: `<p>${item.stem}</p>`,
      options: [],
      answer: { reference: item.reference },
      analysis: `<p>参考要点：${item.reference}</p>`,
      score: 10,
      difficulty: 3,
    });
  }
  for (const [index, item] of READING_CASES.entries()) {
    const facts = FACTS[item.category]!;
    const first = facts[index % facts.length]!;
    const second = facts[(index + 1) % facts.length]!;
    const sub = (fact: Fact) =>
      choiceQuestion(
        QuestionType.single,
        item.category,
        `针对上述案例：${fact.question}`,
        [{ text: fact.right, right: true }, ...fact.wrong.map((text) => ({ text, right: false }))],
        2,
        random,
      );
    const judged = { ...judgment(item.category, `针对上述案例：${second.truth}`, true, random), score: 2 };
    bank.push({
      type: QuestionType.group,
      category: item.category,
      stem: item.stem,
      options: [],
      answer: { keys: [] },
      analysis: '<p>阅读案例后逐题作答。</p>',
      score: 6,
      difficulty: 2,
      subs: [sub(first), sub(second), judged],
    });
  }
  return bank;
}
