import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dealers } from '../db/schema';

export async function dealerInfo(db: Db, id: number) {
  const [d] = await db.select().from(dealers).where(eq(dealers.id, id));
  return d ?? { id, code: '', companyName: '', division: '', territory: '', currency: '' };
}
