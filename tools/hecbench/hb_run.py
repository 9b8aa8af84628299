"""Running built HeCBench programs on the GPU and judging them.

Each program runs the lines of its Makefile's run target (recorded at build
time, expanded by make) from its own directory with
OMP_TARGET_OFFLOAD=MANDATORY and a time limit per line.  Its verdict comes
from what it prints, conservatively: a FAIL-like line or a non-zero exit is
"fail", a PASS-like line with none of those is "pass", and a program that
says neither "ran, unchecked".  Kernel time comes from a timer chosen per
compiler (TIMERS): omp2cuda's own ledger, the CUPTI injection referee, or
the program's own printed kernel time; each result names its timer.
"""
import json
import os
import re
import signal
import subprocess
import time

FAIL_RES = [re.compile(p) for p in (
    r"\bFAIL(ED|URE)?\b", r"(?i)\bverification\s*(:\s*)?(failed|fail|unsuccessful)\b",
    r"(?i)\btest(s)?\s+failed\b", r"(?i)\bresults?\s*(:|=|is|are)\s*(fail|incorrect|wrong|invalid)",
    r"(?i)\b(incorrect|wrong) (result|answer|output)s?\b", r"(?i)\bvalidation failed\b",
    r"(?i)\bchecksum\b.*\(invalid\)")]
PASS_RES = [re.compile(p) for p in (
    r"\bPASS(ED)?\b", r"(?i)\bverification\s*(:\s*)?(passed|pass|successful|succeeded|ok)\b",
    r"(?i)\btest(s)?\s+passed\b", r"(?i)\bresults?\s*(:|=|is|are)\s*(pass|correct|ok|valid)\b",
    r"(?i)\bvalidation (passed|successful)\b", r"(?i)\bchecksum\b.*\(valid\)")]


def verdict(text, rcs):
    """("pass" | "fail" | "ran, unchecked", the line or reason)."""
    for rx in FAIL_RES:
        m = rx.search(text)
        if m:
            return "fail", line_of(text, m.start())
    bad = [rc for rc in rcs if rc != 0]
    if bad:
        return "fail", "exit %d" % bad[0]
    for rx in PASS_RES:
        m = rx.search(text)
        if m:
            return "pass", line_of(text, m.start())
    return "ran, unchecked", ""


def line_of(text, pos):
    s = text.rfind("\n", 0, pos) + 1
    e = text.find("\n", pos)
    return text[s:e if e >= 0 else len(text)].strip()[:300]


class Ledger:
    """omp2cuda's built-in ledger (docs/runtime-switches.md): its JSON total."""
    name = "omp2cuda-ledger"

    def env(self, path):
        return {"OMP2CUDA_PROFILE": "1", "OMP2CUDA_PROFILE_OUT": path}

    def read(self, path):
        try:
            with open(path) as f:
                return json.load(f)["total"]["kernel_us"] / 1e3
        except (OSError, ValueError, KeyError, TypeError):
            return None


class Referee:
    """The CUPTI injection referee (libgputotal.so): one line per CUDA process."""
    name = "cupti-referee"

    def __init__(self, lib):
        self.lib = lib

    def env(self, path):
        return {"CUDA_INJECTION64_PATH": self.lib, "GPUTOTAL_OUT": path}

    def read(self, path):
        try:
            with open(path) as f:
                vals = [float(m.group(1)) for m in re.finditer(r"kernel_us=([0-9.]+)", f.read())]
        except OSError:
            return None
        return sum(vals) / 1e3 if vals else None


OWN_RE = re.compile(r"(?i)kernel[^\n]*?time[^\n0-9]*?([0-9]+(?:\.[0-9]*)?(?:e[-+]?[0-9]+)?)\s*\(?\s*(ms|us|s|sec|seconds?|msec|usec)\b")
UNIT = {"s": 1e3, "sec": 1e3, "second": 1e3, "seconds": 1e3, "ms": 1.0, "msec": 1.0, "us": 1e-3, "usec": 1e-3}


class OwnTimer:
    """The program's own printed kernel time: the sum of its kernel-time lines."""
    name = "program-timer"

    def __init__(self):
        self.text = ""

    def env(self, path):
        return {}

    def read(self, path):
        vals = [float(m.group(1)) * UNIT[m.group(2).lower()] for m in OWN_RE.finditer(self.text)]
        return sum(vals) if vals else None


def make_timer(which, referee):
    if which == "ledger":
        return Ledger()
    if which == "referee":
        return Referee(referee) if referee and os.path.exists(referee) else None
    if which == "own":
        return OwnTimer()
    return None


TIMERS = {"omp2cuda": "ledger", "clang16": "referee", "nvcc": "referee"}


def run_line(line, cwd, env, limit):
    """One run line under bash: (exit status or None on timeout, output)."""
    p = subprocess.Popen(["bash", "-c", line], cwd=cwd, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True, errors="replace", start_new_session=True)
    try:
        return p.communicate(timeout=limit)[0], p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        return p.communicate()[0], None


def run_one(outdir, rec, timer, limit, extra_env):
    """Run one built program's lines and judge them."""
    dest = os.path.join(outdir, rec["name"])
    cwd = os.path.join(dest, rec["dir"])
    env = dict(os.environ, OMP_TARGET_OFFLOAD="MANDATORY")
    env.update(extra_env)
    texts, rcs, kms, t0 = [], [], [], time.time()
    res = {"name": rec["name"], "timer": timer.name if timer else "none"}
    for i, line in enumerate(rec["run"]):
        tpath = os.path.join(dest, "timer.%d.out" % i)
        if os.path.exists(tpath):
            os.unlink(tpath)
        out, rc = run_line(line, cwd, dict(env, **(timer.env(tpath) if timer else {})), limit)
        texts.append("$ %s\n%s" % (line, out))
        if rc is None:
            res.update(status="timeout", why="line %d ran past %d s" % (i + 1, limit))
            break
        rcs.append(rc)
        if timer:
            if isinstance(timer, OwnTimer):
                timer.text = out
            k = timer.read(tpath)
            if k is not None:
                kms.append(k)
    res["seconds"] = round(time.time() - t0, 2)
    text = "\n".join(texts)
    with open(os.path.join(dest, "run.log"), "w") as f:
        f.write(text)
    if "status" not in res:
        res["status"], res["why"] = verdict(text, rcs)
    res["kernel_ms"] = round(sum(kms), 4) if kms else None
    return res
