// Stands in for `server-only` under Jest, which does not set the react-server condition.
export {};
