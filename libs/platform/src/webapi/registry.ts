import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef, ModulesContainer } from '@nestjs/core';
import { RequestContext } from '../context/request-context';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { deserializeArguments } from './input';
import { asyncTopic, bulkPath, HttpMethod, pathParams, RouteDefinition, Settled, WEBAPI_ROUTES } from './route';
import { RouteMatch, RouteTable } from './route-table';

/** A declaration with everything derived from it, ready to run sync, async or in bulk. */
export interface DeclaredRoute {
  readonly definition: RouteDefinition;
  readonly method: HttpMethod;
  readonly path: string;
  readonly bulkPath: string;
  readonly topic: string;
  readonly params: string[];
  /** Whether the route has async and bulk twins (every write route except `credential` ones). */
  readonly queueable: boolean;
  /** Validates a raw argument set (body merged with path parameters) into the input object. */
  parse(raw: Record<string, unknown>): unknown;
  invoke(ctx: RequestContext, input: unknown): Promise<unknown>;
  /** The declaration's `batch` call, when it has one. */
  invokeBatch?(ctx: RequestContext, inputs: unknown[]): Promise<Settled<unknown>[]>;
}

/**
 * The route declarations of every domain module, discovered at boot. The API's front controller,
 * the async scheduler, the consumer's dispatch table and the schema all read this one table.
 */
@Injectable()
export class WebApiRegistry implements OnModuleInit {
  private readonly all: DeclaredRoute[] = [];
  private readonly sync = new RouteTable<DeclaredRoute>();
  private readonly async = new RouteTable<DeclaredRoute>();
  private readonly bulk = new RouteTable<DeclaredRoute>();
  private readonly topics = new Map<string, DeclaredRoute>();
  private readonly byKey = new Map<string, DeclaredRoute>();

  constructor(
    private readonly modules: ModulesContainer,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const seen = new Set<string>();
    for (const module of this.modules.values()) {
      const definitions: RouteDefinition[] = Reflect.getMetadata(WEBAPI_ROUTES, module.metatype) ?? [];
      for (const def of definitions) {
        const key = `${def.method} ${def.path}`;
        if (seen.has(key)) throw new Error(`Route declared twice: ${key}`);
        seen.add(key);
        // The open-source edition does not have the commerce edition's routes at all.
        if (def.edition === 'commerce' && this.config.edition !== 'commerce') continue;
        this.register(def);
      }
    }
  }

  private register(def: RouteDefinition): void {
    const service = this.moduleRef.get(def.service, { strict: false });
    const declared: DeclaredRoute = {
      definition: def,
      method: def.method,
      path: def.path,
      bulkPath: bulkPath(def.path),
      topic: asyncTopic(def),
      params: pathParams(def.path),
      queueable: def.method !== 'GET' && !def.credential,
      parse: (raw) => (def.input ? deserializeArguments(def.input, raw) : {}),
      invoke: async (ctx, input) => def.handler(service, ctx, input),
      invokeBatch: def.batch && ((ctx, inputs) => def.batch!(service, ctx, inputs)),
    };
    this.all.push(declared);
    this.byKey.set(`${def.method} ${def.path}`, declared);
    this.sync.add(def.method, def.path, declared);
    if (declared.queueable) {
      this.async.add(def.method, def.path, declared);
      this.bulk.add(def.method, declared.bulkPath, declared);
      // Two paths may share a contract method and verb; the first declared answers the topic.
      if (!this.topics.has(declared.topic)) this.topics.set(declared.topic, declared);
    }
  }

  routes(): readonly DeclaredRoute[] {
    return this.all;
  }

  matchSync(method: string, path: string): RouteMatch<DeclaredRoute> | null {
    return this.sync.match(method, path);
  }

  /** `/async/V1/...`: the write routes that may be queued (not GETs, not `credential` routes). */
  matchAsync(method: string, path: string): RouteMatch<DeclaredRoute> | null {
    return this.async.match(method, path);
  }

  matchBulk(method: string, path: string): RouteMatch<DeclaredRoute> | null {
    return this.bulk.match(method, path);
  }

  /** The route declared as `METHOD /V1/path`. */
  byRoute(key: string): DeclaredRoute | undefined {
    return this.byKey.get(key);
  }

  byTopic(topic: string): DeclaredRoute | undefined {
    return this.topics.get(topic);
  }

  declaresMethod(method: string): boolean {
    return this.sync.hasMethod(method);
  }
}
