"""Recipes for the proxy applications and the PRK kernels.

XSBench and RSBench (ANL-CESAR), directory openmp-offload/: their Makefile
picks CC and the flags from COMPILER= (llvm: clang with nvptx64 offloading;
gnu: gcc -fopenmp).  omp2cuda and clang-16 get COMPILER=llvm with CC
replaced; gcc gets COMPILER=gnu (XSBench) or the llvm flags without the
offloading ones (RSBench has no gnu entry).  The offload versions implement
event mode only (history mode exits with "not implemented"), so each runs
'-m event' at '-s small' and at the default (large) size; the application
compares its checksum with the value it prints as expected for that size.

PRK (ParRes Kernels), C1z/*-target.c: the build reads common/make.defs,
written here from make.defs.llvm's flags with CC replaced; each kernel runs
with the arguments of the project's ci/build-run-prk.sh and checks itself
("Solution validates")."""

import os
import re

import verify
from context import Outcome

PROXY_RUNS = (("event-small", ["-m", "event", "-s", "small"]),
              ("event-large", ["-m", "event"]))


def proxy_vars(ctx, name):
    if ctx.mode == "gcc" and name == "XSBench":
        return {"COMPILER": "gnu", "CC": ctx.cc}
    if ctx.mode == "gcc":
        return {"COMPILER": "gnu", "CC": ctx.cc,
                "CFLAGS": "-std=gnu99 -Wall -fopenmp -O3"}
    return {"COMPILER": "llvm", "CC": ctx.cc}


def set_sm(ctx, makefile):
    """clang-16 builds for the GPU it runs on: -march=sm_80 in the Makefile
    becomes --arch's value (a copy of the Makefile, in scratch)."""
    if ctx.mode != "clang":
        return
    text = open(makefile).read()
    open(makefile, "w").write(re.sub(r"-march=sm_\d+", "-march=" + ctx.arch,
                                     text))


def proxy(ctx, name, program):
    src = os.path.join(ctx.apps, name, "openmp-offload")
    if not os.path.isdir(src):
        return [missing(name, src)]
    work = ctx.copy(name, src)
    set_sm(ctx, os.path.join(work, "Makefile"))
    log = ctx.log(name, "build")
    built = ctx.make(work, [], proxy_vars(ctx, name), log)
    rows = []
    for variant, args in PROXY_RUNS:
        row = Outcome(name, variant)
        if built.rc != 0:
            rows.append(row.failed_build(built))
            continue
        result = ctx.exec(work, ["./" + program] + args,
                          ctx.log(name, variant))
        rows.append(row.ran(result, verify.checksum(result.text)))
    return rows


def xsbench(ctx):
    return proxy(ctx, "XSBench", "XSBench")


def rsbench(ctx):
    return proxy(ctx, "RSBench", "rsbench")


PRK_RUNS = (("nstream-target", ["10", "16777216"]),
            ("stencil-target", ["10", "1000"]),
            ("transpose-target", ["10", "1024", "32"]))


def prk_defs(ctx):
    """common/make.defs: make.defs.llvm's flags, CC replaced."""
    offload = "-fopenmp -DGPU_SCHEDULE=\"\""
    if ctx.mode == "clang":
        offload += " -fopenmp-targets=nvptx64 -Xopenmp-target -march=" + \
            ctx.arch
    if ctx.mode == "gcc":
        offload = "-DGPU_SCHEDULE=\"\""
    return ("CC=%s -std=c11 -pthread\n"
            "DEFAULT_OPT_FLAGS=-g -O3 -ffast-math -Wall\n"
            "OPENMPFLAG=-fopenmp\n"
            "OPENMPSIMDFLAG=-fopenmp-simd\n"
            "OFFLOADFLAG=%s\n" % (ctx.cc, offload))


def prk(ctx):
    src = os.path.join(ctx.apps, "Kernels")
    if not os.path.isdir(src):
        return [missing("PRK", src)]
    work = ctx.copy("Kernels", src)
    with open(os.path.join(work, "common", "make.defs"), "w") as f:
        f.write(prk_defs(ctx))
    c1z = os.path.join(work, "C1z")
    rows = []
    for kernel, args in PRK_RUNS:
        row = Outcome("PRK C1z", kernel)
        built = ctx.make(c1z, [kernel], {}, ctx.log("PRK", kernel))
        if built.rc != 0:
            rows.append(row.failed_build(built))
            continue
        result = ctx.exec(c1z, ["./" + kernel] + args, ctx.log("PRK", kernel))
        rows.append(row.ran(result, verify.prk(result.text)))
    return rows


def missing(app, path):
    row = Outcome(app, "-")
    row.error = "no checkout at %s" % path
    return row
