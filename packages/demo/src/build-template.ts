import { openDemoErp } from './demo-erp/database.ts';
import { writeDemoErpTemplate } from './demo-erp/template.ts';

// Run by the demo's build, on the built code: the demo ERP a fresh start copies (demo-erp/template.ts).
const path = await writeDemoErpTemplate(async (dataDir) => {
  const { db } = await openDemoErp({ dataDir });
  await db.query('CHECKPOINT');
  await db.close();
});
console.log(`Demo ERP template (Sage X3 tables, demo rows) written to ${path}`);
