// A module of its own: only the join step and the desk load it, never a joined phone (DESIGN 11).
/**
 * DESIGN 8, admitted at the desk: the number a waiting phone shows and the desk lists beside its
 * request. An official's name, number and e-mail are no secret, so a stranger's phone can ask in their
 * name too; the referee admits the phone whose number the person at the desk shows. Four digits from
 * the request's random id (FNV-1a), the same on both sides without being stored or sent.
 */
export function deskNumber(requestId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < requestId.length; i++) hash = Math.imul(hash ^ requestId.charCodeAt(i), 0x01000193);
  return String(1000 + ((hash >>> 0) % 9000));
}
