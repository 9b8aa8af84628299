#!/usr/bin/env python3
"""Random differential testing of omp2cuda with Csmith programs.

Each seed's Csmith program becomes an offload program of one shape (--shape):

  region   the whole file inside `declare target`, main's body inside one
           `#pragma omp target` region: the computation and the checksum's
           printf run in the region (device printf on the GPU)
  update   the same, but the region ends before the checksum is printed: a
           `target update from` brings crc32_context back and the host prints
  loop     main's body inside `target teams distribute parallel for` of one
           iteration (a combined loop construct around the computation)

Csmith's header (csmith.h and what it includes from its folder) is inlined
into the program, inside `declare target`; system headers are included
before it.  The program is built by gcc (`-fopenmp -foffload=disable`, the
reference) and by omp2cuda; both run and their outputs are compared.

  csmith.py [--seeds A:B] [--shape S] [--out DIR]     build, run and compare
  csmith.py --build-only --out DIR ...                build both, keep binaries
  csmith.py --run-only --out DIR [--gpu] ...          run what --build-only built

Classes: pass, wrong (accepted, different output or exit status), rejected
(omp2cuda exits 1 with its own `file:line:col: error:` before nvcc),
build-fail (nvcc or cc fails on generated code, or no located error), crash
(omp2cuda dies on a signal or hangs; the program dies or hangs while gcc's
does not), skip (gcc's build hangs or fails: not a test).  Every wrong,
build-fail and crash program is kept under DIR/keep/ with its outputs;
--reduce shrinks each wrong and build-fail one with cvise or creduce.

--lang c++ asks Csmith for C++11 (`--lang-cpp --cpp11`): the program is prog.cpp,
built by g++ and by omp2cuda++ (the C++ driver beside --omp2cuda), so the
generated kernels are checked to keep C++'s meaning.

--known FILE lists `<seed> <shape> <class> <reason>` lines: those seeds may end
in that class.  --check exits 1 on any wrong, build-fail or crash not listed
(rejections are fine), and on a listed seed that ends in another class, for CI.
"""
import argparse
import collections
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys

CSMITH_OPTIONS = ["--no-argc", "--max-funcs", "3", "--max-block-depth", "3",
                  "--max-expr-complexity", "6", "--max-array-dim", "2",
                  "--max-array-len-per-dim", "8", "--max-struct-fields", "5",
                  "--max-union-fields", "3", "--no-volatiles", "--no-packed-struct",
                  "--no-pointers"]
CSMITH_INCLUDE = "/usr/include/csmith"
LOCATED = re.compile(r"^\S+:\d+:\d+: error: .*$", re.M)
TOOL_FAILED = re.compile(r"^omp2cuda: error: (\S+) failed \(.*$", re.M)
BAD = ("wrong", "build-fail", "crash")
CLASSES = ("pass", "wrong", "rejected", "build-fail", "crash", "skip")


def execute(cmd, timeout, cwd=None, env=None):
    """(exit status or None on a time-out, stdout, stderr)."""
    try:
        r = subprocess.run(cmd, capture_output=True, timeout=timeout, cwd=cwd, env=env)
        return (r.returncode, r.stdout.decode(errors="replace"),
                r.stderr.decode(errors="replace"))
    except subprocess.TimeoutExpired:
        return None, "", "(timed out after %d s)" % timeout


def inline_header(path, seen, system):
    """The text of a Csmith header with its quoted includes inlined (each
    where it is included: their guards and conditions stay); its <system>
    includes go to `system`.  `seen` is the chain of includes."""
    out = []
    with open(path) as f:
        for line in f:
            m = re.match(r'\s*#\s*include\s*"([^"]+)"', line)
            inc = m and os.path.join(os.path.dirname(path), m.group(1))
            if m and os.path.exists(inc) and len(seen) < 32:
                out.append(inline_header(inc, seen + [inc], system))
                continue
            m = re.match(r"\s*#\s*include\s*(<[^>]+>)", line)
            if m:
                if m.group(1) not in system:
                    system.append(m.group(1))
                continue
            out.append(line)
    return "".join(out)


def offload(src, shape):
    """The offload program of a Csmith program, or None if its main is not
    of the form expected."""
    system = []
    header = inline_header(os.path.join(CSMITH_INCLUDE, "csmith.h"), [], system)
    src = re.sub(r'^\s*#\s*include\s*"csmith.h"\s*$', "", src, flags=re.M)
    m = re.search(r"^int main \(void\)\s*\{\n(.*?)\n\s*return 0;\n\}", src, re.S | re.M)
    if not m:
        return None
    body = m.group(1)
    before, after = src[:m.start()], src[m.end():]
    if shape == "update":
        # The host updates crc32_context: a static one is not its to see.
        header = re.sub(r"^static (uint32_t crc32_context)", r"\1", header, flags=re.M)
    text = ["/* Csmith program, offloaded by tools/difftest/csmith.py: shape %s */\n" % shape]
    text += ["#include %s\n" % s for s in system]
    text.append("#pragma omp declare target\n")
    text.append(header)
    text.append(before)
    text.append("#pragma omp end declare target\n\n")
    if shape == "update":
        end = re.search(r"^\s*platform_main_end\(.*\);\s*$", body, re.M)
        if not end:
            return None
        region, tail = body[:end.start()], body[end.start():]
        text.append("int main (void)\n{\n")
        text.append("    int print_hash_value = 0;\n")
        region = re.sub(r"^\s*int print_hash_value = 0;\s*$", "", region, flags=re.M)
        text.append("#pragma omp target\n    {\n%s\n    }\n" % region)
        text.append("#pragma omp target update from(crc32_context)\n")
        text.append("%s\n    return 0;\n}\n" % tail)
    elif shape == "loop":
        text.append("int main (void)\n{\n")
        text.append("#pragma omp target teams distribute parallel for\n")
        text.append("    for (int difftest_once = 0; difftest_once < 1; difftest_once++)\n    {\n")
        text.append("%s\n    }\n    return 0;\n}\n" % body)
    else:
        text.append("int main (void)\n{\n#pragma omp target\n    {\n%s\n    }\n"
                    "    return 0;\n}\n" % body)
    text.append(after)
    return "".join(text)


LANGS = {  # source suffix, reference compiler, omp2cuda's driver, Csmith's options, both
    # builds' flags: Csmith's C++ narrows constants in braced initializers, which C++11
    # makes an error that -Wno-narrowing lets g++ and clang accept
    "c": (".c", "gcc", "omp2cuda", [], ["-w"]),
    "c++": (".cpp", "g++", "omp2cuda++", ["--lang-cpp", "--cpp11"], ["-w", "-Wno-narrowing"]),
}
LANG_TAG = {"c": "", "c++": "cxx-"}  # before the shape in work and keep folders' names


def preprocess(text, d, lang="c"):
    """The program with Csmith's macros expanded (its safe-math functions are
    defined through name-pasting macros): the reference compiler's -E output,
    less the lines that came from system headers, which are included again
    instead."""
    suffix, cc = LANGS[lang][0], LANGS[lang][1]
    src = os.path.join(d, "unexpanded" + suffix)
    with open(src, "w") as f:
        f.write(text)
    rc, out, err = execute([cc, "-E", "-fopenmp", "unexpanded" + suffix], 120, cwd=d)
    if rc != 0:
        raise RuntimeError(cc + " -E: " + err)
    keep = [l for l in text.splitlines(True) if l.startswith("#include <")]
    mine = True
    for line in out.splitlines(True):
        m = re.match(r'# \d+ "([^"]*)"', line)
        if m:
            mine = m.group(1) == "unexpanded" + suffix
            continue
        if mine and line.strip():
            keep.append(line)
    return "".join(keep)


def generate(seed, path, csmith_args):
    """Csmith's program of a seed (it writes platform.info where it runs)."""
    rc, out, err = execute(["csmith", "--seed", str(seed)] + csmith_args + ["-o", path], 60,
                           cwd=os.path.dirname(path))
    if rc != 0:
        raise RuntimeError("csmith --seed %d failed: %s" % (seed, err))


def run_pair(d, timeout, gpu):
    """Runs gcc's build (gcc.x) and omp2cuda's (o2c.x) in folder d, keeping
    their outputs there; (class, detail)."""
    env = dict(os.environ, OMP_TARGET_OFFLOAD="DISABLED")
    g = execute([os.path.join(d, "gcc.x")], timeout, env=env)
    if g[0] is None:
        return "skip", "gcc's build times out"
    env = dict(os.environ)
    if gpu:
        env["OMP_TARGET_OFFLOAD"] = "MANDATORY"
    o = execute([os.path.join(d, "o2c.x")], timeout, env=env)
    with open(os.path.join(d, "gcc.out"), "w") as f:
        f.write(g[1])
    with open(os.path.join(d, "o2c.out"), "w") as f:
        f.write(o[1] + o[2])
    if o[0] is None:
        return "crash", "times out (gcc's build does not)"
    if o[0] < 0:
        return "crash", "signal %d" % -o[0]
    if (o[0], o[1]) != (g[0], g[1]):
        return "wrong", "exit %d '%s', gcc exit %d '%s'" % (
            o[0], " ".join(o[1].split())[:70], g[0], " ".join(g[1].split())[:70])
    return "pass", ""


def classify_build(rc, err):
    """(class or None when built, first error line)."""
    if rc == 0:
        return None, ""
    if rc is None or rc < 0 or rc > 1:
        return "crash", "omp2cuda: " + ((err.strip().splitlines() or ["?"])[-1])
    tool = TOOL_FAILED.search(err)
    if tool:
        first = [l for l in err.splitlines() if "error" in l and not l.startswith("omp2cuda:")]
        return "build-fail", "%s: %s" % (os.path.basename(tool.group(1)),
                                          first[0].strip() if first else tool.group(0))
    located = LOCATED.search(err)
    if located:
        return "rejected", located.group(0)
    return "build-fail", "no located error: " + ((err.strip().splitlines() or ["?"])[0])


class Tester:
    def __init__(self, a):
        self.a = a
        self.omp2cuda = driver(a)

    def paths(self, seed):
        d = os.path.join(self.a.out, "work", "%s%s-%d" % (LANG_TAG[self.a.lang], self.a.shape, seed))
        return d, os.path.join(d, "prog" + LANGS[self.a.lang][0])

    def build(self, seed):
        """Generates and builds one seed; (class or None, detail)."""
        d, prog = self.paths(seed)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        raw = os.path.join(d, "csmith.c")
        generate(seed, raw, self.a.csmith_args + LANGS[self.a.lang][3])
        with open(raw) as f:
            text = offload(f.read(), self.a.shape)
        if text is None:
            return "skip", "main not of Csmith's usual form"
        if not self.a.no_preprocess:
            text = preprocess(text, d, self.a.lang)
        with open(prog, "w") as f:
            f.write(text)
        name, cc = os.path.basename(prog), LANGS[self.a.lang][1]
        rc, _, err = execute([cc, "-fopenmp", "-foffload=disable", "-O1"] + LANGS[self.a.lang][4] +
                             [name, "-o", "gcc.x"], self.a.build_timeout, cwd=d)
        if rc != 0:
            return "skip", cc + ": " + ((err.strip().splitlines() or ["?"])[0])
        rc, _, err = execute([self.omp2cuda, "-O1"] + LANGS[self.a.lang][4] + [name, "-o", "o2c.x"],
                             self.a.build_timeout, cwd=d)
        with open(os.path.join(d, "o2c.err"), "w") as f:
            f.write(err)
        return classify_build(rc, err)

    def run(self, seed):
        """Runs both builds of a seed; (class, detail)."""
        d, _ = self.paths(seed)
        return run_pair(d, self.a.run_timeout, self.a.gpu)

    def one(self, seed):
        try:
            if not self.a.run_only:
                cls, detail = self.build(seed)
                if cls or self.a.build_only:
                    return cls or "built", detail
            elif not os.path.exists(os.path.join(self.paths(seed)[0], "o2c.x")):
                return "skip", "not built"
            return self.run(seed)
        except RuntimeError as e:
            return "skip", str(e)

    def keep(self, seed, cls):
        d, _ = self.paths(seed)
        dst = os.path.join(self.a.out, "keep", "%s-%s%s-%d" % (cls, LANG_TAG[self.a.lang],
                                                                self.a.shape, seed))
        shutil.rmtree(dst, ignore_errors=True)
        shutil.copytree(d, dst, ignore=shutil.ignore_patterns("*.x"))
        return dst

    def reduce(self, seed, cls, detail, where):
        """Shrinks a kept program with cvise or creduce: the property is that
        gcc's build still runs and omp2cuda's still ends in the same class."""
        tool = shutil.which("cvise") or shutil.which("creduce")
        if not tool:
            print("  (no cvise or creduce to reduce with)")
            return
        script = os.path.join(where, "interesting.sh")
        me = os.path.abspath(__file__)
        suffix = LANGS[self.a.lang][0]
        with open(script, "w") as f:
            f.write("#!/bin/sh\nexec python3 %s --interesting %s --omp2cuda %s --shape %s "
                    "--lang %s reduced%s\n" % (me, cls, self.omp2cuda, self.a.shape,
                                                self.a.lang, suffix))
        os.chmod(script, 0o755)
        shutil.copy(os.path.join(where, "prog" + suffix), os.path.join(where, "reduced" + suffix))
        jobs = ["-n" if "cvise" in tool else "--n", str(self.a.jobs)]
        subprocess.run([tool, "--timeout", "300"] + jobs + [script, "reduced" + suffix], cwd=where,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def driver(a):
    """omp2cuda's driver for the language: --omp2cuda, or the C++ driver
    beside it."""
    path = os.path.abspath(a.omp2cuda)
    if a.lang == "c++":
        path = os.path.join(os.path.dirname(path), LANGS["c++"][2])
    return path


def interesting(a):
    """The reduction property of --reduce (run in the reducer's folder): exit
    0 when the program still ends in class a.interesting."""
    prog = a.words[0] if a.words else "prog" + LANGS[a.lang][0]
    rc, _, _ = execute([LANGS[a.lang][1], "-fopenmp", "-foffload=disable", "-O1"] + LANGS[a.lang][4] +
                       ["-Werror=implicit", "-Werror=return-type", "-Werror=uninitialized", prog,
                        "-o", "gcc.x"], 60)
    if rc != 0:
        return 1
    g = execute(["./gcc.x"], 10, env=dict(os.environ, OMP_TARGET_OFFLOAD="DISABLED"))
    if g[0] is None:
        return 1
    rc, _, err = execute([driver(a), "-O1"] + LANGS[a.lang][4] + [prog, "-o", "o2c.x"], 300)
    cls, _ = classify_build(rc, err)
    if cls:
        return 0 if cls == a.interesting else 1
    o = execute(["./o2c.x"], 10)
    if a.interesting == "wrong":
        return 0 if o[0] is not None and o[0] >= 0 and (o[0], o[1]) != (g[0], g[1]) else 1
    if a.interesting == "crash":
        return 0 if o[0] is None or o[0] < 0 else 1
    return 1


def read_known(path):
    known = {}
    if path and os.path.exists(path):
        with open(path) as f:
            for line in f:
                parts = line.split(None, 3)
                if parts and not parts[0].startswith("#") and len(parts) >= 3:
                    known[(int(parts[0]), parts[1])] = parts[2]
    return known


def group(detail):
    """A rejection's or build failure's reason without its place and names."""
    d = re.sub(r"^\S+:\d+:\d+: ", "", detail)
    d = re.sub(r"^(nvcc|cc): \S+\(\d+\): ", r"\1: ", d)
    d = re.sub(r"'[^']*'", "'…'", d)
    d = re.sub(r'"[^"]*"', '"…"', d)
    return d[:140]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n", 2)[2])
    ap.add_argument("words", nargs="*", help=argparse.SUPPRESS)
    ap.add_argument("--seeds", default="1:50", help="A:B, seeds A to B inclusive, or A,B,C")
    ap.add_argument("--shape", choices=("region", "update", "loop"), default="region")
    ap.add_argument("--lang", choices=tuple(LANGS), default="c")
    ap.add_argument("--out", default="difftest-out")
    ap.add_argument("--omp2cuda", default=os.path.join(os.path.dirname(os.path.abspath(
        __file__)), "..", "..", "build", "tools", "omp2cuda"))
    ap.add_argument("--no-preprocess", action="store_true",
                    help="keep Csmith's header as written (macros unexpanded)")
    ap.add_argument("--build-only", action="store_true")
    ap.add_argument("--run-only", action="store_true")
    ap.add_argument("--gpu", action="store_true", help="run with OMP_TARGET_OFFLOAD=MANDATORY")
    ap.add_argument("--reduce", action="store_true")
    ap.add_argument("--known", help="known failures: <seed> <shape> <class> <reason>")
    ap.add_argument("--check", action="store_true", help="exit 1 on unlisted bad classes")
    ap.add_argument("--build-timeout", type=int, default=600)
    ap.add_argument("--run-timeout", type=int, default=20)
    ap.add_argument("--csmith-args", default=" ".join(CSMITH_OPTIONS))
    ap.add_argument("-v", "--verbose", action="store_true", help="list passing seeds too")
    ap.add_argument("--interesting", help=argparse.SUPPRESS)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    a = ap.parse_args()
    if a.interesting:
        return interesting(a)
    a.csmith_args = a.csmith_args.split()
    if ":" in a.seeds:
        lo, hi = a.seeds.split(":")
        seeds = list(range(int(lo), int(hi) + 1))
    else:
        seeds = [int(s) for s in a.seeds.split(",")]
    if not a.run_only and not shutil.which("csmith"):
        sys.exit("csmith.py: csmith not found (apt-get install csmith libcsmith-dev)")
    a.out = os.path.abspath(a.out)
    os.makedirs(a.out, exist_ok=True)
    t = Tester(a)
    known = read_known(a.known)
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        results = dict(zip(seeds, pool.map(t.one, seeds)))

    counts = collections.Counter()
    reasons = collections.Counter()
    unexpected = 0
    for seed in seeds:
        cls, detail = results[seed]
        counts[cls] += 1
        mark = ""
        if cls in BAD:
            where = t.keep(seed, cls)
            if known.get((seed, a.shape)) != cls:
                unexpected += 1
                mark = "  <-- NEW (kept in %s)" % where
            if a.reduce and cls != "crash":
                t.reduce(seed, cls, detail, where)
        elif (seed, a.shape) in known and cls not in ("skip", "built"):
            unexpected += 1
            mark = "  <-- known.txt says %s: update it" % known[(seed, a.shape)]
        if cls in ("rejected", "build-fail"):
            reasons[(cls, group(detail))] += 1
        if cls != "pass" or mark or a.verbose:
            print("%-10s seed %-6d %s%s" % (cls, seed, detail[:200], mark), flush=True)
    # Accepted: omp2cuda built it (a crash of the program's run included).
    accepted = sum(1 for s in seeds if results[s][0] in ("pass", "wrong", "built") or (
        results[s][0] == "crash" and not results[s][1].startswith("omp2cuda")))
    print("\nshape %s, seeds %s: %d tried, %d accepted, %s" % (
        a.shape, a.seeds, len(seeds) - counts["skip"], accepted,
        ", ".join("%d %s" % (counts[c], c) for c in CLASSES + ("built",) if counts[c])))
    if reasons:
        print("reasons:")
        for (cls, why), n in reasons.most_common():
            print("  %3d %-10s %s" % (n, cls, why))
    if a.check and unexpected:
        print("%d unexpected: wrong, build-fail or crash programs not in the known list, "
              "or listed ones that end otherwise" % unexpected)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
