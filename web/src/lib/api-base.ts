/** The auction service's base path: every API call goes under it. */
export const API_BASE = '/api';
