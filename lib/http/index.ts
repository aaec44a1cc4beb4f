import 'server-only';
export { ok, fail, type Envelope } from './envelope';
export { handleApiError, firstIssueMessage, GENERIC_ERROR_MESSAGE } from './handle-api-error';
export { formFile, formText, JSON_BODY_LIMIT, parseFormData, parseJson, readText, uploadBodyLimit, type BodyLimit } from './parse-body';
export { withApi, type Access, type ApiContext, type AuthedContext } from './with-api';
