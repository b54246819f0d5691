/** npm `vnu-jar` exports the path of the checker's jar file (a String object, so read it with String()). */
declare module "vnu-jar" {
  const jarPath: { toString(): string };
  export default jarPath;
}
