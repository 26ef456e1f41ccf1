/** The TCP listener: accepts sockets on 127.0.0.1, numbers them, and closes them all on shutdown. */
import { createServer, type Server, type Socket } from 'node:net';
import { serveConnection, type ExecuteCommand } from './connection';

export interface WireServer {
  port: number;
  close(): Promise<void>;
}

export async function listen(host: string, port: number, execute: ExecuteCommand, log: (line: string) => void): Promise<WireServer> {
  const sockets = new Set<Socket>();
  let nextConnectionId = 1;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveConnection(socket, nextConnectionId++, execute, log);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Godown: could not read the listening port');
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
