import { engagementMessages } from '@dutyfree/contracts';
import type { Config } from '../../config.ts';
import { enforceRateLimit, type RateLimiter } from '../../http/rate-limit.ts';
import type { EngagementRepository, NewFeedback } from './engagement.repository.ts';

const HOUR_MS = 60 * 60_000;

export type EngagementDependencies = {
  repository: EngagementRepository;
  rateLimiter: RateLimiter;
  limits: Pick<Config['rateLimits'], 'feedbackPerIp' | 'subscribePerIp'>;
  now?: () => number;
};

/** Feedback and newsletter sign-ups: open to every visitor, so each address may only send so many. */
export class EngagementService {
  private readonly deps: EngagementDependencies;
  private readonly now: () => number;
  constructor(deps: EngagementDependencies) {
    this.deps = deps;
    this.now = deps.now ?? Date.now;
  }

  async sendFeedback(feedback: NewFeedback, clientIp: string): Promise<string> {
    await enforceRateLimit(this.deps.rateLimiter, {
      key: `feedback:ip:${clientIp}`,
      limit: this.deps.limits.feedbackPerIp,
      windowMs: HOUR_MS,
    });
    await this.deps.repository.saveFeedback(feedback, this.now());
    return engagementMessages.feedbackReceived;
  }

  /** Subscribing twice is not a mistake worth an error: the traveller is told they are on the list. */
  async subscribe(email: string, clientIp: string): Promise<string> {
    await enforceRateLimit(this.deps.rateLimiter, {
      key: `subscribe:ip:${clientIp}`,
      limit: this.deps.limits.subscribePerIp,
      windowMs: HOUR_MS,
    });
    const added = await this.deps.repository.subscribe(email, this.now());
    return added ? engagementMessages.subscribed : engagementMessages.alreadySubscribed;
  }
}
