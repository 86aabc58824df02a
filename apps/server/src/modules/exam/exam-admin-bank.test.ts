// The question bank in the back office through the real app: categories, the seven types with sanitised
// rich-text stems, editing a group in place, list filters, delete checks (a fixed paper holding the
// question), the Excel export and the t4 import with its error rows.

import { Readable } from 'node:stream';
import {
  examAdminPaths,
  fileApiPath,
  filePaths,
  QuestionType,
  spreadsheetPaths,
  type TAdminPaper,
  type TAdminQuestion,
  type TExamCategoryNode,
  type TImportResult,
  type TPage,
} from '@elearning/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { multipartBody } from '../file/fixtures.ts';
import { examAdminClient, makeExamAdmin, questionForm } from './test-factories-admin.ts';

describe('exam authoring: the question bank', () => {
  let testApp: TestApp;
  let admin: ReturnType<typeof examAdminClient>;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const made = await makeExamAdmin(testApp);
    token = made.token;
    admin = examAdminClient(testApp, made);
  });
  afterAll(() => testApp.close());

  it('keeps a category tree and refuses to delete a category that holds questions', async () => {
    const parent = await admin.category(`父 ${Date.now()}`);
    const child = await admin.api.post<{ id: number }>(
      examAdminPaths.category,
      { name: '子', parentId: parent, type: 0 },
      admin.as,
    );
    const tree = await admin.api.get<TExamCategoryNode[]>(examAdminPaths.categoryTree, {
      ...admin.as,
      query: { type: 0, parentId: 0 },
    });
    const node = tree.body.response.find((entry) => entry.id === parent);
    expect(node?.children.map((entry) => entry.id)).toEqual([child.body.response.id]);
    await admin.question(QuestionType.single, { categoryId: child.body.response.id });
    const refused = await admin.api.del(examAdminPaths.category, {}, { ...admin.as, query: { id: parent } });
    expect(refused.status).toBe(409);
  });

  it('stores every type, sanitising stems: scripts and foreign images go, own files stay', async () => {
    const own = fileApiPath(filePaths.file, 'abc123');
    const single = await admin.question(QuestionType.single, {
      content: `<p onclick="x()">看图<img src="${own}"><img src="https://evil.example/x.png"><script>alert(1)</script></p>`,
    });
    expect(single.content).toContain(own);
    expect(single.content).not.toContain('evil.example');
    expect(single.content).not.toContain('script');
    expect(single.content).not.toContain('onclick');
    expect(single.options.filter((option) => option.isCorrect === 1).map((o) => o.key)).toEqual(['B']);
    // The original client sends the stem HTML-escaped.
    const escaped = await admin.question(QuestionType.multiple, { content: '&lt;p&gt;转义&lt;/p&gt;' });
    expect(escaped.content).toBe('<p>转义</p>');
    const blank = await admin.question(QuestionType.blank);
    expect(blank.answer).toBe('北京|Beijing');
    const judgment = await admin.question(QuestionType.judgment);
    expect(judgment.options.map((option) => option.key)).toEqual(['T', 'F']);
    const short = await admin.question(QuestionType.shortAnswer);
    expect(short.answer).toBe('参考答案');
    await admin.question(QuestionType.indefinite);
    const group = await admin.question(QuestionType.group, {
      options: [],
      subQuestions: [
        { ...questionForm(QuestionType.single), score: 4 },
        { ...questionForm(QuestionType.judgment), score: 6 },
      ],
    });
    expect(group.score).toBe(10);
    expect(group.subQuestions).toHaveLength(2);

    const edited = await admin.api.put<TAdminQuestion>(
      examAdminPaths.question,
      {
        ...group,
        type: QuestionType.group,
        subQuestions: [{ ...group.subQuestions[0], options: group.subQuestions[0]?.options, score: 7 }],
      },
      admin.as,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.response.subQuestions.map((sub) => sub.id)).toEqual([group.subQuestions[0]?.id]);
    expect(edited.body.response.score).toBe(7);
  });

  it('refuses a choice without a right option and a bad type, naming the field', async () => {
    const none = await admin.api.post(
      examAdminPaths.question,
      {
        type: QuestionType.single,
        content: '<p>x</p>',
        score: 1,
        options: [{ content: 'a' }, { content: 'b' }],
      },
      admin.as,
    );
    expect(none.status).toBe(400);
    const badType = await admin.api.post(
      examAdminPaths.question,
      { type: 'essay', content: '<p>x</p>', score: 1 },
      { ...admin.as, lang: 'en' },
    );
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body)).toContain('type');
  });

  it('lists and searches, refuses to delete a question a fixed paper holds, deletes the others', async () => {
    const marker = `needle${Date.now()}`;
    const kept = await admin.question(QuestionType.single, {
      content: `<p>${marker} kept</p>`,
      difficulty: 3,
    });
    const gone = await admin.question(QuestionType.single, {
      content: `<p>${marker} gone</p>`,
      difficulty: 3,
    });
    const found = await admin.api.get<TPage<TAdminQuestion>>(examAdminPaths.questionList, {
      ...admin.as,
      query: { search: marker, difficulty: 3, type: QuestionType.single },
    });
    expect(found.body.response.data.map((row) => row.id).sort()).toEqual([kept.id, gone.id].sort());

    const paper = await admin.paper({
      type: 'manual',
      manualSettings: [
        { parentSort: 1, title: '一、单选', questionId: kept.id, score: 30, sort: 1 },
        {
          parentSort: 2,
          title: '二、判断',
          questionId: (await admin.question(QuestionType.judgment)).id,
          sort: 1,
        },
      ],
    });
    expect(paper.status).toBe(200);
    expect(paper.body.response.totalScore).toBe(35);
    const detail = await admin.api.get<TAdminPaper>(examAdminPaths.paper, {
      ...admin.as,
      query: { id: paper.body.response.id },
    });
    expect(detail.body.response.manualSettings.map((item) => item.parentSort)).toEqual([1, 2]);

    const refused = await admin.api.post(examAdminPaths.questionDelete, { id: kept.id }, admin.as);
    expect(refused.status).toBe(409);
    const deleted = await admin.api.post(examAdminPaths.questionDelete, { id: gone.id }, admin.as);
    expect(deleted.status).toBe(200);
    const after = await admin.api.get<TPage<TAdminQuestion>>(examAdminPaths.questionList, {
      ...admin.as,
      query: { search: marker },
    });
    expect(after.body.response.data.map((row) => row.id)).toEqual([kept.id]);
  });

  it('exports the bank as a workbook', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: examAdminPaths.questionExport,
      headers: {
        authorization: 'Basic d2ViOndlYl9zZWNyZXQ=',
        'tenant-id': 'learn',
        accesstoken: `bearer ${token}`,
      },
    });
    expect(reply.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from([reply.rawPayload]));
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('题型');
    expect(sheet?.rowCount ?? 0).toBeGreaterThan(5);
  });

  it('imports t4 rows and hands bad rows back with their reasons', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('t4');
    sheet.addRow([
      '题型',
      '题干',
      '选项A',
      '选项B',
      '选项C',
      '选项D',
      '答案',
      '分数',
      '难度(易/中/难)',
      '分类',
    ]);
    const category = `导入 ${Date.now()}`;
    sheet.addRow(['单选题', '1+1=?', '1', '2', '3', '4', 'B', '5', '易', category]);
    sheet.addRow(['多选题', '偶数', '1', '2', '3', '4', 'BD', '5', '中', category]);
    sheet.addRow(['判断题', '地球是圆的', '', '', '', '', '正确', '2', '难', category]);
    sheet.addRow(['填空题', '首都', '', '', '', '', '北京|Beijing', '3', '', '']);
    sheet.addRow(['单选题', '没有答案', '1', '2', '', '', 'Z', '5', '', '']);
    sheet.addRow(['作文题', '未知题型', '', '', '', '', 'x', '5', '', '']);
    const upload = multipartBody(
      { mode: 'partial' },
      { name: 't4.xlsx', content: Buffer.from(new Uint8Array(await book.xlsx.writeBuffer())) },
    );
    const reply = await testApp.app.inject({
      method: 'POST',
      url: examAdminPaths.questionImport,
      headers: {
        authorization: 'Basic d2ViOndlYl9zZWNyZXQ=',
        'tenant-id': 'learn',
        accesstoken: `bearer ${token}`,
        ...upload.headers,
      },
      payload: upload.payload,
    });
    const result = reply.json<{ response: TImportResult }>().response;
    expect(reply.statusCode).toBe(200);
    expect(result.successNum).toBe(4);
    expect(result.failedNum).toBe(2);
    expect(result.failedList.map((row) => row.lineNo).sort()).toEqual([6, 7]);
    const listed = await admin.api.get<TPage<TAdminQuestion>>(examAdminPaths.questionList, {
      ...admin.as,
      query: { search: '偶数' },
    });
    expect(listed.body.response.data[0]?.categoryName).toBe(category);
    const template = await admin.api.get<{ fileUrl: string }>(spreadsheetPaths.templateByCode, {
      ...admin.as,
      query: { code: 't4' },
    });
    expect(template.status).toBe(200);
  });
});
