#!/usr/bin/python3
"""The runtime's switches in one place (issue 32: one mechanism for
runtime switches), decided from clang's AST through libclang's Python
bindings, as tools/house/check.py does:

  getenv   a call of getenv (or secure_getenv) in runtime/ outside
           runtime/switches.c whose name is an OMP2CUDA_* or OMP_* string,
           or is not a string the call spells (a name it computes could be
           one), or a call of any function there given such a name alone
           as an argument (a helper that reads it): every such variable
           is an entry of switches.c's table
  doc      docs/runtime-switches.md's sections "OpenMP's" and "At run
           time" name, at the head of each item, exactly the table's
           switches (the names in runtime/switches.c's `switches`, in the
           string that opens each entry), both ways

    switches.py [--root DIR] [--build DIR]

Flags come from BUILD/compile_commands.json (the runtime's files all share
theirs).  Prints each violation; exits 0 when there is none, 1 when there
are, 2 when the tree cannot be checked.
"""
import argparse
import json
import os
import re
import shlex
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check  # noqa: E402  (the house check: libclang, its flags, omp.h)

ci = check.ci
GETENV = ("getenv", "secure_getenv")
OURS = re.compile(r"^OMP(2CUDA)?_")
NAME = re.compile(r"^OMP(2CUDA)?_[A-Z0-9_]+$")
DOC = "docs/runtime-switches.md"
DOC_SECTIONS = ("OpenMP's", "At run time")


def runtime_flags(root, build):
    """The flags of a runtime file in the build, ROOT's runtime/ first."""
    flags = check.compile_flags(build)
    for f in sorted(flags):
        if "/runtime/" in f and f.endswith(".c"):
            keep = flags[f]
            break
    else:
        keep = ["-std=gnu11"]
    return ["-I" + os.path.join(root, "runtime"), "-I" + os.path.join(root, "runtime/include")] + keep


def walk(cursor):
    yield cursor
    for c in cursor.get_children():
        yield from walk(c)


def literals(cursor):
    """The string literals under CURSOR, unquoted."""
    return [c.spelling[1:-1] for c in walk(cursor) if c.kind == ci.CursorKind.STRING_LITERAL]


def reads(tu, path, f):
    """The violations of the calls written in PATH (runtime/F)."""
    out = []
    for c in walk(tu.cursor):
        if c.kind != ci.CursorKind.CALL_EXPR:
            continue
        if c.location.file is None or os.path.realpath(c.location.file.name) != path:
            continue
        where = "runtime/%s:%d: " % (f, c.location.line)
        args = list(c.get_arguments())
        if c.spelling in GETENV:
            names = literals(args[0]) if args else []
            if not names:
                out.append(where + "getenv of a name it computes (switches.c reads the "
                           "runtime's variables)")
            out += [where + 'getenv("%s") outside runtime/switches.c' % n
                    for n in names if OURS.match(n)]
            continue
        for a in args:
            names = literals(a)
            if len(names) == 1 and NAME.match(names[0]):
                out.append(where + '%s("%s"): a switch read outside runtime/switches.c'
                           % (c.spelling, names[0]))
    return out


def table_names(tu):
    """The first string of each entry of switches.c's `switches`."""
    for c in tu.cursor.get_children():
        if c.kind == ci.CursorKind.VAR_DECL and c.spelling == "switches":
            init = [k for k in c.get_children() if k.kind == ci.CursorKind.INIT_LIST_EXPR]
            if init:
                return [(literals(e) or [None])[0] for e in init[0].get_children()]
    return None


def doc_names(path):
    """The names at the head of each item ("- `NAME=...`, `NAME2`: ...")
    of the doc's table sections."""
    names, inside = [], False
    for line in open(path):
        if line.startswith("## "):
            inside = line[3:].strip() in DOC_SECTIONS
        elif inside and line.startswith("- "):
            head = line.split("`: ", 1)[0] if "`: " in line else ""
            names += re.findall(r"`(OMP[A-Z0-9_]*)[=`]", head + "`")
    return names


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--root", default=here)
    ap.add_argument("--build")
    a = ap.parse_args()
    root = os.path.realpath(a.root)
    build = a.build or os.path.join(here, "build")
    if not ci.Config.loaded:
        ci.Config.set_library_file(check.LIBCLANG)
    index = ci.Index.create()
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        args = runtime_flags(root, build) + check.omp_include(tmp)
        table = None
        rdir = os.path.join(root, "runtime")
        for f in sorted(os.listdir(rdir)):
            if not f.endswith(".c"):
                continue
            path = os.path.realpath(os.path.join(rdir, f))
            tu = index.parse(path, args=args)
            if f == "switches.c":
                table = table_names(tu)
                continue
            bad += reads(tu, path, f)
    if not table or None in table:
        print("switches.py: no table `switches` of named entries in runtime/switches.c")
        return 2
    doc = doc_names(os.path.join(root, DOC))
    bad += ["%s: %s is not in runtime/switches.c's table" % (DOC, n) for n in doc if n not in table]
    bad += ["%s: no item for %s (runtime/switches.c)" % (DOC, n) for n in table if n not in doc]
    for b in bad:
        print(b)
    print("switches.py: %d switches in the table, %d in %s; %d problems"
          % (len(table), len(set(doc)), DOC, len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
