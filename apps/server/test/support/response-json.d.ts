// In tests, response bodies are read as loosely typed JSON and checked by assertions.
declare global {
  interface Response {
    json(): Promise<any>;
  }
}
export {};
