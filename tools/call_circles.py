#!/usr/bin/env python3
"""Call circles among the files of one library, from its object files.

Usage: call_circles.py [-v] [--layers README] OBJDIR
For each object file under OBJDIR, `nm` gives the symbols it defines and the
ones it uses; a use of a symbol another object defines is an edge between the
two source files.  Prints each strongly connected component of more than one
file (a circle), and with -v every file's depth: 0 for files that use no
other file, else one more than the deepest file they use (files of one
circle share a depth and are marked with '*').  With --layers, the lines
"N. what: a.c b.c ..." of README give the layers, the foundation first:
prints each call of a file in a later layer, or later on the same line,
and each file no line names.  Exits 1 when it printed a problem.
"""
import os
import re
import subprocess
import sys


def symbols(path):
    out = subprocess.run(["nm", "-P", path], capture_output=True, text=True,
                         check=True).stdout
    defined, used = set(), set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) < 2:
            continue
        name, kind = parts[0], parts[1]
        if kind == "U":
            used.add(name)
        elif kind in "TDBRCGSV":
            defined.add(name)
    return defined, used


def graph(objdir):
    files = {}
    for name in sorted(os.listdir(objdir)):
        if name.endswith(".o"):
            files[name[:-len(".o")]] = symbols(os.path.join(objdir, name))
    owner = {s: f for f, (d, _) in files.items() for s in d}
    edges = {f: {} for f in files}
    for f, (_, used) in files.items():
        for s in used:
            g = owner.get(s)
            if g and g != f:
                edges[f].setdefault(g, []).append(s)
    return edges


def components(edges):
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out  # callees before callers


def layers(path):
    """File -> (line, place on the line) from README's numbered lines."""
    where = {}
    for line in open(path):
        m = re.match(r"^(\d+)\. [^:]*: (.*)$", line.strip())
        if m:
            for k, f in enumerate(m.group(2).split()):
                where[f] = (int(m.group(1)), k)
    return where


def check_layers(edges, where):
    bad = 0
    for f in sorted(edges):
        if f not in where:
            print("not in a layer: %s" % f)
            bad = 1
            continue
        for g in sorted(edges[f]):
            if g in where and where[g] >= where[f]:
                print("%s calls %s, not below it: %s" % (f, g, " ".join(sorted(edges[f][g]))))
                bad = 1
    return bad


def main():
    args = sys.argv[1:]
    verbose = "-v" in args
    args = [a for a in args if a != "-v"]
    readme = None
    if "--layers" in args:
        k = args.index("--layers")
        readme = args[k + 1]
        del args[k:k + 2]
    edges = graph(args[0])
    bad = check_layers(edges, layers(readme)) if readme else 0
    comps = components(edges)
    comp_of = {f: i for i, c in enumerate(comps) for f in c}
    layer = {}
    for i, c in enumerate(comps):
        below = [layer[comp_of[g]] for f in c for g in edges[f] if comp_of[g] != i]
        layer[i] = 1 + max(below) if below else 0
    circles = [c for c in comps if len(c) > 1]
    for c in circles:
        print("circle of %d: %s" % (len(c), " ".join(c)))
        if verbose:
            for f in c:
                for g in sorted(edges[f]):
                    if g in c:
                        print("  %s -> %s: %s" % (f, g, " ".join(sorted(edges[f][g]))))
    if verbose:
        for i, c in sorted(enumerate(comps), key=lambda x: (layer[x[0]], x[1])):
            for f in c:
                print("depth %2d %s%s" % (layer[i], f, " *" if len(c) > 1 else ""))
    return 1 if circles or bad else 0


if __name__ == "__main__":
    sys.exit(main())
