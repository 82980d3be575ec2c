/**
 * The actors of the public facade (`createCore`) are issued by the core (core/auth/issued-actor.ts):
 * an actor that core did not issue, however it was made (edited, spread, a JSON copy, by hand, another
 * core's), is refused with the gate's answer and writes nothing; an issued actor acts with its user's
 * roles as the store holds them at each call. Nothing the package exports calls a use case with an
 * actor of the caller's making. A repeat (a second first manager, confirming confirmed awards) answers a
 * conflict that says so. SQLite, and PostgreSQL with DATABASE_URL=postgres://….
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../adapters/http/tests/kits/test-app.test-kit';
import { snapshotter, type Snapshotter } from '../adapters/http/tests/kits/db-snapshot.test-kit';
import { placeAwardWorldBids } from '../adapters/http/tests/kits/participation.test-kit';
import type { User } from '../core/domain/entities';
import type { RoleCode } from '../core/domain/roles';
import * as lib from './index';
import { createCore, MSG, unwrap, type Actor, type Core } from './index';

const GATE_REFUSAL = { ok: false, code: 'FORBIDDEN', message: MSG.FORBIDDEN };
const newClient = { id: -1, clientName: 'Escalated Fund', clientCode: 'ESC' };

let t: TestApp;
let snap: Snapshotter;
let core: Core;

/** A core of its own over the test app's store (another `createCore` issues other actors). */
const coreOver = (app: TestApp): Core => {
  const { store, clock, files, hasher, mailer, settings } = app.deps;
  return createCore({ store, clock, files, hasher, mailer, settings });
};

/** Calls `call` and answers what it answered, the store checked unchanged by it. */
async function writingNothing(call: () => Promise<unknown>): Promise<unknown> {
  // The facade's own work after answers (award notices) runs on its core, not on the test app.
  await Promise.all([t.idle(), core.idle()]);
  const before = await snap.snapshot();
  const answer = await call();
  expect(await snap.snapshot()).toBe(before);
  return answer;
}

beforeAll(async () => {
  t = await createTestApp();
  snap = snapshotter(t);
  core = coreOver(t);
});
afterAll(async () => {
  await core?.idle();
  snap?.close();
  await t?.close();
});

describe('an actor the core did not issue', () => {
  it("a bidder's actor cannot be edited into a manager's: every edit throws, and the actor stays refused", async () => {
    const bidder = unwrap(await core.actor('bidder1'));
    expect(Object.isFrozen(bidder) && Object.isFrozen(bidder.user) && Object.isFrozen(bidder.roles) && Object.isFrozen(bidder.user.roles)).toBe(true);
    expect(() => Object.assign(bidder, { roles: ['MANAGER'] })).toThrow(TypeError);
    expect(() => (bidder.roles as RoleCode[]).push('MANAGER')).toThrow(TypeError);
    expect(() => Object.assign(bidder.user, { roles: ['MANAGER'] })).toThrow(TypeError);
    expect(() => (bidder.user.roles as RoleCode[]).splice(0, 1, 'MANAGER')).toThrow(TypeError);
    expect(bidder.roles).toEqual(['BIDDER']);
    expect(await writingNothing(() => core.clients.save(bidder, newClient))).toStrictEqual(GATE_REFUSAL);
  });

  it('a spread copy, a JSON copy, an object inheriting from an issued actor and a hand-made one are refused, writing nothing', async () => {
    const bidder = unwrap(await core.actor('bidder1'));
    const manager = unwrap(await core.actor('manager'));
    const managerUser: User = { ...manager.user, roles: ['MANAGER'] };
    // @ts-expect-error a spread copy has the fields but is no Actor: the type is opaque
    const spread: Actor = { ...bidder, roles: ['MANAGER'], user: { ...bidder.user, roles: ['MANAGER'] } };
    // @ts-expect-error an Actor cannot be made by hand, even with a real user's record
    const handMade: Actor = { user: managerUser, roles: ['MANAGER'] };
    const copies: Record<string, Actor> = {
      spread,
      handMade,
      // Even an unedited copy of a manager's own actor acts for nobody.
      managerSpread: { ...manager } as unknown as Actor,
      managerJson: JSON.parse(JSON.stringify(manager)) as Actor,
      inheriting: Object.create(manager) as Actor,
      // Plain JavaScript can call the private constructor, but not with the issuer only the core holds.
      constructed: new (lib.Actor as unknown as new (issuer: object, user: User) => Actor)({}, managerUser),
    };
    expect(manager).toBeInstanceOf(lib.Actor);
    for (const [how, actor] of Object.entries(copies)) {
      expect(actor.roles, how).toContain('MANAGER');
      expect(await writingNothing(() => core.clients.save(actor, newClient)), how).toStrictEqual(GATE_REFUSAL);
    }
  });

  it("another core's actor is refused (its user id belongs to that core's store)", async () => {
    const other = coreOver(t);
    const theirs = unwrap(await other.actor('manager'));
    expect(await writingNothing(() => core.clients.save(theirs, newClient))).toStrictEqual(GATE_REFUSAL);
    expect(await other.clients.list(theirs)).toMatchObject({ ok: true });
  });

  it('every use case of the facade refuses a hand-made manager before it runs, and writes nothing', async () => {
    const handMade = { user: t.world.users.manager, roles: ['MANAGER'] } as unknown as Actor;
    const members = Object.entries(core).flatMap(([area, fns]) =>
      typeof fns === 'object' && fns !== null && area !== 'deps' ? Object.entries(fns as Record<string, unknown>).map(([name, fn]) => ({ path: `${area}.${name}`, fn })) : [],
    );
    // The event feed is the embedding program's own, not a use case acting for a user: it takes no actor.
    const actorTaking = members.filter((m) => m.path !== 'users.createFirstManager' && !m.path.startsWith('events.'));
    expect(actorTaking.length).toBeGreaterThan(80);
    const answers = await writingNothing(async () => {
      const all: Record<string, unknown> = {};
      // No input: the actor is refused before any input is read.
      for (const { path, fn } of actorTaking) all[path] = await (fn as (actor: Actor) => Promise<unknown>)(handMade);
      return all;
    });
    const wrong = Object.entries(answers as Record<string, unknown>).filter(([, answer]) => JSON.stringify(answer) !== JSON.stringify(GATE_REFUSAL));
    expect(wrong).toEqual([]);
  });

  it('the package exports no use case that takes an actor of its own (no use-case value, at any depth of an export)', () => {
    const useCaseValues: string[] = [];
    const visit = (path: string, value: unknown, depth: number): void => {
      if (typeof value === 'function' && 'spec' in value) useCaseValues.push(path);
      if (depth > 0 && value !== null && (typeof value === 'object' || typeof value === 'function'))
        for (const [k, v] of Object.entries(value)) visit(`${path}.${k}`, v, depth - 1);
    };
    for (const [name, value] of Object.entries(lib)) visit(name, value, 2);
    expect(useCaseValues).toEqual([]);
    expect(Object.keys(lib)).not.toContain('USE_CASES');
    // The check can fail: the use cases of the adapters inside the package are such values.
    visit('internal', { clients: { save: Object.assign(() => undefined, { spec: { name: 'clients.save', access: 'manageClients' } }) } }, 2);
    expect(useCaseValues).toEqual(['internal.clients.save']);
  });
});

describe('an actor the core issued', () => {
  it('acts: a manager saves a client', async () => {
    const manager = unwrap(await core.actor('manager'));
    const saved = await core.clients.save(manager, newClient);
    expect(saved).toMatchObject({ ok: true, value: { clientName: 'Escalated Fund', clientCode: 'ESC' } });
    expect((await t.deps.store.clients.list()).map((c) => c.clientCode)).toContain('ESC');
  });

  it('by login or by user id; an unknown one is NOT_FOUND, a disabled or locked account FORBIDDEN', async () => {
    const { manager, disabled } = t.world.users;
    const byId = unwrap(await core.actorFor(manager.id));
    expect(byId.user).toMatchObject({ id: manager.id, loginName: 'manager' });
    expect(await core.clients.list(byId)).toMatchObject({ ok: true });
    expect(await core.actorFor(999_999)).toStrictEqual({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
    expect(await core.actorFor(Number.NaN)).toStrictEqual({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
    expect(await core.actor('nobody-by-that-name')).toStrictEqual({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
    expect(await core.actor('disabled')).toStrictEqual(GATE_REFUSAL);
    expect(await core.actorFor(disabled.id)).toStrictEqual(GATE_REFUSAL);
  });

  it('acts with the roles the store holds at each call: a role removed stops being granted, one added is granted', async () => {
    const manager = unwrap(await core.actor('manager'));
    const created = unwrap(await core.users.save(manager, { id: -1, loginName: 'changing', firstName: 'Changing', lastName: 'Roles', emailAddress: 'changing@example.com', roles: ['CLIENT_RELATIONS'] }));
    const changing = unwrap(await core.actor('changing'));
    expect(await core.clients.list(changing)).toMatchObject({ ok: true });

    const stored = async (): Promise<User> => (await t.deps.store.users.get(created.user.id)) as User;
    await t.deps.store.users.update({ ...(await stored()), roles: ['REPORT'] });
    expect(await writingNothing(() => core.clients.save(changing, newClient))).toStrictEqual(GATE_REFUSAL);
    expect(await core.clients.list(changing)).toStrictEqual(GATE_REFUSAL);
    // The actor still says what it was issued with; the store decides.
    expect(changing.roles).toEqual(['CLIENT_RELATIONS']);

    await t.deps.store.users.update({ ...(await stored()), roles: ['CLIENT_RELATIONS'] });
    expect(await core.clients.list(changing)).toMatchObject({ ok: true });
  });

  it('is refused once its account is locked or disabled, and acts again once it is usable', async () => {
    const manager = unwrap(await core.actor('manager'));
    const { relations } = t.world.users;
    const actor = unwrap(await core.actor('relations'));
    await t.deps.store.users.setLocked(relations.id, true);
    expect(await writingNothing(() => core.clients.save(actor, newClient))).toStrictEqual(GATE_REFUSAL);
    await t.deps.store.users.setLocked(relations.id, false);
    unwrap(await core.users.save(manager, { ...(await t.deps.store.users.get(relations.id)), accountEnabled: false }));
    expect(await core.clients.list(actor)).toStrictEqual(GATE_REFUSAL);
    expect(await core.actor('relations')).toStrictEqual(GATE_REFUSAL);
    unwrap(await core.users.save(manager, { ...(await t.deps.store.users.get(relations.id)), accountEnabled: true }));
    expect(await core.clients.list(actor)).toMatchObject({ ok: true });
  });
});

describe('a repeat answers a conflict that says what is already so, and writes nothing', () => {
  it('a first manager once a usable manager exists', async () => {
    const second = { loginName: 'second-first', firstName: 'Second', lastName: 'First', emailAddress: 'second@example.com', roles: ['MANAGER'] as RoleCode[] };
    expect(await writingNothing(() => core.users.createFirstManager(second))).toStrictEqual({ ok: false, code: 'CONFLICT', message: MSG.MANAGER_ALREADY_EXISTS });
  });

  it('confirming awards already confirmed', async () => {
    const auctionId = t.world.auctions.live.id;
    await placeAwardWorldBids(t);
    const awarder = unwrap(await core.actor('awarder'));
    unwrap(await core.awards.generate(awarder, auctionId));
    expect(await core.awards.confirm(awarder, auctionId)).toMatchObject({ ok: true, value: { message: MSG.AWARDS_SUCCESSFULLY_CONFIRMED } });
    expect(await writingNothing(() => core.awards.confirm(awarder, auctionId))).toStrictEqual({ ok: false, code: 'CONFLICT', message: MSG.AWARDS_ALREADY_CONFIRMED });
    expect((await t.deps.store.awards.listHistory(auctionId)).map((h) => h.action)).toEqual(['CONFIRM']);
  });
});
