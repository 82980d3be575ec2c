import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { ApiResult } from './api-client';

/** The `:id` of an edit route as the API's id: a positive number, or -1 ("new") for `-1` and anything else. */
export const editIdOf = (param: string | undefined): number => {
  const n = Number(param);
  return n > 0 ? n : -1;
};

/** The edit route's id (see editIdOf). */
export const useEditId = (): number => editIdOf(useParams<{ id: string }>().id);

/**
 * An edit page's record: `blank` for a new one (id -1), else the record `load` answers (over
 * `blank`, so a field the answer lacks keeps its blank value). `blank` and `load` are module constants.
 */
export function useEditRecord<T extends object>(blank: T, load: (id: number) => Promise<ApiResult<T>>) {
  const editId = useEditId();
  const isNew = editId < 0;
  const [form, setForm] = useState<T>(blank);
  useEffect(() => {
    if (isNew) return;
    void load(editId).then((r) => r.ok && r.data && setForm({ ...blank, ...r.data }));
  }, [isNew, editId, blank, load]);
  return { editId, isNew, form, setForm };
}
