#!/usr/bin/env python3
"""End-to-end programs on a GPU machine that has no omp2cuda build.

  test/e2e.py build OUT [NAME...]  compile every test/run program (by its
                                   RUN lines) with build/tools/omp2cuda into OUT
                                   (OMP2CUDA_BUILD=DIR: DIR/tools/omp2cuda)
  test/e2e.py run OUT [NAME...]    run each with OMP_TARGET_OFFLOAD=MANDATORY;
                                   with REFEREE=<libgputotal.so> also record
                                   the CUPTI referee's kernel and copy figures
                                   per program

NAME... keeps the programs whose names start with one of them (errpath_).
Each "RUN: [env VAR=value...] %omp2cuda[++] ... -o %t[.x] ..." line builds one
binary (the part before its first &&): %t is OUT/<program>, %t.x another build of it.  A
program no RUN line builds is a build failure, never skipped.

Each program checks itself against a host reference and prints PASS; a
program passes here when it exits 0, prints PASS, and (with the referee)
ran at least one kernel on the GPU.  Other runs of a program, each on a
line of its own:

  // E2E-ENV: VAR=value ...        runs again with these variables set
                                   (runtime switches that must not change
                                   a result); must pass as above
  // E2E-PASS[WORDS]: REGEX        must exit 0, print PASS, and write
                                   output that REGEX matches (empty: any)
  // E2E-FAIL[WORDS]: REGEX        must exit non-zero (not from a signal
                                   or a time-out) with output that REGEX
                                   matches: the runtime's error paths

WORDS: VAR=value sets a variable (over OMP_TARGET_OFFLOAD=MANDATORY), %t.x
runs that build, any other word is an argument.  E2E-FAIL: with no WORDS
says what the plain run does instead of passing.  REGEX is a Python
regular expression searched in stderr followed by stdout, with . matching
newlines too.  A run taking more than E2E_TIMEOUT seconds (300) fails (a hang).
"""
import os
import re
import subprocess
import sys

from litsubst import substitute

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUN_DIR = os.path.join(ROOT, "test", "run")
TIMEOUT = int(os.environ.get("E2E_TIMEOUT", "300"))


def programs(names):
    for name in sorted(os.listdir(RUN_DIR)):
        stem, ext = os.path.splitext(name)
        if ext in (".c", ".cpp") and (not names or any(name.startswith(n) for n in names)):
            yield stem, os.path.join(RUN_DIR, name)


def builds(path):
    """The build commands of a program: each RUN line's %omp2cuda part."""
    cmds = []
    with open(path, encoding="utf-8-sig") as f:
        for line in f:
            m = re.match(r"\s*//\s*RUN:\s*((?:env\s+(?:\w+=\S+\s+)+)?%omp2cuda(?:\+\+)?\s[^&]*?-o %t\S*"
                         r"(?:\s[^&]*)?)(&&.*)?$", line)
            if m and m.group(1).strip() not in cmds:
                cmds.append(m.group(1).strip())
    return cmds


def directives(path, kind):
    """(words, text) of each "// E2E-<kind>[words]: text" line."""
    pat = re.compile(r"\s*//\s*E2E-" + kind + r"(?:\[([^\]]*)\])?:\s?(.*)$")
    with open(path) as f:
        return [((m.group(1) or "").split(), m.group(2).rstrip("\n"))
                for m in (pat.match(l) for l in f) if m]


def build(out, names):
    os.makedirs(out, exist_ok=True)
    o2c = os.path.join(os.environ.get("OMP2CUDA_BUILD", os.path.join(ROOT, "build")), "tools",
                       "omp2cuda")
    failed = 0
    for name, path in programs(names):
        cmds = builds(path)
        bad = 0
        for cmd in cmds:
            cmd = substitute(cmd, path, os.path.join(out, name), o2c)
            bad += subprocess.run(cmd, shell=True).returncode != 0
        if not cmds:
            print("FAILED " + name + ": no RUN line builds it", flush=True)
            bad = 1
        else:
            print(("built  " if not bad else "FAILED ") + name, flush=True)
        failed += bad
    return failed


def referee_line(path):
    """The referee's line for the run just made (it appends to its file,
    which run() removes before each run)."""
    try:
        with open(path) as f:
            lines = [l.strip() for l in f if l.strip()]
        return lines[-1] if lines else ""
    except OSError:
        return ""


def cases(name, path):
    """(label, exe suffix, env, args, expect, regex) of each run of a program."""
    fails = directives(path, "FAIL")
    plain = [text for words, text in fails if not words]
    out = []
    if any(re.search(r"-o %t(\s|$)", cmd) for cmd in builds(path)):
        out.append((name, "", {}, [], "FAIL" if plain else "PASS", plain[0] if plain else ""))
    for _, text in directives(path, "ENV"):
        env = dict(w.split("=", 1) for w in text.split())
        out.append((name + " " + text.strip(), "", env, [], "PASS", ""))
    for kind in ("PASS", "FAIL"):
        for words, regex in directives(path, kind):
            if not words:
                continue
            env = dict(w.split("=", 1) for w in words if "=" in w)
            exe = [w[2:] for w in words if w.startswith("%t")]
            args = [w for w in words if "=" not in w and not w.startswith("%t")]
            out.append((name + " " + " ".join(words), exe[0] if exe else "", env, args, kind,
                        regex))
    return out


def run_one(exe, env, args):
    if not os.path.exists(exe):
        return None, "", "not built: " + exe
    try:
        r = subprocess.run([exe] + args, env=env, capture_output=True, text=True,
                           timeout=TIMEOUT)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired as e:
        return None, str(e.stdout or ""), str(e.stderr or "") + "\n(timed out)"


def judge(expect, regex, rc, stdout, stderr, ran):
    """Empty when the run did what it should, else why not."""
    if rc is None:
        return stderr if stderr.startswith("not built") else "timed out after %d s" % TIMEOUT
    if regex and not re.search(regex, stderr + stdout, re.S):
        return "output does not match /%s/" % regex
    if expect == "FAIL":
        return "" if rc > 0 else "exit status %d, expected a failure" % rc
    if rc != 0 or "PASS" not in stdout:
        return "exit status %d%s" % (rc, "" if "PASS" in stdout else ", no PASS")
    return "" if ran else "no kernel ran on the GPU"


def run(out, names):
    base = dict(os.environ, OMP_TARGET_OFFLOAD="MANDATORY")
    referee = os.environ.get("REFEREE")
    passed = failed = 0
    for name, path in programs(names):
        if not builds(path):
            failed += 1
            print("%-6s %-40s %s" % ("FAIL", name, "no RUN line builds it"), flush=True)
            continue
        gpu = os.path.join(out, name + ".gputotal")
        for label, suffix, extra, args, expect, regex in cases(name, path):
            env = dict(base, **extra)
            checked = referee and not suffix and not args and expect == "PASS" and \
                "CUDA_VISIBLE_DEVICES" not in extra and "OMP_TARGET_OFFLOAD" not in extra
            if checked:
                env.update(CUDA_INJECTION64_PATH=referee, GPUTOTAL_OUT=gpu)
                if os.path.exists(gpu):
                    os.remove(gpu)
            rc, stdout, stderr = run_one(os.path.join(out, name + suffix), env, args)
            ref = referee_line(gpu) if checked else ""
            kernels = re.search(r"\bkernels=([0-9]+)", ref)
            ran = not checked or (kernels is not None and int(kernels.group(1)) > 0)
            why = judge(expect, regex, rc, stdout, stderr, ran)
            passed += not why
            failed += bool(why)
            print("%-6s %-40s %s" % ("PASS" if not why else "FAIL", label,
                                     ref if not why else why), flush=True)
            if why:
                print(stdout[-2000:] + stderr[-2000:], flush=True)
    print("%d passed, %d failed" % (passed, failed))
    return failed


if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] not in ("build", "run"):
        sys.exit(__doc__)
    do = build if sys.argv[1] == "build" else run
    sys.exit(1 if do(sys.argv[2], sys.argv[3:]) else 0)
