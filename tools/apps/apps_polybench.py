"""Recipe for PolyBench/GPU-OpenMP (PolyBench-ACC, directory OpenMP/).

The kernels that offload are those whose source holds '#pragma omp
target' (14).  Each kernel directory's Makefile includes
utilities/common.mk: POLY1D=1 turns on offloading (-DOMP_OFFLOAD
-fopenmp-targets=nvptx64, and -DPOLYBENCH_OFFLOAD1D: arrays passed as flat
pointers), VERIFY=1 picks the mini data set and dumps the result arrays on
stderr.  The suite's own check (utilities/verify, with references made by
result/build.sh) diffs that dump with the one of a build without OpenMP
(RUN_NOOMP=1 RUN_MINI=1 RUN_DUMP=1); the harness does the same, building
the reference with the host compiler.  gcc, which knows no
-fopenmp-targets, gets the same OMPOFFLOADFLAGS without it."""

import os

import verify
from context import Outcome

POLY1D_FLAGS = "-DOMP_OFFLOAD -DPOLYBENCH_OFFLOAD1D -Wno-incompatible-pointer-types"

# Kernels whose result OpenMP leaves unspecified (a data race in the
# program's offloaded loop): run and timed, never compared.
RACES = {
    "trmm": "unchecked: the program races (iteration i of the offloaded loop reads "
            "B[j][k], row j of B, which iteration j writes; the inner loops' j and k "
            "are shared): its result is unspecified",
}


def kernels(root):
    """Kernel directories (relative to OpenMP/) whose source offloads."""
    found = []
    for dirpath, _, files in os.walk(root):
        name = os.path.basename(dirpath)
        if "Makefile" not in files or name + ".c" not in files:
            continue
        text = open(os.path.join(dirpath, name + ".c"), errors="replace").read()
        if "omp target" in text:
            found.append(os.path.relpath(dirpath, root))
    return sorted(found)


def build_vars(ctx):
    variables = {"CC": ctx.cc, "POLY1D": "1", "VERIFY": "1"}
    if ctx.mode == "gcc":
        variables["OMPOFFLOADFLAGS"] = POLY1D_FLAGS
    return variables


def host_cc_with_libm(ctx):
    """The suite's rule names -lm (in CFLAGS) before the sources, where the
    linker has nothing to take from it: a compiler command that links it
    after them, for the references of kernels that call sqrt."""
    path = os.path.join(ctx.bindir, "cc-libm")
    if not os.path.exists(path):
        os.makedirs(ctx.bindir, exist_ok=True)
        with open(path, "w") as f:
            f.write('#!/bin/sh\nexec %s "$@" -lm\n' % ctx.host_cc)
        os.chmod(path, 0o755)
    return path


def reference(ctx, work, rel, name):
    """The CPU build's dump; a copy of its own so the builds do not meet."""
    ref = os.path.join(work + "-cpu", rel)
    log = ctx.log("PolyBench", name + "-cpu")
    built = ctx.make(ref, ["exe"], {"CC": host_cc_with_libm(ctx), "RUN_NOOMP": "1",
                                    "RUN_MINI": "1", "RUN_DUMP": "1"}, log)
    if built.rc != 0:
        return None
    result = ctx.exec(ref, ["./%s_acc" % name], log, reference=True)
    return result.err if result.rc == 0 else None


def polybench(ctx):
    src = os.path.join(ctx.apps, "PolyBench-ACC", "OpenMP")
    if not os.path.isdir(src):
        from apps_proxy import missing
        return [missing("PolyBench", src)]
    work = ctx.copy("PolyBench", src)
    ctx.copy("PolyBench-cpu", src)
    rows = []
    for rel in kernels(work):
        name = os.path.basename(rel)
        row = Outcome("PolyBench", name)
        cwd = os.path.join(work, rel)
        log = ctx.log("PolyBench", name)
        built = ctx.make(cwd, ["exe"], build_vars(ctx), log)
        if built.rc != 0:
            rows.append(row.failed_build(built))
            continue
        result = ctx.exec(cwd, ["./%s_acc" % name], log)
        want = None if name in RACES else reference(ctx, work, rel, name)
        if name in RACES:
            verdict = verify.Verdict(None, RACES[name])
        elif want is None:
            verdict = verify.Verdict(False, "the CPU reference build failed")
        else:
            verdict = verify.same_dump(result.err, want)
        verdict.metric = "%.2f s" % result.seconds
        rows.append(row.ran(result, verdict))
    return rows
