#!/usr/bin/env python3
"""Differential testing of omp2cuda's optimizations under random aliasing.

Each seed gives one C program: a random aliasing relation between the names a
target region uses (RELATIONS below) and a loop shape built to trigger one of
omp2cuda's optimizations (SHAPES below).  The program is built by gcc
(`-fopenmp -foffload=disable`, the reference) and by omp2cuda; both run and
print a hash of every array they computed; the outputs are compared.
`omp2cuda --explain` tells which optimizations fired (OPTIMIZATIONS below).

  alias.py [--seeds A:B] [--out DIR] [--jobs N]     build, run and compare
  alias.py --build-only --out DIR ...               build both, keep binaries
  alias.py --run-only --out DIR [--gpu] ...         run what --build-only built
  alias.py --print SEED                             print one seed's program

Classes, as tools/difftest/csmith.py: pass, wrong, rejected, build-fail,
crash, skip.  Wrong, build-fail and crash programs are kept in
DIR/keep/<class>-<seed>/.  --check exits 1 on any wrong, build-fail or crash.

Rules the generator follows, so that every program has one defined result
(gcc's host build gives it):
- Integers only (int or unsigned elements): no floating-point contraction.
  Arithmetic is done in unsigned (wraps); a value goes back to int by a
  conversion (implementation-defined, modulo on gcc and nvcc), never by a
  signed operation that could overflow.
- Names of one array differ in offset and may differ in signedness only
  (an int object read through `unsigned *` is allowed by C 6.5p7), never in
  element type otherwise: no strict-aliasing violation.
- Every access lies in its array (negative indices only where the pointer
  points far enough in).
- No data race: a model of the program's concurrency enumerates every access
  of every iteration (check_races): iterations of one combined loop, teams of
  one teams loop, and iterations of one team's parallel loop run concurrently;
  an element written by one of them is accessed by no other.  Reads of what
  the same iteration wrote earlier, through another name, are the point.
  Separate target regions (chains' host loop, a team's successive parallel
  loops) are ordered.  A draw that fails the model is drawn again.
- Mapping: every array lives in one `target data` (or is a declare target
  global, updated to and from); device addresses come from use_device_ptr /
  use_device_addr inside it; two names mapped by one construct map the same
  section (OpenMP leaves partly overlapping sections unspecified).
"""
import argparse
import collections
import concurrent.futures
import os
import random
import re
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import csmith  # noqa: E402  execute, run_pair, classify_build, group: one harness

# --explain lines: (optimization, regular expression).  A program counts an
# optimization as triggered when any of its --explain lines matches.
OPTIMIZATIONS = [
    ("restrict", re.compile(r"distinctness: checked at launch: pointers in one allocation run \S+_alias")),
    ("const-restrict", re.compile(r"const __restrict__ \(non-coherent loads\)")),
    ("team-windows", re.compile(r"^\s*team windows: '")),
    ("lane-preloads", re.compile(r"^\s*preloads: the loads")),
    ("inner-lanes", re.compile(r"^\s*inner loop over lanes: o2c_\w+_lanes")),
    ("stage-tables", re.compile(r"^\s*table in shared memory: '")),
    ("stage-rows", re.compile(r"^\s*rows: staged")),
    ("chains", re.compile(r"^\s*host loop as one launch: o2c_\w+_chain")),
    ("teams-on-warps", re.compile(r"^\s*teams on warps: a team is a warp")),
]

# How the region reaches the names (see Case.route_*).
RELATIONS = ["offsets", "signview", "global_ptr", "global_func", "dt_func", "device_ptr",
             "device_addr", "struct_member", "ptr_array", "dup_map"]
SHAPES = ["flat", "rows", "tables", "lanes", "lanes", "windows", "windows", "preloads",
          "preloads", "chains"]


def fired(explain):
    return sorted({name for name, rx in OPTIMIZATIONS
                   for line in explain.splitlines() if rx.search(line)})


class Name:
    """A pointer the region uses: C expression `c`, element offset `off` in
    storage `stor`, C element type `ty` (for declarations)."""

    def __init__(self, c, stor, off, ty, const=False):
        self.c, self.stor, self.off, self.ty, self.const = c, stor, off, ty, const


class Acc:
    """One access: name, index = sum(coef * var) + k (relative to the name),
    write or read; `cexpr` is the index as printed."""

    def __init__(self, name, terms, k, write, cexpr):
        self.name, self.terms, self.k, self.write, self.cexpr = name, terms, k, write, cexpr

    def elem(self, env):
        return self.name.off + self.k + sum(c * env[v] for v, c in self.terms)


class Race(Exception):
    pass


def check_units(units, sizes):
    """units: list of lists of (stor, elem, write).  Raises Race when an
    element one unit writes is accessed by another, or is out of bounds."""
    writers, users = {}, {}
    for u, accs in enumerate(units):
        for stor, e, w in accs:
            lo, hi = sizes[stor] if isinstance(sizes[stor], tuple) else (0, sizes[stor])
            if not lo <= e < hi:
                raise Race("out of bounds: %s[%d]" % (stor, e))
            key = (stor, e)
            users.setdefault(key, set()).add(u)
            if w:
                writers.setdefault(key, set()).add(u)
    for key, ws in writers.items():
        if len(users[key] | ws) > 1:
            raise Race("race on %s[%d]" % key)


def expand(accs, env, loops):
    """Every (stor, elem, write) of accs over the nested loops [(var, lo, hi)]."""
    out = []

    def rec(i, env):
        if i == len(loops):
            for a in accs:
                out.append((a.name.stor, a.elem(env), a.write))
            return
        v, lo, hi = loops[i]
        for x in range(lo, hi):
            env[v] = x
            rec(i + 1, env)
    rec(0, dict(env))
    return out


class Case:
    """One generated program."""

    def __init__(self, seed, relation=None, shape=None):
        self.seed = seed
        self.r = random.Random(seed)
        self.relation = relation or self.r.choice(RELATIONS)
        self.shape = shape or self.r.choice(SHAPES)
        if self.shape == "chains" and self.relation == "dup_map":
            self.relation = "offsets"  # a chained region has no map clause
        self.ty = self.r.choice(["int", "unsigned"])
        self.top = []       # file-scope declarations
        self.dtfuncs = []   # declare target functions
        self.pre = []       # main: after init, inside the data environment, before the region
        self.clauses = []   # the region's clauses
        self.sizes = {}
        self.overlap = ""

    # ---- storage and names -------------------------------------------------
    def draw_storage(self):
        n = self.size
        self.sizes = {"A": n, "B": self.bsize}
        if self.relation in ("global_ptr", "global_func"):
            self.main = "G"
        elif self.relation == "device_addr":
            self.main = "H"
        else:
            self.main = "A"
        if self.main != "A":
            self.sizes[self.main] = n
            del self.sizes["A"]

    def draw_names(self, wbase, rbases):
        """The write name at storage offset wbase and one read name per
        entry of rbases (storage offsets); how the region reaches them
        follows the relation."""
        s, ty, rel = self.main, self.ty, self.relation
        tw = "unsigned" if ty == "int" else "int"
        names = []
        for j, off in enumerate([wbase] + rbases):
            const = j > 0
            vty = ty
            if rel == "signview" and const and self.r.random() < 0.7:
                vty = tw
            names.append(Name("p%d" % j, s, off, vty, const))
        w = names[0]
        if rel in ("global_ptr", "global_func"):
            # G named as it is on one side, through pointers on the other
            if rel == "global_ptr" and self.r.random() < 0.3:
                names[1].c, names[1].off = "G", 0
            else:
                w.c, w.off = "G", 0
        if rel == "dup_map":
            for nm in names:
                nm.off = names[0].off
        return names

    def declare(self, names):
        """Declarations and clauses that bring the names into the region."""
        rel = self.relation
        ptrs = [n for n in names if n.c.startswith("p")]

        def decl(n, base):
            cq = "const " if n.const else ""
            cast = "" if n.ty == self.ty else "(%s%s *)" % (cq, n.ty)
            return "%s%s *%s = %s(%s + %d);" % (cq, n.ty, n.c, cast, base, n.off)
        if rel in ("device_ptr", "device_addr", "struct_member", "ptr_array"):
            # some names hold device addresses (use_device_ptr/addr), the
            # others are host pointers the present table translates
            dev = [n for n in ptrs if self.r.random() < 0.6] or [self.r.choice(ptrs)]
            for n in ptrs:
                if n not in dev:
                    self.pre.append(decl(n, n.stor))
            inner = [decl(n, n.stor) for n in dev]
            if rel == "struct_member":
                fields = " ".join("%s%s *f%d;" % ("const " if n.const else "", n.ty, i)
                                  for i, n in enumerate(dev))
                self.top.append("struct box { %s };" % fields)
                inner.append("struct box bx = { %s };" % ", ".join(n.c for n in dev))
                for i, n in enumerate(dev):
                    n.c = "bx.f%d" % i
                self.clauses.append(self.r.choice(["map(to: bx)", "firstprivate(bx)", ""]))
            elif rel == "ptr_array":
                self.top.append("struct cell { %s *p; };" % self.ty)
                inner.append("struct cell pa[%d] = { %s };" % (
                    len(dev), ", ".join("{ (%s *)%s }" % (self.ty, n.c) for n in dev)))
                for i, n in enumerate(dev):
                    n.c = "((%s%s *)pa[%d].p)" % ("const " if n.const else "", n.ty, i)
                self.clauses.append(self.r.choice(["map(to: pa)", ""]))
            else:
                self.clauses.append("is_device_ptr(%s)" % ", ".join(n.c for n in dev))
            clause = ("use_device_addr(H)" if rel == "device_addr"
                      else "use_device_ptr(%s)" % self.main)
            self.pre.append("#pragma omp target data %s" % clause)
            self.pre.append("{")
            self.pre += ["\t" + l for l in inner]
            self.post_close = True
            return
        for n in ptrs:
            self.pre.append(decl(n, n.stor))
        if rel == "dup_map":
            lo = self.dup_lo = names[0].off
            ln = self.sizes[self.main] - lo
            self.clauses.append("map(to: %s[0:%d]) map(tofrom: %s[0:%d])" % (
                names[1].c, ln, names[0].c, ln))
        elif rel in ("offsets", "signview") and self.r.random() < 0.3 and self.shape != "chains":
            # a present section of the write name: no transfer, one more map
            self.clauses.append("map(tofrom: %s[0:%d])" % (names[0].c, 1))

    # ---- writes and reads --------------------------------------------------
    def store(self, name, idx, val):
        """A statement writing val at name[idx]."""
        if self.relation == "global_func" and name.c == "G":
            return "set_g(%s, %s);" % (idx, val)
        if self.relation == "dt_func" and not name.const:
            return "put(%s, %s, %s);" % (name.c, idx, val)
        return "%s[%s] = %s;" % (name.c, idx, val)

    def val(self, terms):
        """(T)(sum of terms in unsigned)"""
        return "(%s)(%s)" % (self.ty, " + ".join(terms))

    def load(self, name, idx):
        return "(unsigned)%s[%s]" % (name.c, idx)

    # ---- the shapes --------------------------------------------------------
    # Each shape draws its sizes, picks storage offsets, calls draw_names,
    # emits the region into self.region and returns the concurrency model: a
    # list of unit lists for check_units.

    def offset_for(self, wbase, span, what):
        """A read name's storage offset relative to a written area
        [wbase, wbase + span): the same, shifted inside it, or past it."""
        if what == "same":
            return wbase
        if what == "shift":
            return wbase + self.r.choice([-3, -2, -1, 1, 2, 5])
        return wbase + span + self.r.randrange(0, 8)

    def shape_flat(self):
        n = self.r.choice([1, 2, 7, 33, 100, 257, 1000])
        st = self.r.choice([1, 1, 2])
        span = n * st
        self.size = 2 * span + 40 + self.r.randrange(0, 64)
        self.bsize = 4
        wb = self.r.randrange(4, 12)
        self.overlap = self.r.choice(["same", "shift", "past"])
        names = self.draw_names(wb, [self.offset_for(wb, span, self.overlap),
                                     self.offset_for(wb, span, self.r.choice(["same", "past"]))])
        self.declare(names)
        w, r1, r2 = names
        accs, stmts = [], []
        for k in range(self.r.randrange(2, 5)):
            e = self.r.randrange(st)
            widx = "i * %d + %d" % (st, e) if st > 1 else "i"
            welem = wb + e
            terms = []
            if self.r.random() < 0.5:
                accs.append(Acc(w, [("i", st)], welem - w.off, False, None))
                terms.append(self.load(w, self.idx("i", st, welem - w.off)))
            for rn in (r1, r2)[:self.r.randrange(1, 3)]:
                # own element of this iteration, or one past the written area
                own = self.r.random() < 0.6
                if own:
                    target, coef = wb + self.r.randrange(st), st
                else:
                    target, coef = wb + span + self.r.randrange(0, 8), self.r.choice([0, 1])
                k2 = target - rn.off
                accs.append(Acc(rn, [("i", coef)] if coef else [], k2, False, None))
                terms.append("%s * %du" % (self.load(rn, self.idx("i", coef, k2)),
                                           self.r.choice([1, 3, 5])))
            terms.append("%du" % self.r.randrange(1, 100))
            accs.append(Acc(w, [("i", st)], welem - w.off, True, None))
            stmts.append(self.store(w, self.idx("i", st, welem - w.off), self.val(terms)))
        self.region = ["#pragma omp target teams distribute parallel for %s" % self.cl(),
                       "for (int i = 0; i < n; i++) {"] + ["\t" + s for s in stmts] + ["}"]
        self.n = n
        return [[expand(accs, {"i": i}, []) for i in range(n)]]

    def idx(self, var, coef, k):
        s = "" if coef == 0 else (var if coef == 1 else "%s * %d" % (var, coef))
        if not s:
            return str(k)
        return s if k == 0 else "%s %s %d" % (s, "+" if k > 0 else "-", abs(k))

    def cl(self):
        return " ".join(c for c in self.clauses if c)

    def shape_rows(self):
        n = self.r.choice([1, 3, 40, 130, 300])
        ld = self.r.choice([4, 8, 13, 32])
        rb = self.r.randrange(0, 8)
        span = n * ld
        self.size = rb + span + 16
        self.bsize = n
        self.overlap = self.r.choice(["same", "shift", "none"])
        # name 0 writes (own row elements), name 1 is the row array
        wb = rb if self.overlap != "shift" else rb + self.r.choice([1, 2, 3])
        names = self.draw_names(wb, [rb])
        if names[1].c == "G":
            names[1].c, names[1].off = "p1", rb
        self.declare(names)
        w, rw = names
        out = Name("out", "B", 0, self.ty)
        self.pre.append("%s *out = B;" % self.ty)
        rk = rb - rw.off
        row = "(long)i * ld + f" + ("" if rk == 0 else " + %d" % rk)
        body = ["unsigned s = 0;",
                "for (int f = 0; f < ld; f++)",
                "\ts += %s * 3u;" % self.load(rw, row)]
        accs = [Acc(rw, [("i", ld), ("f", 1)], rk, False, None)]
        if self.overlap != "none":
            col = self.r.randrange(ld - 3)
            k = rb + col - w.off
            accs.append(Acc(w, [("i", ld)], k, True, None))
            body.append(self.store(w, "(long)" + self.idx("i * ld", 1, k).replace("i * ld", "i * ld"),
                                   self.val(["s", "1u"])))
            body += ["for (int f = 0; f < ld; f++)", "\ts += %s;" % self.load(rw, row)]
        body.append("out[i] = (%s)s;" % self.ty)
        accs_out = [Acc(out, [("i", 1)], 0, True, None)]
        self.region = ["#pragma omp target teams distribute parallel for %s" % self.cl(),
                       "for (int i = 0; i < n; i++) {"] + ["\t" + s for s in body] + ["}"]
        self.n, self.ld = n, ld
        units = []
        for i in range(n):
            u = expand([a for a in accs if "f" in [v for v, _ in a.terms]], {"i": i},
                       [("f", 0, ld)])
            u += expand([a for a in accs if "f" not in [v for v, _ in a.terms]], {"i": i}, [])
            u += expand(accs_out, {"i": i}, [])
            units.append(u)
        return [units]

    def shape_tables(self):
        n = self.r.choice([1, 1, 2, 64, 200])
        nf = self.r.choice([2, 4, 8])
        kk = self.r.choice([3, 8, 16])
        tb = self.r.randrange(0, 8)
        tspan = kk * nf
        self.size = tb + tspan + 16 + self.r.randrange(0, 32)
        self.bsize = n * nf + n
        self.overlap = self.r.choice(["same", "shift", "past"])
        if n > 1 and self.overlap != "past":
            self.overlap = "past"
        wb = {"same": tb, "shift": tb + 1, "past": tb + tspan}[self.overlap]
        names = self.draw_names(wb, [tb])
        if names[1].c == "G":
            names[1].c, names[1].off = "p1", tb
        self.declare(names)
        w, t = names
        tk = tb - t.off
        self.pre.append("const %s *x = B;" % self.ty)
        self.pre.append("%s *out = B + %d;" % (self.ty, n * nf))
        x = Name("x", "B", 0, self.ty, True)
        out = Name("out", "B", n * nf, self.ty)
        wcol = self.r.randrange(tspan) if self.overlap != "past" else 0
        wk = wb + wcol - w.off
        body = ["unsigned best = 0;"]
        accs = []
        if self.overlap != "past" or self.r.random() < 0.5:
            body.append(self.store(w, str(wk), self.val(["(unsigned)i", "7u"])))
            accs.append(Acc(w, [], wk, True, None))
        tidx = "c * nf + f" + ("" if tk == 0 else " + %d" % tk)
        body += ["for (int c = 0; c < k; c++) {",
                 "\tunsigned d = 0;",
                 "\tfor (int f = 0; f < nf; f++)",
                 "\t\td += %s * %s;" % (self.load(x, "(long)i * nf + f"), self.load(t, tidx)),
                 "\tif (d > best)", "\t\tbest = d;", "}",
                 "out[i] = (%s)best;" % self.ty]
        tacc = Acc(t, [("c", nf), ("f", 1)], tk, False, None)
        xacc = Acc(x, [("i", nf), ("f", 1)], 0, False, None)
        self.region = ["#pragma omp target teams distribute parallel for %s" % self.cl(),
                       "for (int i = 0; i < n; i++) {"] + ["\t" + s for s in body] + ["}"]
        self.n, self.nf, self.k = n, nf, kk
        units = []
        for i in range(n):
            u = expand(accs + [Acc(out, [("i", 1)], 0, True, None)], {"i": i}, [])
            u += expand([tacc, xacc], {"i": i}, [("c", 0, kk), ("f", 0, nf)])
            units.append(u)
        return [units]

    def shape_lanes(self):
        n = self.r.choice([1, 5, 40, 200])
        m = self.r.choice([8, 33, 64, 100])
        wb = self.r.randrange(2, 8)
        span = n * m
        self.size = wb + span + 12
        self.bsize = 4
        self.overlap = self.r.choice(["same", "back", "past", "shift"])
        rb = {"same": wb, "back": wb, "shift": wb + self.r.choice([-1, 1, 2]), "past": wb + span}[
            self.overlap]
        names = self.draw_names(wb, [rb, self.offset_for(wb, span, "past")])
        self.declare(names)
        w, r1, r2 = names
        rowk = wb - w.off
        accs = []
        # before the inner loop: a read of the row's first element, a write of it
        a0 = Acc(r2, [("i", 1)], wb + span - r2.off, False, None)
        l0 = "%s l = %s;" % (self.ty, self.val([self.load(r2, self.idx("i", 1, a0.k)), "1u"]))
        w0 = Acc(w, [("i", m)], rowk, True, None)
        body = [l0, self.store(w, "(long)" + self.idx("i * m", 1, rowk).replace("i * m", "i * m"),
                               "l")]
        # the inner loop: own row element j via w, a read via r1 at j + dj
        if self.overlap == "past":
            dj, rk = 0, wb + span - r1.off
            racc = Acc(r1, [("j", 1)], rk, False, None)
            rexpr = self.load(r1, self.idx("j", 1, rk))
        else:
            dj = -1 if self.overlap == "back" else 0
            rk = wb + dj - r1.off
            racc = Acc(r1, [("i", m), ("j", 1)], rk, False, None)
            rexpr = self.load(r1, "(long)i * m + j" + ("" if rk == 0 else " %s %d" % (
                "+" if rk > 0 else "-", abs(rk))))
        jk = rowk
        wacc = Acc(w, [("i", m), ("j", 1)], jk, True, None)
        body += ["for (int j = 1; j < m; j++)",
                 "\t" + self.store(w, "(long)i * m + j" + ("" if jk == 0 else " %s %d" % (
                     "+" if jk > 0 else "-", abs(jk))),
                     self.val(["%s * 3u" % rexpr, "(unsigned)l"]))]
        self.region = ["#pragma omp target teams distribute parallel for %s" % self.cl(),
                       "for (int i = 0; i < n; i++) {"] + ["\t" + s for s in body] + ["}"]
        self.n, self.m = n, m
        units = []
        for i in range(n):
            u = expand([a0, w0], {"i": i}, [])
            u += expand([racc, wacc], {"i": i}, [("j", 1, m)])
            units.append(u)
        return [units]

    def team_phases(self, teams, loops):
        """The teams model: teams concurrent (all their accesses), and in
        each team each parallel loop's iterations concurrent.  loops: per
        team, a list of [per iteration access list]."""
        phases = [[sum((sum(l, []) for l in loops[t]), []) for t in range(teams)]]
        for t in range(teams):
            for l in loops[t]:
                phases.append(l)
        return phases

    def shape_windows(self):
        nr = self.r.choice([1, 2, 9, 40])
        bw = self.r.choice([32, 64, 64])
        pitch = bw + self.r.choice([0, 1, 7, 33])
        wb = self.r.randrange(0, 6)
        span = nr * pitch
        self.size = wb + span + pitch + 8
        self.bsize = 4
        steps = self.r.choice([1, 2, 3])
        self.overlap = self.r.choice(["same", "shift", "past", "row"])
        rb = {"same": wb, "shift": wb + self.r.choice([-1, 1]), "past": wb + span,
              "row": wb}[self.overlap]
        if rb < 0:
            # a pointer before the start of the mapped array is C's undefined
            # behaviour and names no mapped storage: shift forward instead
            rb = wb + 1
        names = self.draw_names(wb, [rb])
        self.declare(names)
        w, r1 = names
        wk = wb - w.off
        if self.overlap == "past":
            rk, rcoef = wb + span - r1.off + self.r.choice([0, 1]), ("r", 0)
        else:
            rk, rcoef = wb - r1.off, ("r", pitch)
        rowexpr = "r * pitch + c"
        rexpr = "%s%s" % ("r * pitch + c" if rcoef[1] else "c", "" if rk == 0 else " %s %d" % (
            "+" if rk > 0 else "-", abs(rk)))
        wexpr = rowexpr + ("" if wk == 0 else " %s %d" % ("+" if wk > 0 else "-", abs(wk)))
        racc = Acc(r1, [rcoef, ("c", 1)], rk, False, None)
        wr = Acc(w, [("r", pitch), ("c", 1)], wk, False, None)
        ww = Acc(w, [("r", pitch), ("c", 1)], wk, True, None)
        stmt = self.store(w, wexpr, self.val(["%s * 3u" % self.load(r1, rexpr),
                                              self.load(w, wexpr), "(unsigned)m"]))
        body = ["\t\tfor (int c = 0; c < %d; c++)" % bw, "\t\t\t" + stmt]
        accs = [racc, wr, ww]
        self.bsize = 4
        if self.r.random() < 0.6:
            # a second statement reads through the read name what the first
            # wrote through the other (the same element when they overlap)
            out = Name("out", "B", 0, self.ty)
            self.bsize = nr * bw
            self.pre.append("%s *out = B;" % self.ty)
            body = ["\t\tfor (int c = 0; c < %d; c++) {" % bw, "\t\t\t" + stmt,
                    "\t\t\t" + self.store(out, "r * %d + c" % bw, self.val([
                        "%s * 5u" % self.load(r1, rexpr), "(unsigned)m"])), "\t\t}"]
            accs.append(Acc(out, [("r", bw), ("c", 1)], 0, True, None))
        self.region = ["#pragma omp target teams distribute %s" % self.cl(),
                       "for (int r = 0; r < nr; r++) {",
                       "\tfor (int m = 0; m < %d; m++) {" % steps,
                       "#pragma omp parallel for"] + body + ["\t}", "}"]
        self.nr, self.pitch = nr, pitch
        loops = [[[expand(accs, {"r": t, "c": c}, []) for c in range(bw)]
                  for _ in range(steps)] for t in range(nr)]
        return self.team_phases(nr, loops)

    def shape_preloads(self):
        nq = self.r.choice([1, 3, 16, 100])
        ss = self.r.choice([32, 64, 128, 256])
        rb = self.r.randrange(0, 6)
        span = nq * ss
        self.size = rb + span + 8
        self.bsize = nq
        self.overlap = self.r.choice(["same", "own", "past"])
        # name 0 writes element `col` of the team's own row after the loop
        names = self.draw_names(rb, [rb])
        if names[1].c == "G":
            names[1].c, names[1].off = "p1", rb
        self.declare(names)
        w, r1 = names
        rk = rb - r1.off
        rks = "" if rk == 0 else " %s %d" % ("+" if rk > 0 else "-", abs(rk))
        out = Name("out", "B", 0, self.ty)
        self.pre.append("%s *out = B;" % self.ty)
        col = self.r.randrange(ss)
        wk = rb + col - w.off
        form = self.r.choice(["first", "scatter"])
        sidx = "s" if form == "first" else "(s * 7) %% %d" % ss
        body = ["unsigned acc = 0, first = %s;" % self.load(r1, "q * %d%s" % (ss, rks))]
        body += ["#pragma omp parallel for reduction(+: acc)",
                 "for (int s = 0; s < %d; s++)" % ss,
                 "\tif (%s > first)" % self.load(r1, "q * %d + %s%s" % (ss, sidx, rks)),
                 "\t\tacc += %s;" % self.load(r1, "q * %d + %s%s" % (ss, sidx, rks))]
        accs_team = [Acc(r1, [("q", ss)], rk, False, None)]
        if self.overlap != "past":
            accs_team.append(Acc(w, [("q", ss)], wk, True, None))
            body.append(self.store(w, self.idx("q", ss, wk), self.val(["acc", "1u"])))
            # read the row again after the write, in a second parallel loop
            body += ["#pragma omp parallel for reduction(+: acc)",
                     "for (int s = 0; s < %d; s++)" % ss,
                     "\tif (%s > first)" % self.load(r1, "q * %d + %s%s" % (ss, sidx, rks)),
                     "\t\tacc += %s;" % self.load(r1, "q * %d + %s%s" % (ss, sidx, rks))]
        body.append("out[q] = (%s)acc;" % self.ty)
        accs_team.append(Acc(out, [("q", 1)], 0, True, None))
        self.region = ["#pragma omp target teams distribute %s" % self.cl(),
                       "for (int q = 0; q < nq; q++) {"] + ["\t" + s for s in body] + ["}"]
        self.nq = nq
        nloops = 2 if self.overlap != "past" else 1
        loops = []
        for t in range(nq):
            team = [[expand(accs_team, {"q": t}, [])]]  # the team's own code: a loop of one
            for _ in range(nloops):
                team.append([[(r1.stor, rb + t * ss + (s if form == "first" else (s * 7) % ss),
                               False)] for s in range(ss)])
            loops.append(team)
        return self.team_phases(nq, loops)

    def shape_chains(self):
        n = self.r.choice([1, 16, 100, 1000])
        kk = self.r.choice([2, 3, 6])
        wb = self.r.randrange(2, 8)
        self.size = wb + n + 16
        self.bsize = 4
        self.overlap = self.r.choice(["same", "past"])
        names = self.draw_names(wb, [wb if self.overlap == "same" else wb + n])
        self.declare(names)
        w, r1 = names
        wk = wb - w.off
        rk = (wb if self.overlap == "same" else wb + n + self.r.randrange(0, 8)) - r1.off
        rc = 1 if self.overlap == "same" else 0
        stmt = self.store(w, self.idx("i", 1, wk), self.val([
            "%s * 3u" % self.load(r1, self.idx("i", rc, rk)), "(unsigned)k"]))
        self.region = ["for (int k = 0; k < %d; k++)" % kk,
                       "#pragma omp target teams distribute parallel for %s" % self.cl(),
                       "\tfor (int i = 0; i < n; i++)", "\t\t" + stmt]
        self.n = n
        accs = [Acc(r1, [("i", rc)] if rc else [], rk, False, None),
                Acc(w, [("i", 1)], wk, True, None)]
        return [[expand(accs, {"i": i}, []) for i in range(n)]]

    # ---- the program -------------------------------------------------------
    def generate(self):
        """The program's text; draws again (the same seed's stream) until the
        race model accepts."""
        for attempt in range(50):
            self.top, self.dtfuncs, self.pre, self.clauses = [], [], [], []
            self.post_close = False
            self.n = self.nr = self.nq = self.ld = self.m = self.nf = self.k = self.pitch = 0
            if self.shape in ("rows", "tables", "lanes", "windows", "preloads", "chains",
                              "flat"):
                pass
            # sizes first: each shape sets self.size and self.bsize
            self.size, self.bsize = 0, 0
            try:
                phases = self.build_shape()
                bounds = dict(self.sizes)
                if self.relation == "dup_map":
                    # only the doubly mapped section is on the device
                    bounds[self.main] = (self.dup_lo, self.sizes[self.main])
                for ph in phases:
                    check_units(ph, bounds)
                return self.text()
            except Race as e:
                self.last_race = str(e)
                continue
        raise RuntimeError("seed %d: no race-free draw (%s)" % (self.seed, self.last_race))

    def build_shape(self):
        # the shape draws sizes, then storage is known, then names
        fn = getattr(self, "shape_" + self.shape)
        orig_draw = self.draw_names

        def draw(wb, rbs):
            self.draw_storage()
            return orig_draw(wb, rbs)
        self.draw_names = draw
        try:
            return fn()
        finally:
            self.draw_names = orig_draw

    def text(self):
        ty, main = self.ty, self.main
        o = ["/* tools/difftest/alias.py seed %d: relation %s, shape %s, overlap %s */" % (
            self.seed, self.relation, self.shape, self.overlap),
            "#include <stdio.h>", "#include <stdlib.h>", ""]
        if main == "G" or self.relation in ("dt_func", "global_func"):
            o.append("#pragma omp declare target")
            if main == "G":
                o.append("%s G[%d];" % (ty, self.sizes["G"]))
            if self.relation == "global_func":
                o.append("static void set_g(long k, %s v) { G[k] = v; }" % ty)
            if self.relation == "dt_func":
                o.append("static void put(%s *p, long k, %s v) { p[k] = v; }" % (ty, ty))
            o.append("#pragma omp end declare target")
        o += self.top
        o += ["",
              "static unsigned long long hash(const %s *a, int n, const char *what)" % ty,
              "{",
              "\tunsigned long long h = 14695981039346656037ull;",
              "\tint dump = getenv(\"ALIAS_DUMP\") != 0;",
              "\tfor (int i = 0; i < n; i++) {",
              "\t\th = (h ^ (unsigned)a[i]) * 1099511628211ull;",
              "\t\tif (dump)",
              "\t\t\tprintf(\"%s[%d] = %u\\n\", what, i, (unsigned)a[i]);",
              "\t}",
              "\tprintf(\"%s %llx\\n\", what, h);",
              "\treturn h;",
              "}", "",
              "int main(void)", "{",
              "\tint n = %d, nr = %d, nq = %d, ld = %d, m = %d, nf = %d, k = %d, pitch = %d;" % (
                  self.n, self.nr, self.nq, self.ld, self.m, self.nf, self.k, self.pitch),
              "\t%s *B = malloc(%d * sizeof *B);" % (ty, self.sizes["B"])]
        if main == "A":
            o.append("\t%s *A = malloc(%d * sizeof *A);" % (ty, self.sizes["A"]))
        elif main == "H":
            o.append("\t%s H[%d];" % (ty, self.sizes["H"]))
        o += ["\tfor (int i = 0; i < %d; i++)" % self.sizes[main],
              "\t\t%s[i] = (%s)((unsigned)i * 2654435761u %% 1009u + %du);" % (main, ty,
                                                                               self.seed % 97),
              "\tfor (int i = 0; i < %d; i++)" % self.sizes["B"],
              "\t\tB[i] = (%s)((unsigned)i * 40503u %% 997u);" % ty,
              "\t(void)n, (void)nr, (void)nq, (void)ld, (void)m, (void)nf, (void)k, (void)pitch;"]
        if main == "G":
            o.append("#pragma omp target update to(G)")
        maps = ["B[0:%d]" % self.sizes["B"]]
        if main == "A" and self.relation != "dup_map":
            maps.append("A[0:%d]" % self.sizes["A"])
        if main == "H":
            maps.append("H")
        o.append("#pragma omp target data map(tofrom: %s)" % ", ".join(maps))
        o.append("\t{")
        o += ["\t" + l for l in self.pre]
        o += ["\t" + l if l.startswith("#") else "\t\t" + l for l in self.region]
        if self.post_close:
            o.append("\t}")
        o.append("\t}")
        if main == "G":
            o.append("#pragma omp target update from(G)")
        o += ["\thash(%s, %d, \"%s\");" % (main, self.sizes[main], main),
              "\thash(B, %d, \"B\");" % self.sizes["B"]]
        if main == "A":
            o.append("\tfree(A);")
        o += ["\tfree(B);", "\treturn 0;", "}", ""]
        return "\n".join(o)


def build(a, seed):
    """Generates and builds one seed; (class or None, detail)."""
    d = os.path.join(a.out, "work", str(seed))
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    case = Case(seed)
    text = case.generate()
    with open(os.path.join(d, "prog.c"), "w") as f:
        f.write(text)
    with open(os.path.join(d, "case.txt"), "w") as f:
        f.write("%s %s %s\n" % (case.relation, case.shape, case.overlap))
    rc, _, err = csmith.execute(["gcc", "-fopenmp", "-foffload=disable", "-O1", "-w", "prog.c",
                                 "-o", "gcc.x"], a.build_timeout, cwd=d)
    if rc != 0:
        return "skip", "gcc: " + ((err.strip().splitlines() or ["?"])[0])
    rc, out, err = csmith.execute([a.omp2cuda, "--explain", "prog.c"], a.build_timeout, cwd=d)
    with open(os.path.join(d, "explain.txt"), "w") as f:
        f.write(out + err)
    rc, _, err = csmith.execute([a.omp2cuda, "-O2", "prog.c", "-o", "o2c.x"],
                                a.build_timeout, cwd=d)
    with open(os.path.join(d, "o2c.err"), "w") as f:
        f.write(err)
    return csmith.classify_build(rc, err)


def run(a, seed):
    """Runs both builds of a seed; (class, detail)."""
    return csmith.run_pair(os.path.join(a.out, "work", str(seed)), a.run_timeout, a.gpu)


def one(a, seed):
    d = os.path.join(a.out, "work", str(seed))
    try:
        if not a.run_only:
            cls, detail = build(a, seed)
            if cls or a.build_only:
                return cls or "built", detail
        elif not os.path.exists(os.path.join(d, "o2c.x")):
            return "skip", "not built"
        return run(a, seed)
    except RuntimeError as e:
        return "skip", str(e)


def describe(a, seed):
    """(relation, shape, overlap, optimizations fired) of a built seed."""
    d = os.path.join(a.out, "work", str(seed))
    try:
        with open(os.path.join(d, "case.txt")) as f:
            rel, shape, overlap = (f.read().split() + ["", "", ""])[:3]
        with open(os.path.join(d, "explain.txt")) as f:
            opts = fired(f.read())
    except OSError:
        return "?", "?", "?", []
    return rel, shape, overlap, opts


def keep(a, seed, cls):
    src = os.path.join(a.out, "work", str(seed))
    dst = os.path.join(a.out, "keep", "%s-alias-%d" % (cls, seed))
    shutil.rmtree(dst, ignore_errors=True)
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("*.x"))
    return dst


def table(title, rows, cols):
    """rows: {row name: Counter of class}; printed with a total column."""
    print("\n%-16s %s %6s" % (title, " ".join("%10s" % c for c in cols), "total"))
    for name in sorted(rows):
        c = rows[name]
        print("%-16s %s %6d" % (name, " ".join("%10s" % (c[k] or ".") for k in cols),
                                sum(c.values())))


def summary(a, seeds, results):
    counts = collections.Counter()
    by_rel, by_shape, by_opt = {}, {}, {}
    reasons = collections.Counter()
    for seed in seeds:
        cls, detail = results[seed]
        counts[cls] += 1
        rel, shape, overlap, opts = describe(a, seed)
        by_rel.setdefault(rel, collections.Counter())[cls] += 1
        by_shape.setdefault(shape, collections.Counter())[cls] += 1
        for o in opts:
            by_opt.setdefault(o, collections.Counter())[cls] += 1
        if cls in ("rejected", "build-fail"):
            reasons[(cls, csmith.group(detail))] += 1
    cols = [c for c in csmith.CLASSES + ("built",) if counts[c]]
    print("\nseeds %s: %d programs, %s" % (a.seeds, len(seeds), ", ".join(
        "%d %s" % (counts[c], c) for c in cols)))
    table("relation", by_rel, cols)
    table("shape", by_shape, cols)
    table("optimization", by_opt, cols)
    missing = [o for o, _ in OPTIMIZATIONS if o not in by_opt]
    if missing:
        print("never triggered: %s" % ", ".join(missing))
    if reasons:
        print("reasons:")
        for (cls, why), n in reasons.most_common():
            print("  %3d %-10s %s" % (n, cls, why))
    return counts


def report(a, seed, cls, detail):
    """One seed's line as soon as it is done (every class but pass)."""
    mark = ""
    if cls in csmith.BAD:
        mark = "  (kept in %s)" % keep(a, seed, cls)
    if cls != "pass" or a.verbose:
        rel, shape, overlap, opts = describe(a, seed)
        print("%-10s seed %-6d %s/%s/%s [%s] %s%s" % (
            cls, seed, rel, shape, overlap, ",".join(opts), detail[:160], mark), flush=True)


def run_all(a, seeds):
    """{seed: (class, detail)} of the seeds done, each reported as it ends;
    past --time-limit seconds no new seed starts, so a bounded run still
    ends with the summary of those done."""
    start, results = time.time(), {}
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        def guarded(s):
            if a.time_limit and time.time() - start > a.time_limit:
                return None
            return one(a, s)
        futures = {pool.submit(guarded, s): s for s in seeds}
        for f in concurrent.futures.as_completed(futures):
            r = f.result()
            if r is not None:
                results[futures[f]] = r
                report(a, futures[f], *r)
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n", 2)[2])
    ap.add_argument("--seeds", default="1:50", help="A:B, seeds A to B inclusive, or A,B,C")
    ap.add_argument("--out", default="alias-out")
    ap.add_argument("--omp2cuda", default=os.path.join(os.path.dirname(os.path.abspath(
        __file__)), "..", "..", "build", "tools", "omp2cuda"))
    ap.add_argument("--build-only", action="store_true")
    ap.add_argument("--run-only", action="store_true")
    ap.add_argument("--gpu", action="store_true", help="run with OMP_TARGET_OFFLOAD=MANDATORY")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 on any wrong, build-fail or crash")
    ap.add_argument("--print", type=int, metavar="SEED", help="print one seed's program")
    ap.add_argument("--build-timeout", type=int, default=300)
    ap.add_argument("--run-timeout", type=int, default=20)
    ap.add_argument("-v", "--verbose", action="store_true", help="list passing seeds too")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--time-limit", type=float, default=0,
                    help="seconds after which no new seed starts (0: none)")
    a = ap.parse_args()
    if a.print is not None:
        sys.stdout.write(Case(a.print).generate())
        return 0
    if ":" in a.seeds:
        lo, hi = a.seeds.split(":")
        seeds = list(range(int(lo), int(hi) + 1))
    else:
        seeds = [int(s) for s in a.seeds.split(",")]
    a.out = os.path.abspath(a.out)
    a.omp2cuda = os.path.abspath(a.omp2cuda)
    os.makedirs(a.out, exist_ok=True)
    results = run_all(a, seeds)
    bad = sum(cls in csmith.BAD for cls, _ in results.values())
    if len(results) < len(seeds):
        print("time limit: %d of %d seeds done" % (len(results), len(seeds)), flush=True)
    seeds = sorted(results)
    summary(a, seeds, results)
    if a.check and bad:
        print("%d wrong, build-fail or crash" % bad)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
