import { zodResolver } from '@hookform/resolvers/zod';
import { leadSchema } from '@oneboss/domain';

/** The visitor's part of a lead checked by the lead schema; the product comes from the form's props. */
export const leadFormResolver = zodResolver(leadSchema.omit({ productId: true }));
