// Unit tests of the message and error catalogues: translation, language choice, catalogue consistency.
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from './errors.ts';
import { messages, pickLang, translate } from './messages.ts';

describe('translate', () => {
  it('fills params in both languages', () => {
    expect(translate('myTask.removedCourses', 'zh-CN', { count: 3 })).toBe('已成功将3个课程移出我的学习');
    expect(translate('myTask.removedTrainings', 'en', { count: 2 })).toBe(
      'removed 2 trainings from my learning',
    );
    expect(translate('sms.tooSoon', 'zh-CN', { seconds: 60 })).toBe('发送过于频繁，请60秒后再试');
    expect(translate('sms.tooSoon', 'en', { seconds: 60 })).toBe('Sent too often, try again in 60 s');
  });

  it('defaults to zh-CN and leaves unknown placeholders alone', () => {
    expect(translate('validation.password.required')).toBe('请输入密码');
    expect(translate('error.validation', 'en')).toBe('Invalid parameters: {detail}');
  });
});

describe('pickLang', () => {
  it('prefers English only when asked', () => {
    expect(pickLang('en-US,en;q=0.9')).toBe('en');
    expect(pickLang('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(pickLang(undefined)).toBe('zh-CN');
  });
});

describe('catalogues', () => {
  it('has a message for every error code', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(Object.hasOwn(messages, entry.message), code).toBe(true);
    }
  });

  it('has both languages for every message', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(text['zh-CN'].length, key).toBeGreaterThan(0);
      expect(text.en.length, key).toBeGreaterThan(0);
    }
  });
});
