import { errorResponseSchema, idParamSchema } from '@store-console/contract';
import { z } from 'zod';

/** The one error shape, for every failure status a route documents. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** A path id within the int4 range of the id columns: a bigger one is a 400, never an overflow. */
export const idParams = z.object({ id: idParamSchema });
