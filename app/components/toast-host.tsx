import { useEffect } from "react";
import { ToastContainer, toast } from "react-toastify";
import { attachToastHost } from "../lib/toast-queue.ts";

export default function ToastHost() {
  useEffect(
    () =>
      attachToastHost(({ kind, message, position }) => {
        toast[kind](message, position ? { position } : undefined);
      }),
    [],
  );
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      style={{ maxWidth: "800px" }}
      newestOnTop
      closeOnClick
    />
  );
}
