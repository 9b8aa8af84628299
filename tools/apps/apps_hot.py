"""Recipe for UoB-HPC hot, kernel set omp4 (target offloading).

hot builds inside the UoB-HPC 'arch' project: its Makefile compiles
../*.c, ../omp4/*.c and includes ../*.h, so the harness lays out a copy of
arch (from --arch-dir, default <apps>/arch) with hot inside it.  The
Makefile takes ARCH_COMPILER_CC and COMPILER (flag set): omp2cuda and
clang-16 get CLANG_OMP4 (-fopenmp-targets=nvptx64-nvidia-cuda
-fopenmp-nonaliased-maps --cuda-path=$(CUDA_PATH) -DCLANG), gcc gets GCC.
hot has no check of its own; it prints each time step's CG iteration count,
which the harness compares with a build of the omp3 kernels (CPU OpenMP)
by the host compiler on the same, smaller, parameter file."""

import os
import re

import runner
import verify
from context import Outcome

PARAMS = {"nx": "256", "ny": "256", "iterations": "5"}


def small_params(path):
    text = open(path).read()
    for key, value in PARAMS.items():
        text = re.sub(r"^(%s\s+)\S+" % key, r"\g<1>" + value, text,
                      flags=re.MULTILINE)
    with open(path, "w") as f:
        f.write(text)


def layout(ctx, name):
    """scratch/<mode>/<name>: arch's files with hot/ inside."""
    arch = ctx.copy(name, ctx.arch_dir)
    runner.copy_tree(os.path.join(ctx.apps, "hot"), os.path.join(arch, "hot"))
    hot = os.path.join(arch, "hot")
    small_params(os.path.join(hot, "hot.params"))
    return hot


def build(ctx, hot, kernels, cc, compiler, log):
    return ctx.make(hot, ["hot"], {"KERNELS": kernels, "COMPILER": compiler,
                                   "ARCH_COMPILER_CC": cc, "MPI": "no",
                                   "CUDA_PATH": ctx.cuda_path}, log)


def reference(ctx):
    hot = layout(ctx, "hot-cpu")
    log = ctx.log("hot", "omp3-cpu")
    if build(ctx, hot, "omp3", ctx.host_cc, "GCC", log).rc != 0:
        return None
    r = ctx.exec(hot, ["./hot.omp3", "hot.params"], log, reference=True)
    return r.text if r.rc == 0 else None


def hot(ctx):
    row = Outcome("hot", "omp4")
    if not os.path.isdir(os.path.join(ctx.apps, "hot")):
        row.error = "no checkout at %s" % os.path.join(ctx.apps, "hot")
        return [row]
    if not os.path.isdir(ctx.arch_dir):
        row.error = "hot needs UoB-HPC/arch at %s (--arch-dir)" % ctx.arch_dir
        return [row]
    work = layout(ctx, "hot")
    flags = "GCC" if ctx.mode == "gcc" else "CLANG_OMP4"
    log = ctx.log("hot", "omp4")
    built = build(ctx, work, "omp4", ctx.cc, flags, log)
    if built.rc != 0:
        return [row.failed_build(built)]
    result = ctx.exec(work, ["./hot.omp4", "hot.params"], log)
    want = reference(ctx)
    verdict = (verify.Verdict(False, "the omp3 CPU build failed")
               if want is None else verify.hot_solves(result.text, want))
    return [row.ran(result, verdict)]
