"""Two compilers' outputs of the programs both ran, number by number.

Many HeCBench programs print their results but no PASS or FAIL line ("ran,
unchecked"): their own check cannot tell a wrong result.  Where two builds
of a program (omp2cuda's and clang-16's) both ran to the end, the numbers
they print should agree, but for timings.  Each run.log's lines, less the
command lines the harness writes ("$ ./main ..."), omp2cuda's runtime's own
lines ("omp2cuda: profile: ...", notes) and lines that speak of
time, rates or bandwidth, give a sequence of numbers; two sequences agree
when they are as long and each pair is within a relative difference
(--rel).  A difference is for a person to read: a program may print a
random seed, an address or a count of its own threads.
"""
import json
import math
import os
import re

TIMING = re.compile(r"(?i)(time|timing|elapsed|performance|\b(ms|msec|usec|us|ns|sec|secs|seconds?)\b|throughput|"
                    r"bandwidth|gb/s|gflops?|/s\b|per second|speed)")
NUMBER = re.compile(r"(?<![\w.])[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|(?i:[-+]?\b(?:nan|inf)\b)")


def numbers(text):
    """[(value, line)] of the numbers a run printed, timing lines left out."""
    out = []
    for line in text.splitlines():
        if line.startswith("$ ") or line.startswith("omp2cuda: ") or TIMING.search(line):
            continue
        for m in NUMBER.finditer(line):
            out.append((float(m.group()), line.strip()))
    return out


def rel_diff(x, y):
    if x == y or (math.isnan(x) and math.isnan(y)):
        return 0.0
    if math.isinf(x) or math.isinf(y) or math.isnan(x) or math.isnan(y):
        return math.inf
    return abs(x - y) / max(abs(x), abs(y))


def compare_text(a, b, rel):
    """("same" | "differ", worst relative difference, (line a, line b) or a reason)."""
    na, nb = numbers(a), numbers(b)
    if len(na) != len(nb):
        return "differ", math.inf, "%d numbers against %d" % (len(na), len(nb))
    worst, where = 0.0, ""
    for (x, lx), (y, ly) in zip(na, nb):
        d = rel_diff(x, y)
        if d > worst:
            worst, where = d, (lx, ly)
    return ("same" if worst <= rel else "differ"), worst, where


def statuses(out, c):
    """{program: status} of a compiler's run.json ({} where it has none)."""
    path = os.path.join(out, c, "run.json")
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        return {n: r["status"] for n, r in json.load(f)["programs"].items()}


def compare(out, a, b, rel, only=None):
    """Rows (name, status a, status b, verdict, worst, where) of the programs
    both compilers ran to the end (no time-out, a run.log each)."""
    rows = []
    status_a, status_b = statuses(out, a), statuses(out, b)
    base = os.path.join(out, a)
    for name in sorted(os.listdir(base)) if os.path.isdir(base) else []:
        if only and not re.search(only, name):
            continue
        logs = [os.path.join(out, c, name, "run.log") for c in (a, b)]
        sa, sb = status_a.get(name), status_b.get(name)
        if not all(os.path.exists(p) for p in logs) or None in (sa, sb) or "timeout" in (sa, sb):
            continue
        with open(logs[0], errors="replace") as fa, open(logs[1], errors="replace") as fb:
            v, worst, where = compare_text(fa.read(), fb.read(), rel)
        rows.append((name, sa, sb, v, worst, where))
    return rows


def print_rows(rows, a, b):
    print("| program | %s | %s | numbers | worst relative difference | where |" % (a, b))
    print("|---|---|---|---|---|---|")
    for name, sa, sb, v, worst, where in rows:
        w = "-" if worst == 0 or isinstance(where, str) else "%.3g" % worst
        at = where if isinstance(where, str) else "`%s` / `%s`" % where
        print("| %s | %s | %s | %s | %s | %s |" % (name, sa, sb, v, w, at[:200]))
    n = sum(r[3] == "differ" for r in rows)
    print("\n%d programs both ran: %d print the same numbers, %d differ" % (len(rows), len(rows) - n, n))
