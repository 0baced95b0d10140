// Rebuilds Vendure's search index (DefaultSearchPlugin) and waits until it holds every product: after an
// import stopped early, or to start over.
const {
  bootstrap,
  JobQueueService,
  RequestContextService,
  SearchService,
  TransactionalConnection,
} = require('@vendure/core');
const { config } = require('./vendure-config.cjs');

(async () => {
  const started = Date.now();
  const app = await bootstrap(config);
  await app.get(JobQueueService).start();
  const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
  await app.get(SearchService).reindex(ctx);
  const connection = app.get(TransactionalConnection);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const [{ count: products }] = await connection.rawConnection.query('select count(*) from product');
    const [{ count: indexed }] = await connection.rawConnection.query(
      'select count(distinct "productId") from search_index_item',
    );
    console.log(`${indexed} of ${products} products in the search index`);
    if (Number(indexed) >= Number(products)) break;
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await app.close();
  process.exit(0);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
