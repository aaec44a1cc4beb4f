export { ok, fail, type Envelope } from './envelope';
export { ApiError, type ApiErrorCode } from './errors';
export { handleApiError, firstIssueMessage, GENERIC_ERROR_MESSAGE } from './handle-api-error';
export { formFile, formText, parseFormData, parseJson } from './parse-body';
export { withApi, type Access, type ApiContext, type AuthedContext } from './with-api';
