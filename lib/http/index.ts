export { ok, fail, type Envelope } from './envelope';
export { ApiError, type ApiErrorCode } from './errors';
export { handleApiError, firstIssueMessage, GENERIC_ERROR_MESSAGE } from './handle-api-error';
export { parseJson, parseFormData } from './parse-body';
export { withApi, type ApiContext } from './with-api';
