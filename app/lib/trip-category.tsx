import { createContext, type ReactNode, useCallback, useContext, useState } from "react";

/** The spec's shared TripCategory state: what the visitor picked on the home page's grid. */
export type TripCategory = { name: string; image: string; description: string };

const Context = createContext<{
  category: TripCategory | undefined;
  choose: (c: TripCategory) => void;
}>({
  category: undefined,
  choose: () => {},
});

export function TripCategoryProvider({ children }: { children: ReactNode }) {
  const [category, setCategory] = useState<TripCategory>();
  const choose = useCallback((next: TripCategory) => setCategory(next), []);
  return <Context.Provider value={{ category, choose }}>{children}</Context.Provider>;
}

/** The category page also loads its own data, so a direct visit or a reload works without this. */
export const useTripCategory = () => useContext(Context);
