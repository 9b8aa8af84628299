#!/usr/bin/env python3
"""Builds published OpenMP offloading applications with their own build
files, only the compiler changed, runs them, checks each with its own
verification and writes a Markdown table.

  apps.py --compiler build/tools/omp2cuda --out table.md        (omp2cuda)
  apps.py --baseline clang --out clang.md                       (clang-16)
  apps.py --baseline gcc --out gcc.md                           (gcc -fopenmp)

--gpu runs with OMP_TARGET_OFFLOAD=MANDATORY; without it, the host
fallback.  The checkouts stay where they are: each application is copied
into --scratch first.  One application's failure never stops the others;
every build and run has a time limit.  See README.md here."""

import argparse
import os
import re
import shlex
import subprocess
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import apps_cxx  # noqa: E402
import apps_hot  # noqa: E402
import apps_polybench  # noqa: E402
import apps_proxy  # noqa: E402
import apps_rodinia  # noqa: E402
import report  # noqa: E402
from context import Context, Outcome  # noqa: E402

RECIPES = (("XSBench", apps_proxy.xsbench), ("RSBench", apps_proxy.rsbench),
           ("PolyBench", apps_polybench.polybench), ("PRK", apps_proxy.prk),
           ("NeoRodinia", apps_rodinia.neorodinia), ("hot", apps_hot.hot),
           ("BabelStream", apps_cxx.babelstream), ("miniBUDE", apps_cxx.minibude),
           ("TeaLeaf", apps_cxx.tealeaf), ("PRK Cxx11", apps_cxx.prk_cxx),
           ("CloverLeaf", apps_cxx.cloverleaf))


def parse(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--apps", default="/work/apps",
                   help="directory of checkouts (XSBench/, RSBench/, ...)")
    p.add_argument("--out", required=True, help="Markdown file to write")
    p.add_argument("--compiler", default="omp2cuda",
                   help="the omp2cuda executable")
    p.add_argument("--baseline", choices=("clang", "gcc"),
                   help="build with clang-16 (nvptx64) or gcc -fopenmp")
    p.add_argument("--gpu", action="store_true",
                   help="run with OMP_TARGET_OFFLOAD=MANDATORY")
    p.add_argument("--scratch", default="/tmp/o2c-apps")
    p.add_argument("--only", default="",
                   help="regular expression on the recipe names")
    p.add_argument("--timeout", type=int, default=600, help="per run, s")
    p.add_argument("--build-timeout", type=int, default=900,
                   help="per build command, s")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--clang", default="clang-16")
    p.add_argument("--host-cc", default="gcc",
                   help="builds the references (CPU runs) and --baseline gcc")
    p.add_argument("--host-cxx", default="g++",
                   help="builds the C++ references (CPU runs)")
    p.add_argument("--arch", default="sm_90",
                   help="GPU architecture clang-16 builds for")
    p.add_argument("--arch-dir", help="UoB-HPC/arch checkout for hot "
                   "(default <apps>/arch)")
    p.add_argument("--cuda-path", default="/usr/local/cuda")
    args = p.parse_args(argv)
    if args.arch_dir is None:
        args.arch_dir = os.path.join(args.apps, "arch")
    if not args.baseline:
        args.compiler = resolve(args.compiler)
    return args


def resolve(path):
    if os.sep in path:
        return os.path.abspath(path)
    for d in os.environ.get("PATH", "").split(os.pathsep):
        if os.access(os.path.join(d, path), os.X_OK):
            return os.path.join(d, path)
    return path


def compiler_version(ctx, args):
    cc = {"omp2cuda": args.compiler, "clang": args.clang,
          "gcc": args.host_cc}[ctx.mode]
    try:
        out = subprocess.run([cc, "--version"], capture_output=True,
                             text=True, timeout=30).stdout
        first = out.strip().splitlines()[0] if out.strip() else "?"
    except OSError:
        first = "not found"
    return "`%s` (%s)" % (cc, first)


def run_recipe(ctx, name, recipe):
    """A recipe's rows; a recipe that raises becomes one failed row."""
    try:
        return recipe(ctx)
    except Exception as e:  # the harness keeps going, whatever one app does
        row = Outcome(name, "-")
        row.error = "harness: %s: %s" % (type(e).__name__, e)
        traceback.print_exc()
        return [row]


def main(argv):
    args = parse(argv)
    ctx = Context(args)
    ctx.arch_dir = os.path.abspath(args.arch_dir)
    rows = []
    only = re.compile(args.only) if args.only else None
    for name, recipe in RECIPES:
        if only and not only.search(name):
            continue
        print("== %s (%s)" % (name, ctx.mode), flush=True)
        for row in run_recipe(ctx, name, recipe):
            print("   %-28s %-22s build=%s verifies=%s %s" % (
                row.app, row.variant, row.build, row.verifies, row.error),
                flush=True)
            rows.append(row)
        report.write(args.out, ctx, ["apps.py"] + [shlex.quote(a)
                                                    for a in argv],
                     compiler_version(ctx, args), rows)
    print(report.summary(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
