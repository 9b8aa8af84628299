"""Reads what an application printed and says whether it verified, by the
application's own check: XSBench's and RSBench's validation checksum line,
PRK's "Solution validates", PolyBench's array dump against the CPU build's,
NeoRodinia's error against its serial base, hot's solver iterations against
its CPU build, CloverLeaf's test problem check and field summary against its
CPU build.  Each function takes text and returns a Verdict; none runs
anything, so the lit test checks them on text it writes itself."""

import re


class Verdict:
    """ok: whether it verified (None: not checkable, detail says why);
    detail: why not (one line) or what was checked; metric: the figure the application reports (rate or time)."""

    def __init__(self, ok, detail="", metric=""):
        self.ok = ok
        self.detail = detail
        self.metric = metric


ERROR_PATTERNS = [
    re.compile(r":\d+:\d+: (fatal )?error:"),
    re.compile(r"\berror\b", re.IGNORECASE),
    re.compile(r"\b(Segmentation fault|Aborted|core dumped)\b"),
    re.compile(r"\b(undefined reference|No such file|not found)\b"),
    re.compile(r"\bWARNING\b|\bFAIL", re.IGNORECASE),
]


def first_error_line(text):
    """The first line of text that looks like an error, by the patterns in
    order of how telling they are; else the last line that is not empty."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for pattern in ERROR_PATTERNS:
        for line in lines:
            if pattern.search(line) and not line.startswith("$ "):
                return line
    return lines[-1] if lines else ""


def _number(text):
    return float(text.replace(",", ""))


def checksum(text):
    """XSBench and RSBench: 'Verification checksum: N (Valid)' is the
    application comparing its hash with the value it expects for the size
    it ran; the rate is 'Lookups/s:'."""
    rate = re.search(r"^Lookups/s:\s*([\d,]+)", text, re.MULTILINE)
    metric = "%s lookups/s" % rate.group(1) if rate else ""
    line = re.search(r"^Verification checksum: (\d+) \((.*)\)", text,
                     re.MULTILINE)
    if not line:
        return Verdict(False, "no 'Verification checksum' line", metric)
    if line.group(2) != "Valid":
        return Verdict(False, "checksum %s: %s" % line.groups(), metric)
    return Verdict(True, "checksum %s valid" % line.group(1), metric)


def prk(text):
    """PRK: 'Solution validates'; the rate is 'Rate (unit): X'."""
    rate = re.search(r"^Rate \(([^)]*)\): ([\d.eE+-]+)", text, re.MULTILINE)
    metric = "%s %s" % (rate.group(2), rate.group(1)) if rate else ""
    if re.search(r"^Solution validates", text, re.MULTILINE):
        return Verdict(True, "Solution validates", metric)
    return Verdict(False, first_error_line(text) or "no 'Solution validates'",
                   metric)


def same_dump(got, want):
    """PolyBench: the array dump on stderr is the same, token by token, as
    the dump of the CPU build (its utilities/verify diffs the two files)."""
    a, b = got.split(), want.split()
    if not b:
        return Verdict(False, "the CPU build printed no dump")
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return Verdict(False, "dump differs at value %d: %s, CPU %s"
                           % (i, x, y))
    if len(a) != len(b):
        return Verdict(False, "dump has %d values, CPU %d" % (len(a), len(b)))
    return Verdict(True, "%d values as the CPU build" % len(b))


ERROR_LINE = re.compile(
    r"Error \(compared to base\):\s*(?:\n\S+:)?\s*([-+\d.eE]+|nan|-?inf)"
    r"|verify dif = ([-+\d.eE]+|nan|-?inf)", re.IGNORECASE)


def rodinia_error(text, tolerance):
    """NeoRodinia's own error against its serial base ('Error (compared to
    base):' then a value, or 'verify dif = x'), each within tolerance; lud
    prints 'mismatch at' for each element it finds wrong."""
    if ">>>Verify<<<<" in text:
        bad = [l for l in text.splitlines() if l.startswith("mismatch at")]
        if bad:
            return Verdict(False, "%d mismatches, first: %s"
                           % (len(bad), bad[0]))
        return Verdict(True, "no mismatch")
    values = [m.group(1) or m.group(2) for m in ERROR_LINE.finditer(text)]
    if not values:
        return None
    for v in values:
        x = float(v)
        if not abs(x) <= tolerance:
            return Verdict(False, "error %s against the base (tolerance %g)"
                           % (v, tolerance))
    return Verdict(True, "error %s" % ", ".join(values))


def rodinia_time(text):
    """The time NeoRodinia reports, in the unit it names."""
    m = re.search(r"(Runtime \(ms\)|Time consumed\(ms\)|Execution time\(ms\)|"
                  r"Compute time)[^\n]*?:?\s*\n?[^\d\n]*([\d.]+)", text)
    if not m:
        return ""
    unit = "s" if m.group(1) == "Compute time" else "ms"
    return "%s %s" % (m.group(2), unit)


def same_text(got, want, what):
    """The same text as the serial base printed (a result file, or the part
    of stdout that holds the result)."""
    if not want.strip():
        return Verdict(False, "the serial base printed no %s" % what)
    a, b = got.splitlines(), want.splitlines()
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return Verdict(False, "%s line %d: '%s', base '%s'"
                           % (what, i + 1, x.strip(), y.strip()))
    if len(a) != len(b):
        return Verdict(False, "%s has %d lines, base %d"
                       % (what, len(a), len(b)))
    return Verdict(True, "%s as the serial base" % what)


SOLVE_LINE = re.compile(
    r"Finished on diffusion iteration (\d+) with error ([-+\d.eE]+)")


def hot_solves(got, want):
    """hot prints each time step's CG iteration count and final residual;
    it verifies when every step took the same number of iterations as the
    CPU build (one more or less: the residual meets the threshold within
    rounding) and the run reached its end."""
    a, b = SOLVE_LINE.findall(got), SOLVE_LINE.findall(want)
    wall = re.search(r"wallclock ([\d.]+)s", got)
    metric = "%s s" % wall.group(1) if wall else ""
    if not b:
        return Verdict(False, "the CPU build printed no solver line", metric)
    if len(a) != len(b):
        return Verdict(False, "%d time steps, CPU %d" % (len(a), len(b)),
                       metric)
    for step, ((n, _), (m, _)) in enumerate(zip(a, b)):
        if abs(int(n) - int(m)) > 1:
            return Verdict(False, "step %d: %s iterations, CPU %s"
                           % (step + 1, n, m), metric)
    return Verdict(True, "%d steps, iterations as the CPU build" % len(b),
                   metric)


SUMMARY_LINE = re.compile(r"^\s*step:\s*\d+\s.*$", re.MULTILINE)


def clover_summary(text, out, ref_out):
    """CloverLeaf: the run says "This test is considered PASSED" (its
    kinetic energy at the end of a bm deck within 0.001% of the value it
    expects), and every field summary in its clover.out (" step: N" then
    volume, mass, density, pressure, internal, kinetic and total energy,
    as printed) is the CPU build's.  ref_out None: no CPU build to compare
    with (ok None unless the check fails)."""
    wall = re.findall(r"^Wall clock ([\d.eE+-]+)", text, re.MULTILINE)
    metric = "%s s" % wall[-1] if wall else ""
    if not re.search(r"^This test is considered PASSED", text, re.MULTILINE):
        return Verdict(False, first_error_line(text) or "no PASSED line", metric)
    got = [" ".join(l.split()) for l in SUMMARY_LINE.findall(out)]
    if ref_out is None:
        return Verdict(None, "PASSED; no CPU build to compare the field "
                       "summary with", metric)
    want = [" ".join(l.split()) for l in SUMMARY_LINE.findall(ref_out)]
    if not want:
        return Verdict(None, "PASSED; the CPU build printed no field summary",
                       metric)
    for x, y in zip(got, want):
        if x != y:
            return Verdict(False, "field summary '%s', CPU '%s'" % (x, y), metric)
    if len(got) != len(want):
        return Verdict(False, "%d field summaries, CPU %d" % (len(got), len(want)),
                       metric)
    return Verdict(True, "PASSED; %d field summaries as the CPU build" % len(want),
                   metric)
