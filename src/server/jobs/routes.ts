// The jobs page (issue 10, system area): global admins see when each nightly job last ran and what it
// did, and run one now. A run takes the job's running mark (jobs/nightly.ts), so it never overlaps
// the night's run or another person's, on any server.
import type { FastifyInstance } from 'fastify';
import { isGlobalAdmin } from '../../domain/access.js';
import { ApiError, forbidden } from '../http/errors.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { JobBusy, jobStates, runJob } from './nightly.js';
import { nightlyJobs } from './registry.js';

export function jobRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'GET', '/api/jobs', async (request) => {
    if (!isGlobalAdmin(callOf(request).user)) throw forbidden();
    return { data: await jobStates(db, nightlyJobs) };
  });

  addRoute(app, 'POST', '/api/jobrun', async (request) => {
    const call = callOf(request);
    if (!isGlobalAdmin(call.user)) throw forbidden();
    const { name } = request.body as { name: string };
    const job = nightlyJobs.find((each) => each.name === name);
    if (!job) throw new ApiError(404, 'job-not-found', 'jobNotFound');
    try {
      return { data: await runJob(db, job, new Date(), call.loginUser.loginName) };
    } catch (error) {
      if (error instanceof JobBusy) throw new ApiError(409, 'job-running', 'jobRunning');
      throw error;
    }
  });
}
