// The achievement domain's API paths: the original learner client's (home page right column, personal
// centre) and the back office's points management (admin-calls.json domain `points`), plus the calls of
// the pages the original served from elsewhere (medal wall, learning record, the rules of /Integral).
const M = '/api/manage/v1';
const CENTER = `${M}/personal/center`;

export const achievementPaths = {
  /** Home: top learners by points this month (`num`). */
  monthlyCredit: `${M}/web/index/queryMonthlyCredit`,
  /** Home: top learners by study hours this month (`num`). */
  monthlyPeriod: `${M}/web/index/queryMonthlyPeriod`,
  ranking: `${CENTER}/queryRanking`,
  myRanking: `${CENTER}/queryMyRanking`,
  /** Total, yearly and monthly points and hours. */
  summary: `${CENTER}/summary`,
  /** My ledger entries, by date range. */
  scoreList: `${CENTER}/scoreList`,
  /** "My archive": totals and how many learners they beat. */
  statistics: '/api/blade-manage/v1/personal/center/statistics',
  scoreRules: `${CENTER}/scoreRules`,
  medalWall: `${CENTER}/medalWall`,
  learningRecord: `${CENTER}/learningRecord`,
  learningRecordExport: `${CENTER}/learningRecordExport`,
} as const;

export const achievementAdminPaths = {
  listRules: `${M}/listStudentRules`,
  addRule: `${M}/addStudentsRulus`,
  editRule: `${M}/editStudentsRulus`,
  deleteRules: `${M}/deleteStudentsRulus`,
  toggleRules: `${M}/startAndStopStudentsRulus`,
  /** The rule sources (system rules). */
  listSources: `${M}/listSysRulus`,
  adjust: `${M}/handAddScore`,
  details: `${M}/listScoreDetails`,
  /** Stop or start a rule source for the whole tenant (系统规则来源). */
  editSource: `${M}/editSysRulus`,
  /** Take back ledger entries (the original's 积分明细 delete): a reversing entry each, never a deletion. */
  revokeEntries: `${M}/deleteScoreDetails`,
  /** The points import (template t8) and its error file. */
  importPoints: `${M}/userScoreImport`,
  importErrors: `${M}/errorScoreExcelImport`,
} as const;
