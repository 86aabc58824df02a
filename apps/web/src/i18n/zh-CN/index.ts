// The zh-CN resources, one namespace per domain (the reference language of the type check).
import { auth } from './auth.ts';
import { common } from './common.ts';
import { course } from './course.ts';
import { exam } from './exam.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { message } from './message.ts';
import { myTask } from './myTask.ts';
import { routes } from './routes.ts';
import { system } from './system.ts';

export const zhCN = { common, layout, auth, home, message, routes, system, exam, course, myTask } as const;
