import 'reflect-metadata';
import { Inject, Injectable, Module, OnApplicationBootstrap, OnModuleInit, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Contributions, ExtensionPoint, Extends } from './extension-point';
import { ExtensionsModule } from './extensions.module';

describe('ExtensionPoint', () => {
  it('keeps entries by their order, then the order they were added in', () => {
    const point = new ExtensionPoint<{ code: string; order: number }>(
      'parts',
      (e) => e.code,
      (e) => e.order,
    );
    for (const [code, order] of [
      ['b', 20],
      ['a', 10],
      ['c', 20],
      ['d', 0],
    ] as const)
      point.add({ code, order });
    expect(point.all().map((e) => e.code)).toEqual(['d', 'a', 'b', 'c']);
    expect(point.get('c')).toEqual({ code: 'c', order: 20 });
  });

  it('refuses a second entry under the same key', () => {
    const point = new ExtensionPoint<{ code: string }>('Totals parts', (e) => e.code);
    point.add({ code: 'reward' });
    expect(() => point.add({ code: 'reward' })).toThrow('Totals parts: "reward" is already registered');
  });
});

describe('Extends', () => {
  interface Part {
    name: string;
    order: number;
  }

  @Injectable()
  class Parts implements OnModuleInit {
    readonly point = new ExtensionPoint<Part>(
      'Parts',
      (p) => p.name,
      (p) => p.order,
    );
    // Spelled out: the constructor types a spec's compiler emits stay in the test's realm, and Nest
    // reads them in the shared one (test/support/shared-app-environment.ts).
    constructor(@Inject(Contributions) private readonly contributions: Contributions) {}
    onModuleInit(): void {
      this.contributions.addTo(this.point, Parts);
    }
  }

  @Injectable()
  @Extends(Parts)
  class LatePart implements Part {
    readonly name = 'late';
    readonly order = 20;
  }

  @Injectable()
  @Extends(Parts)
  class EarlyPart implements Part {
    readonly name = 'early';
    readonly order = 10;
  }

  @Injectable()
  class PartFactory {
    @Extends(Parts)
    part(): Part {
      return { name: 'from a method', order: 15 };
    }
  }

  /** What a process does once started (a consumer, the first request) sees every entry. */
  @Injectable()
  class Bootstrapped implements OnApplicationBootstrap {
    seen: string[] = [];
    constructor(@Inject(Parts) private readonly parts: Parts) {}
    onApplicationBootstrap(): void {
      this.seen = this.parts.point.all().map((p) => p.name);
    }
  }

  const start = (...providers: Type[]) => {
    @Module({ imports: [ExtensionsModule], providers })
    class App {}
    return NestFactory.createApplicationContext(App, { logger: false });
  };

  it('collects the marked providers and methods at start, in their declared order', async () => {
    const app = await start(Bootstrapped, LatePart, Parts, PartFactory, EarlyPart);
    expect(
      app
        .get(Parts)
        .point.all()
        .map((p) => p.name),
    ).toEqual(['early', 'from a method', 'late']);
    expect(app.get(Bootstrapped).seen).toEqual(['early', 'from a method', 'late']);
    await app.close();
  });

  it('fails the start on a second contribution under the same key', async () => {
    @Injectable()
    @Extends(Parts)
    class AnotherEarlyPart implements Part {
      readonly name = 'early';
      readonly order = 30;
    }
    await expect(start(Parts, EarlyPart, AnotherEarlyPart)).rejects.toThrow('Parts: "early" is already registered');
  });
});
