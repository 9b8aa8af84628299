"""Building HeCBench programs with one compiler, each in a copy of its own.

Each program gets OUT/<compiler>/<name>/, a small mirror of the HeCBench
tree holding its directory and what it reaches with ../ paths (shared
headers in src/include, the -cuda twin's reference files, inputs in
src/data), so the Makefile's relative paths hold.  Its own Makefile builds
it with the compiler variables overridden on make's command line.  Native
compilers that cannot take HeCBench's icpx offload flags get a wrapper
script (OUT/<compiler>/bin/) that replaces them; omp2cuda gets the command
as given and maps the flags itself.
"""
import os
import re
import shutil
import signal
import subprocess
import time

import hb_tree

CLANG_FLAGS = "-O3 -fopenmp --offload-arch=sm_90 --cuda-path=/usr/local/cuda"
OFFLOAD_FLAG_RE = (r"-fiopenmp|-qopenmp|-fopenmp|-fopenmp=*|-fopenmp-targets=*|-mp|-mp=*|-gpu=*"
                   r"|-foffload=*|-foffload-options=*|--offload-arch=*|-qnextgen")

# compiler -> (kind of twin it builds, default command, wrapper or None)
COMPILERS = {
    "omp2cuda": ("omp", None, None),
    "clang16": ("omp", "clang++-16", "offload"),
    "nvcc": ("cuda", "nvcc", "arch"),
}


def default_omp2cuda(repo):
    """The C++ driver when the build has one, else the C driver."""
    for n in ("omp2cuda++", "omp2cuda"):
        p = os.path.join(repo, "build", "tools", n)
        if os.path.exists(p):
            return p
    return os.path.join(repo, "build", "tools", "omp2cuda++")


def write_wrapper(bindir, compiler, cmd, how):
    """A bash script that runs cmd with the Makefile's offload flags (how ==
    "offload") or GPU architecture (how == "arch") replaced."""
    os.makedirs(bindir, exist_ok=True)
    path = os.path.join(bindir, "hb-" + compiler)
    if how == "offload":
        body = ('args=()\nfor a in "$@"; do\n  case "$a" in\n    %s) ;;\n    *) args+=("$a") ;;\n'
                '  esac\ndone\nexec %s %s "${args[@]}"\n' % (OFFLOAD_FLAG_RE, cmd, CLANG_FLAGS))
    else:
        body = ('args=()\nskip=0\nfor a in "$@"; do\n  if [ $skip = 1 ]; then skip=0; continue; fi\n'
                '  case "$a" in\n    -arch|--gpu-architecture) skip=1 ;;\n'
                '    -arch=*|--gpu-architecture=*|-gencode*|--generate-code*) ;;\n'
                '    *) args+=("$a") ;;\n  esac\ndone\nexec %s -arch=sm_90 "${args[@]}"\n' % cmd)
    with open(path, "w") as f:
        f.write("#!/bin/bash\n# tools/hecbench: %s with HeCBench's %s flags replaced\n%s"
                % (cmd, "offload" if how == "offload" else "GPU architecture", body))
    os.chmod(path, 0o755)
    return path


def overrides(cc):
    """make's command-line variables for a build with compiler command cc."""
    return ["CC=" + cc, "CXX=" + cc, "ARCH=sm_90", "LAUNCHER=", "DEVICE=gpu", "OPTIMIZE=yes",
            "DEBUG=no"]


def copy_tree(src, dst):
    """Copy a file or directory (a large directory: only its text files)."""
    if os.path.isfile(src):
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy2(src, dst)
        return
    big = sum(os.path.getsize(os.path.join(r, f)) for r, _, fs in os.walk(src) for f in fs) > hb_tree.BIG_DIR
    for r, _, fs in os.walk(src):
        for f in fs:
            if big and not f.endswith(hb_tree.TEXT_EXT):
                continue
            s = os.path.join(r, f)
            d = os.path.join(dst, os.path.relpath(s, src))
            os.makedirs(os.path.dirname(d), exist_ok=True)
            shutil.copy2(s, d, follow_symlinks=False) if os.path.islink(s) else shutil.copy2(s, d)


def mirror(root, info, dest):
    """dest/<program dir> and dest/<each dep>, as in the tree."""
    if os.path.exists(dest):
        shutil.rmtree(dest)
    os.makedirs(dest)
    shutil.copytree(os.path.join(root, info["dir"]), os.path.join(dest, info["dir"]), symlinks=True)
    for dep in info["deps"]:
        if not os.path.exists(os.path.join(dest, dep)):
            copy_tree(os.path.join(root, dep), os.path.join(dest, dep))
    # A read-only checkout gives read-only copies: make them writable for make.
    for r, ds, fs in os.walk(dest):
        for n in ds + fs:
            p = os.path.join(r, n)
            if not os.path.islink(p):
                os.chmod(p, os.stat(p).st_mode | 0o200)


ERROR_RES = [re.compile(r"^\S+:\d+:\d+: (fatal )?error: .*"),
             re.compile(r"^\S+:\d+: (fatal )?error: .*"),
             re.compile(r".*\berror\b.*", re.I),
             re.compile(r"^make.*\*\*\*.*")]


def first_error(log):
    """The first error line of a build log, most specific pattern first."""
    lines = [l.strip() for l in log.split("\n") if l.strip()]
    for rx in ERROR_RES:
        for l in lines:
            if rx.match(l):
                return l[:400]
    return lines[-1][:400] if lines else ""


def run_make(progdir, args, limit):
    """make in progdir under a time limit: (exit status or None, log)."""
    p = subprocess.Popen(["make", "--no-print-directory"] + args, cwd=progdir, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True, errors="replace", start_new_session=True)
    try:
        out, _ = p.communicate(timeout=limit)
        return p.returncode, out
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        return None, out


def build_one(root, name, kind, cc, outdir, limit):
    """Copy, build and record one program."""
    args = overrides(cc)
    info = hb_tree.describe(root, name, kind, args)
    dest = os.path.join(outdir, name)
    rec = {"name": name, "dir": info["dir"], "run": info["run"], "executables": info.get("executables", []),
           "inputs": info["inputs"], "missing_inputs": info["missing_inputs"], "dvc": info["dvc"],
           "needs_inputs": info["needs_inputs"], "built": False, "error": "", "seconds": 0.0}
    if not info["makefile"]:
        rec["error"] = "no Makefile in %s" % info["dir"]
        return rec
    mirror(root, info, dest)
    progdir = os.path.join(dest, info["dir"])
    t0 = time.time()
    rc, log = run_make(progdir, args, limit)
    rec["seconds"] = round(time.time() - t0, 2)
    with open(os.path.join(dest, "build.log"), "w") as f:
        f.write("make %s\n%s" % (" ".join(args), log))
    missing = [e for e in rec["executables"] if not os.path.exists(os.path.join(progdir, e))]
    if rc is None:
        rec["error"] = "build timed out after %d s" % limit
    elif rc != 0:
        rec["error"] = first_error(log) or "make exit %d" % rc
    elif missing:
        rec["error"] = "make succeeded but %s is missing" % missing[0]
    else:
        rec["built"] = True
    return rec
