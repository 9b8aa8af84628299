"""Recipes for published C++ OpenMP offloading applications, built from
their sources with the compiler under test as their CMake builds would
(one command per program: the sources, the model's -D flags and include
directories), run on a size that fits the time limit and checked by each
application's own verification:

  BabelStream (UoB-HPC)   src/main.cpp src/omp/OMPStream.cpp, -DOMP
                          -DOMP_TARGET_GPU; no "Validation failed" line
  miniBUDE (UoB-HPC)      src/main.cpp, -DOMP -DOMP_TARGET; --deck
                          data/bm1: "valid: true"
  TeaLeaf (UoB-HPC)       driver/*.cpp src/omp/*.cpp, -DNO_MPI -DOMP_TARGET
                          -DDIFFUSE_OVERLOAD; a 64x64 problem whose
                          expected value tea.problems holds: "PASSED"
  PRK Cxx11 (ParRes)      nstream, stencil and transpose -openmp-target.cc:
                          "Solution validates"
  CloverLeaf (UoB-HPC)    cloverleaf_openmp_target's omp-target branch,
                          built by its own CMake (MPI found by CMake);
                          deck clover_bm_short.in: "PASSED" and the field
                          summary of the same build by the host C++
                          compiler

omp2cuda compiles as omp2cuda++ (a link to it in the harness's bin
directory), clang-16 as clang++-16 offloading to nvptx64 for --arch, gcc as
g++ -fopenmp (host only)."""

import glob
import os
import re
import shutil

import runner
import verify
from apps_proxy import missing
from context import Outcome

CXX = {"clang": ["clang++-16", "-fopenmp", "-fopenmp-targets=nvptx64"],
       "gcc": ["g++", "-fopenmp"]}


def cxx(ctx):
    """The C++ compiler command of ctx's mode."""
    if ctx.mode == "omp2cuda":
        link = os.path.join(ctx.bindir, "omp2cuda++")
        if not os.path.lexists(link):
            os.symlink(os.path.join(ctx.bindir, "omp2cuda"), link)
        return [link, "-fopenmp"]
    argv = list(CXX[ctx.mode])
    if ctx.mode == "clang":
        argv += ["-Xopenmp-target", "-march=" + ctx.arch, "--cuda-path=" + ctx.cuda_path]
    return argv


def build(ctx, cwd, sources, flags, exe, log):
    argv = cxx(ctx) + ["-O3", "-std=c++17"] + flags + sources + ["-o", exe]
    return runner.run(argv, cwd, ctx.env(), ctx.build_timeout, log)


def babelstream_verdict(text):
    triad = re.search(r"^Triad\s+([\d.]+)", text, re.MULTILINE)
    metric = "Triad %s MB/s" % triad.group(1) if triad else ""
    if re.search(r"Validation failed", text):
        return verify.Verdict(False, verify.first_error_line(text), metric)
    if not triad:
        return verify.Verdict(False, "no Triad line", metric)
    return verify.Verdict(True, "no validation failure", metric)


def babelstream(ctx):
    src = os.path.join(ctx.apps, "BabelStream")
    if not os.path.isdir(src):
        return [missing("BabelStream", src)]
    work, row, log = ctx.copy("BabelStream", src), Outcome("BabelStream", "omp"), ctx.log("BabelStream", "omp")
    built = build(ctx, work, ["src/main.cpp", "src/omp/OMPStream.cpp"],
                  ["-DOMP", "-DOMP_TARGET_GPU", "-Isrc", "-Isrc/omp"], "babelstream", log)
    if built.rc:
        return [row.failed_build(built)]
    result = ctx.exec(work, ["./babelstream", "-s", "33554432", "-n", "20"], log)
    return [row.ran(result, babelstream_verdict(result.text))]


def minibude(ctx):
    src = os.path.join(ctx.apps, "miniBUDE")
    if not os.path.isdir(src):
        return [missing("miniBUDE", src)]
    work, row, log = ctx.copy("miniBUDE", src), Outcome("miniBUDE", "omp"), ctx.log("miniBUDE", "omp")
    built = build(ctx, work, ["src/main.cpp"],
                  ["-DOMP", "-DOMP_TARGET", "-DUSE_PPWI=1,2,4,8", "-Isrc"], "bude", log)
    if built.rc:
        return [row.failed_build(built)]
    result = ctx.exec(work, ["./bude", "--deck", "data/bm1", "-i", "4", "-p", "4"], log)
    valid = re.search(r"valid: (true|false)", result.text)
    rate = re.search(r"gflop/s:\s*([\d.]+)", result.text)
    verdict = verify.Verdict(bool(valid) and valid.group(1) == "true",
                             valid.group(0) if valid else "no 'valid:' line",
                             "%s GFLOP/s" % rate.group(1) if rate else "")
    return [row.ran(result, verdict)]


def tealeaf(ctx):
    src = os.path.join(ctx.apps, "TeaLeaf")
    if not os.path.isdir(src):
        return [missing("TeaLeaf", src)]
    work, row, log = ctx.copy("TeaLeaf", src), Outcome("TeaLeaf", "omp"), ctx.log("TeaLeaf", "omp")
    sources = sorted(glob.glob(os.path.join(work, "driver", "*.cpp")) +
                     glob.glob(os.path.join(work, "src", "omp", "*.cpp")))
    built = build(ctx, work, sources, ["-DNO_MPI", "-DOMP_TARGET", "-DDIFFUSE_OVERLOAD",
                                       "-Idriver", "-Isrc/omp"], "tealeaf", log)
    if built.rc:
        return [row.failed_build(built)]
    deck = open(os.path.join(work, "tea.in")).read()
    for key, value in (("x_cells", "64"), ("y_cells", "64"), ("end_step", "1")):
        deck = re.sub(r"^%s=\S+" % key, "%s=%s" % (key, value), deck, flags=re.MULTILINE)
    with open(os.path.join(work, "small.in"), "w") as f:
        f.write(deck)
    result = ctx.exec(work, ["./tealeaf", "--file", "small.in"], log)
    ok = re.search(r"This run PASSED", result.text) is not None
    return [row.ran(result, verify.Verdict(ok, "PASSED" if ok else verify.first_error_line(result.text)))]


PRK_CXX = (("nstream", ["10", "16777216"]), ("stencil", ["10", "1000"]),
           ("transpose", ["10", "1024"]))


def prk_cxx(ctx):
    src = os.path.join(ctx.apps, "Kernels")
    if not os.path.isdir(os.path.join(src, "Cxx11")):
        return [missing("PRK Cxx11", src)]
    work, rows = ctx.copy("Kernels-cxx", src), []
    for kernel, args in PRK_CXX:
        row, log = Outcome("PRK Cxx11", kernel + "-openmp-target"), ctx.log("PRK-Cxx11", kernel)
        built = build(ctx, os.path.join(work, "Cxx11"), [kernel + "-openmp-target.cc"],
                      ["-DUSE_OPENMP", "-I.", "-I../common"], kernel, log)
        if built.rc:
            rows.append(row.failed_build(built))
            continue
        result = ctx.exec(os.path.join(work, "Cxx11"), ["./" + kernel] + args, log)
        rows.append(row.ran(result, verify.prk(result.text)))
    return rows


CLOVER_DECK = "clover_bm_short.in"  # 960x960 cells, 87 steps, test problem 2


def clover_compiler(ctx):
    """CMAKE_CXX_COMPILER and the project's own OMP_OFFLOAD_FLAGS (added
    to its compile and link commands) for ctx's mode."""
    if ctx.mode == "omp2cuda":
        return cxx(ctx)[0], ""
    if ctx.mode == "clang":
        return CXX["clang"][0], " ".join(cxx(ctx)[2:])
    return CXX["gcc"][0], ""


def clover_build(ctx, work, build, compiler, offload, log):
    """CMake's Release build of clover_leaf in build.  The omp-target
    branch names std::array in definitions.h without <array>, which
    libstdc++ 12 no longer includes on the way: CXX_EXTRA_FLAGS, the
    project's option for flags of every compile command, includes it."""
    argv = ["cmake", "-S", work, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
            "-DCMAKE_CXX_COMPILER=" + compiler, "-DCXX_EXTRA_FLAGS=-include array",
            "-DOMP_OFFLOAD_FLAGS=" + offload]
    configured = runner.run(argv, work, ctx.env(), ctx.build_timeout, log)
    if configured.rc:
        return configured
    return runner.run(["cmake", "--build", build, "-j%d" % ctx.jobs], work, ctx.env(),
                      ctx.build_timeout, log)


def clover_run(ctx, work, build, log, reference=False):
    """clover_leaf on the deck in a directory of its own (it reads clover.in
    and writes clover.out there): the run's Result and clover.out."""
    rundir = build + "-run"
    os.makedirs(rundir, exist_ok=True)
    shutil.copy(os.path.join(work, "InputDecks", CLOVER_DECK), os.path.join(rundir, "clover.in"))
    result = ctx.exec(rundir, [os.path.join(build, "clover_leaf")], log, reference=reference)
    out = os.path.join(rundir, "clover.out")
    return result, open(out).read() if os.path.exists(out) else ""


def clover_reference(ctx, work):
    """clover.out of the build by the host C++ compiler (-fopenmp: target
    regions on the host), or None when it does not build or run."""
    log = ctx.log("CloverLeaf", "reference")
    build = os.path.join(work, "build-reference")
    if clover_build(ctx, work, build, ctx.host_cxx, "", log).rc:
        return None
    result, out = clover_run(ctx, work, build, log, reference=True)
    return out if not result.rc and not result.timed_out else None


def cloverleaf(ctx):
    src = os.path.join(ctx.apps, "cloverleaf_openmp_target")
    if not os.path.isdir(src):
        return [missing("CloverLeaf", src)]
    row, log = Outcome("CloverLeaf", "omp-target"), ctx.log("CloverLeaf", "omp-target")
    if not any("omp target" in open(f, errors="replace").read()
               for f in glob.glob(os.path.join(src, "src", "*.cpp"))):
        row.error = ("%s has no 'omp target' directive: the offloading version is "
                     "its omp-target branch" % src)
        return [row]
    work = ctx.copy("cloverleaf_openmp_target", src)
    build = os.path.join(work, "build")
    compiler, offload = clover_compiler(ctx)
    built = clover_build(ctx, work, build, compiler, offload, log)
    if built.rc:
        return [row.failed_build(built)]
    result, out = clover_run(ctx, work, build, log)
    verdict = verify.clover_summary(result.text, out, clover_reference(ctx, work))
    return [row.ran(result, verdict)]
