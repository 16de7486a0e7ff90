import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';

/**
 * The local addresses of the sockets listening on `port`, from Linux's /proc/net/tcp and tcp6 (`0.0.0.0` and `::` are
 * every interface); undefined where there is no /proc.
 */
export function listeningAddresses(port: number): string[] | undefined {
  const tables = ['/proc/net/tcp', '/proc/net/tcp6'].filter((file) => fs.existsSync(file));
  if (tables.length === 0) return undefined;
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return tables.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // st 0A is LISTEN; local_address is the address in hex (each 32-bit word in the machine's order) and the port.
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => addressOf(fields[1].split(':')[0])),
  );
}

/** `0100007F` → 127.0.0.1; 32 hex digits → an IPv6 address. Linux prints each 4-byte word in the machine's order. */
function addressOf(hex: string): string {
  const bytes = (word: string) => (word.match(/../g) ?? []).reverse().map((pair) => parseInt(pair, 16));
  if (hex.length === 8) return bytes(hex).join('.');
  const all = (hex.match(/.{8}/g) ?? []).flatMap(bytes);
  const groups = Array.from({ length: 8 }, (_, index) => ((all[index * 2] << 8) | all[index * 2 + 1]).toString(16));
  // The URL parser writes IPv6 addresses in their short form.
  return new URL(`http://[${groups.join(':')}]`).hostname.slice(1, -1);
}

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

export const isLoopback = (address: string): boolean => LOOPBACK.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');

/** The machine's own addresses that are not loopback: where another machine on the network would knock. */
export function networkAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && !entry.internal && !entry.address.startsWith('fe80:'))
    .map((entry) => entry?.address ?? '');
}

/** Whether a connection to `host:port` is taken (true) or refused (false). */
export function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
