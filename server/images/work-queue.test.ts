import { describe, expect, it } from "vitest";
import { QueueClosed, WorkQueue } from "./work-queue.ts";

/** A task that records when it starts and ends only when the test says so. */
function gate(log: string[], name: string) {
  let open = () => {};
  const task = () =>
    new Promise<string>((resolve) => {
      log.push(name);
      open = () => resolve(name);
    });
  return { task, open: () => open() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("WorkQueue", () => {
  it("runs at most its limit at once, urgent tasks and promoted ones first", async () => {
    const log: string[] = [];
    const queue = new WorkQueue(2);
    const [a, b, c, d, e] = ["a", "b", "c", "d", "e"].map((name) => gate(log, name));
    if (!a || !b || !c || !d || !e) throw new Error("five gates");
    const done = [
      queue.run(a.task, { urgent: false }),
      queue.run(b.task, { urgent: false }),
      queue.run(c.task, { urgent: false, id: "c" }),
      queue.run(d.task, { urgent: false, id: "d" }),
      queue.run(e.task, { urgent: true }),
    ];
    await tick();
    expect(log).toEqual(["a", "b"]);
    queue.promote("d");
    a.open();
    await tick();
    expect(log).toEqual(["a", "b", "e"]);
    b.open();
    await tick();
    expect(log).toEqual(["a", "b", "e", "d"]);
    e.open();
    d.open();
    await tick();
    c.open();
    expect(await Promise.all(done)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("frees the slot of a task that throws at once", async () => {
    const queue = new WorkQueue(1);
    await expect(
      queue.run(
        () => {
          throw new Error("boom");
        },
        { urgent: true },
      ),
    ).rejects.toThrow("boom");
    expect(await queue.run(async () => "next", { urgent: true })).toBe("next");
  });

  it("on close, drops waiting tasks and waits for the running one", async () => {
    const log: string[] = [];
    const queue = new WorkQueue(1);
    const running = gate(log, "running");
    const first = queue.run(running.task, { urgent: true });
    const waiting = queue.run(async () => "never", { urgent: false });
    await tick();
    let closed = false;
    const closing = queue.close().then(() => {
      closed = true;
    });
    await expect(waiting).rejects.toBeInstanceOf(QueueClosed);
    expect(closed).toBe(false);
    running.open();
    await closing;
    expect(await first).toBe("running");
    await expect(queue.run(async () => "late", { urgent: true })).rejects.toBeInstanceOf(
      QueueClosed,
    );
  });
});
