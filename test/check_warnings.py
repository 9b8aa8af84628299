#!/usr/bin/env python3
"""Generated code compiles without warnings (issue 8): for each C program,
omp2cuda's .cu file must compile under `nvcc -Xcompiler -Wall` and its host
file under `cc -fopenmp -Wall -Wextra` with no warning that the program's
own code does not have.  The program's own warnings are those gcc gives the
original (`gcc -fopenmp -foffload=disable -Wall -Wextra`); the host file's
#line directives point its warnings at the same places.

    check_warnings.py --omp2cuda build/tools/omp2cuda [-I dir]... prog.c...

Prints one line per program and the warnings that are omp2cuda's; exits 1
if there are any.  Programs omp2cuda rejects are reported and skipped.
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

WARNING = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+):(?:\d+:)?\s*(?:warning|Warning)[: ](?P<msg>.*)$")


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout


def warnings(text):
    """(base name, line, message) of each warning in compiler output; nvcc's
    "file(line): warning #n-D: msg" form too."""
    out = set()
    for line in text.splitlines():
        line = re.sub(r"^(\S+)\((\d+)\): ", r"\1:\2: ", line)
        m = WARNING.match(line)
        if m:
            msg = re.sub(r"\s+", " ", m.group("msg")).strip()
            out.add((os.path.basename(m.group("file")), int(m.group("line")), msg))
        elif "warning" in line.lower() and not line.startswith((" ", "Remark")):
            out.add(("", 0, line.strip()))
    return out


def users_own(warning, source_lines):
    """A warning about a name (quoted in the message) that the program's own
    line spells, as nvcc gives for code in a region's body, which gcc does
    not check the same way: the program's, not omp2cuda's."""
    _, line, msg = warning
    names = re.findall(r"[\"‘'`]([A-Za-z_]\w*)[\"’'`]", msg)
    text = source_lines[line - 1] if 0 < line <= len(source_lines) else ""
    return any(re.search(r"\b%s\b" % re.escape(n), text) and not n.startswith("o2c_")
               for n in names)


def check(prog, args):
    stem = os.path.splitext(os.path.basename(prog))[0]
    tmp = tempfile.mkdtemp(prefix="o2c-warn-")
    # the program's own #include "..." as the driver resolves it for both files
    incs = ["-I" + d for d in args.include + [os.path.dirname(os.path.abspath(prog))]]
    rt = ["-I" + args.runtime_include]
    # nvcc's as the driver gives them: the device <omp.h> first
    rt_cu = ["-I" + os.path.join(args.runtime_include, "device")] + rt
    cu, host = os.path.join(tmp, stem + ".o2c.cu"), os.path.join(tmp, stem + ".o2c.c")
    try:
        rc, out = run([args.omp2cuda, "--emit-cuda", *incs, prog, "-o", cu], tmp)
        if rc == 0:
            rc, out = run([args.omp2cuda, "--emit-host", *incs, prog, "-o", host], tmp)
        if rc != 0:
            return prog, "rejected", [out.strip().splitlines()[0] if out.strip() else "exit %d" % rc]
        # the host file includes the fatbin nvcc would build; its contents
        # do not matter here
        with open(os.path.join(tmp, stem + ".o2c.fatbin.h"), "w") as f:
            f.write("static const unsigned char o2c_fatbin[] __attribute__((aligned(16))) = {0};\n"
                    "#define o2c_fatbin_end (o2c_fatbin + sizeof o2c_fatbin)\n")
        problems = []
        _, own = run([args.cc, "-c", "-fopenmp", "-foffload=disable", "-Wall", "-Wextra", *incs,
                      prog, "-o", os.devnull], tmp)
        own = warnings(own)
        with open(prog, errors="replace") as f:
            lines = f.read().splitlines()
        with open(cu) as f:
            text = f.read()
        has_kernels = "__global__" in text or "#define O2C_RDC" in text
        # relocatable device code (docs/openmp.md) is compiled as the driver does
        rdc = ["-rdc=true"] if "#define O2C_RDC" in text else []
        if has_kernels:
            rc, out = run([args.nvcc, "-arch=sm_90", "-c", *rdc, "-Xcompiler", "-Wall", *rt_cu, *incs, cu,
                           "-o", os.path.join(tmp, "cu.o")], tmp)
            if rc != 0:
                problems.append("nvcc failed:\n" + out)
            # nvcc words a warning of the program's own line its own way
            own_lines = {(f, n) for f, n, _ in own}
            problems += ["nvcc: %s:%d: %s" % w for w in sorted(warnings(out) - own)
                         if not users_own(w, lines) and (w[0], w[1]) not in own_lines]
        rc, out = run([args.cc, "-c", "-fopenmp", "-Wall", "-Wextra", *rt, *incs, host, "-o",
                       os.path.join(tmp, "host.o")], tmp)
        if rc != 0:
            problems.append("cc failed:\n" + out)
        problems += ["cc: %s:%d: %s" % w for w in sorted(warnings(out) - own)]
        return prog, "warnings" if problems else "clean", problems
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--omp2cuda", required=True)
    ap.add_argument("--runtime-include", help="omp2cuda_rt.h's directory (default: include/ "
                    "beside the driver's bin directory)")
    ap.add_argument("--nvcc", default=os.path.join(os.environ.get("CUDA_ROOT", "/usr/local/cuda"),
                                                   "bin", "nvcc"))
    ap.add_argument("--cc", default="gcc")
    ap.add_argument("-I", dest="include", action="append", default=[])
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("programs", nargs="+")
    args = ap.parse_args()
    args.omp2cuda = os.path.abspath(args.omp2cuda)
    args.include = [os.path.abspath(d) for d in args.include]
    if not args.runtime_include:
        args.runtime_include = os.path.join(os.path.dirname(args.omp2cuda), "..", "include")
    args.runtime_include = os.path.abspath(args.runtime_include)
    progs = [os.path.abspath(p) for p in args.programs]
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as pool:
        for prog, status, problems in pool.map(lambda p: check(p, args), progs):
            print("%s: %s" % (os.path.relpath(prog), status))
            for p in problems:
                print("  " + p)
            bad += status == "warnings"
    print("%d of %d programs: generated code with warnings" % (bad, len(progs)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
