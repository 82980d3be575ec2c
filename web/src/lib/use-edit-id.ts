import { useParams } from 'wouter';

/** The `:id` of an edit route as the API's id: a positive number, or -1 ("new") for `-1` and anything else. */
export const editIdOf = (param: string | undefined): number => {
  const n = Number(param);
  return n > 0 ? n : -1;
};

/** The edit route's id (see editIdOf). */
export const useEditId = (): number => editIdOf(useParams<{ id: string }>().id);
