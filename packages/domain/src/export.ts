// The user's data leaving and coming back: the export file and its reading (export-parse.ts),
// the import's merge (export-merge.ts) and the spreadsheets (export-csv.ts). Each kind of data
// is described once, in data-kinds.ts.
export { USER_DATA_KEYS, emptyUserData, type UserData, type UserDataKey } from './data-kinds';
export * from './export-csv';
export * from './export-merge';
export * from './export-parse';
export { decodeFileText } from './file-text';
export { journalEditTime, mergeJournal, mergeNotes } from './merge-rules';
export { addToSafetyPlan, safetyPlanLines } from './safety-plan-left-out';
