// The one registry of Excel imports (issue 20 item 4). A domain describes its import once — template code,
// columns with bilingual headers and an example, the shared zod row schema, and `importRows` — and
// `serveImport` (routes-import.ts) serves its upload and error-file paths; the template download by code
// and the error file find it here.
//
// The contract of `importRows(tx, actor, rows)`: it gets rows that passed the row schema (in batches, all in
// one transaction), inserts those it accepts, and returns the others with their reasons (message keys). It
// must not fail on a row: a unique clash is a rejected row (insert … on conflict do nothing), so two
// imports racing never create the same record twice.
import type { Bilingual, MessageKey } from '@elearning/shared';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';

export type ImportColumn = {
  /** The row schema's field. */
  key: string;
  header: Bilingual;
  /** The template's example cell. */
  example: string;
  required?: boolean;
  width?: number;
};

/** One reason a row is refused: a message key, its parameters (`field` names a column key). */
export type RowProblem = { key: MessageKey; params?: Record<string, string | number> };
export type ImportRow<T> = { line: number; value: T };
export type RowRejection = { line: number; problems: RowProblem[] };

export type ImportDefinition<S extends z.ZodType = z.ZodType> = {
  /** Template code: 't1' users, 't2' org units, 't4' questions, 't6' courses, 't7' lecturers, … */
  code: string;
  /** The template's file name. */
  name: Bilingual;
  columns: ImportColumn[];
  rowSchema: S;
  /** Columns whose value may appear once in a file (a repeat is refused with the line it repeats). */
  uniqueColumns?: string[];
  /** The button code that may import (the upload route's `backOffice(code)`). */
  privilege: string;
  /** Inserts the accepted rows; returns the refused ones. Called with batches inside one transaction. */
  importRows(
    tx: DbOrTx,
    actor: Actor,
    rows: ImportRow<z.output<S>>[],
    context: ImportContext,
  ): Promise<RowRejection[]>;
  /** After the transaction committed (e.g. to announce session changes). */
  afterCommit?(deps: AppDeps, actor: Actor): Promise<void>;
};

/** What one import run shares across its batches (e.g. a password hash computed once). */
export type ImportContext = { deps: AppDeps; memo: Map<string, unknown> };

const definitions = new Map<string, ImportDefinition>();

/** Registers an import (idempotent per code: the latest description wins, as a test app re-registers). */
export function registerImport<S extends z.ZodType>(definition: ImportDefinition<S>): ImportDefinition<S> {
  definitions.set(definition.code, definition as unknown as ImportDefinition);
  return definition;
}

export function importDefinitionOf(code: string): ImportDefinition | undefined {
  return definitions.get(code);
}

export function registeredImportCodes(): string[] {
  return [...definitions.keys()].sort();
}
