import type { z } from "zod";
import type { citySchema } from "../schema.ts";
import { agra } from "./cities/agra.ts";
import { jaipur } from "./cities/jaipur.ts";
import { varanasi } from "./cities/varanasi.ts";

// One file per city under ./cities/, collected here in display order.
export const cities = [agra, jaipur, varanasi] satisfies z.input<typeof citySchema>[];
