// Vendure's server with its job queue in the same process (index updates), on VENDURE_PORT.
const { bootstrap, JobQueueService } = require('@vendure/core');
const { config } = require('./vendure-config.cjs');

bootstrap(config)
  .then((app) => app.get(JobQueueService).start())
  .then(() => console.log(`Vendure listening on ${config.apiOptions.port}`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
