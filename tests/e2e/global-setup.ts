import type { TestProject } from "vitest/node";
import { startTestServer } from "../support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server (built app, fresh database) for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide("baseUrl", server.url);
  return () => server.close();
}
